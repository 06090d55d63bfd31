import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClients } from '../../src/demo/seed/factories.js';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk-storage.js';
import { encryptPii } from '../../src/platform/pii.js';
import { isSealedFile, sealedBytes } from '../../src/platform/sealed-bytes.js';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../../src/platform/storage/orphan-files.js';
import { makePdf, multipartBody, type Part } from '../support/multipart.js';
import { createSeededDatabase, sessionHeaders, type SeededDatabase } from './support/seeded-database.js';
import { SHARED_SECRETS, type ServerProcess, startServerProcess } from './support/server-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.warn('SKIPPED instance kill fault test: set TEST_DATABASE_URL (two instances need a server PostgreSQL)');

const PORT_A = 3521;
const PORT_B = 3522;
const PLACEMENTS = 48;
const CONCURRENCY = 8;
/** A's death comes after this many success answers, while the others are in flight. */
const KILL_AFTER = 14;
const PDF_BYTES = 512 * 1024;
const PRODUCT = 'TAXLENS:NEXT_DAY';

type Placement = { key: string; clientIds: string[]; body: Buffer; headers: Record<string, string> };
type Answer = { status: number; orderIds: string[]; replayed: boolean } | { error: string };

/**
 * SIGKILL of one instance in the middle of order placements. Both instances share the database and
 * the files folder (DATA_DIR); every request that got no success answer from A is sent again to B
 * with the same Idempotency-Key and body, as a client behind a load balancer would retry.
 */
describe.skipIf(!serverUrl)('an instance killed in the middle of order placements', () => {
  let database: SeededDatabase;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let headers: Record<string, string>;
  let placements: Placement[];
  let filesBefore: Set<string>;
  let rowsBefore: Set<string>;

  beforeAll(async () => {
    database = await createSeededDatabase(serverUrl!);
    const db = database.handle.db;
    headers = await sessionHeaders(db, 'loan.officer', 'Acme Capital');
    const acme = await db
      .selectFrom('lenders')
      .select('id')
      .where('company_name', '=', 'Acme Capital')
      .executeTakeFirstOrThrow();
    const clients = await createClients(
      db,
      { piiKey: Buffer.from(SHARED_SECRETS.PII_KEY, 'hex') },
      Array.from({ length: PLACEMENTS + PLACEMENTS / 4 }, () => ({ lenderId: acme.id, clientType: 'llc' as const })),
    );
    const ids = clients.map((c) => c.id);
    placements = [];
    // Every fourth placement is a bundle of two clients, which must commit whole or not at all.
    for (let i = 0; i < PLACEMENTS; i++) {
      const clientIds = i % 4 === 3 ? [ids.shift()!, ids.shift()!] : [ids.shift()!];
      const pdfs = await Promise.all(clientIds.map((id) => makePdf(`Form 8821 ${id}`, PDF_BYTES)));
      placements.push({ key: `fault-kill-${i}`, clientIds, ...request(clientIds, pdfs) });
    }
    // A webhook endpoint for order.placed: the stream's webhook consumer must give it one message per
    // placement, though an instance dies mid-run (its address refuses connections: delivery is not the point).
    await db
      .insertInto('webhook_endpoints')
      .values({
        lender_id: acme.id,
        url: 'https://127.0.0.1:9/hooks',
        event_types: ['order.placed'],
        secret_encrypted: encryptPii(Buffer.from(SHARED_SECRETS.PII_KEY, 'hex'), 'whsec_dGVzdA=='),
      })
      .execute();
    dataDir = mkdtempSync(join(tmpdir(), 'taxlens-fault-'));
    [a, b] = await Promise.all([
      startServerProcess({ port: PORT_A, databaseUrl: database.url, dataDir }),
      startServerProcess({ port: PORT_B, databaseUrl: database.url, dataDir }),
    ]);
    filesBefore = new Set(listFiles(join(dataDir, 'files')));
    rowsBefore = new Set((await db.selectFrom('stored_files').select('id').execute()).map((r) => r.id));
  }, 120_000);

  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every answered order exactly once with its file, retries without duplicates and leaves nothing half-written', async () => {
    // 1. Load on A; SIGKILL once enough placements have succeeded (others are mid-upload or mid-transaction).
    const first = new Map<string, Answer>();
    let successes = 0;
    const queue = [...placements];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let p = queue.shift(); p; p = queue.shift()) {
          const answer = await place(a, p);
          first.set(p.key, answer);
          if ('status' in answer && answer.status === 201 && ++successes === KILL_AFTER) a.child.kill('SIGKILL');
        }
      }),
    );
    await a.kill('SIGKILL');
    const answeredOnA = placements.filter((p) => isSuccess(first.get(p.key)));
    const lostOnA = placements.filter((p) => !isSuccess(first.get(p.key)));
    expect(answeredOnA.length, a.output()).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(lostOnA.length, 'the kill must cut placements off').toBeGreaterThan(0);

    // 2. Every placement again on B with the same key and body: answered ones replay, lost ones land once.
    const second = new Map<string, Answer>();
    for (const p of placements) second.set(p.key, await place(b, p));
    for (const p of placements) {
      const answer = second.get(p.key)!;
      expect(answer, `${p.key} on B: ${JSON.stringify(answer)}\n${b.output()}`).toMatchObject({
        status: expect.any(Number),
      });
      if (!('status' in answer)) continue;
      expect([200, 201], `${p.key} on B`).toContain(answer.status);
      const before = first.get(p.key)!;
      if (isSuccess(before)) {
        expect(answer.replayed, `${p.key} answered on A must replay on B`).toBe(true);
        expect(answer.orderIds.sort()).toEqual([...before.orderIds].sort());
      }
    }
    const committedBeforeAnswer = lostOnA.filter((p) => (second.get(p.key) as { replayed?: boolean }).replayed).length;
    console.log(
      `instance kill: ${answeredOnA.length} placements answered by A before SIGKILL, ${lostOnA.length} cut off ` +
        `(${committedBeforeAnswer} of them had committed without an answer, replayed by B)`,
    );

    // 3. The database and the files folder.
    const db = database.handle.db;
    const allClientIds = placements.flatMap((p) => p.clientIds);
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'client_id', 'idempotency_key', 'submission_id', 'form_file_id', 'bundle_order_id'])
      .where('client_id', 'in', allClientIds)
      .execute();
    expect(orders).toHaveLength(allClientIds.length);
    const submissions = await db
      .selectFrom('order_submissions')
      .select(['id', 'idempotency_key'])
      .where('idempotency_key', 'like', 'fault-kill-%')
      .execute();
    expect(submissions).toHaveLength(PLACEMENTS);
    for (const p of placements) {
      const mine = orders.filter((o) => o.idempotency_key === p.key);
      expect(mine.map((o) => o.client_id).sort(), p.key).toEqual([...p.clientIds].sort());
      const answer = second.get(p.key) as { orderIds: string[] };
      expect(mine.map((o) => o.id).sort(), p.key).toEqual([...answer.orderIds].sort());
      if (p.clientIds.length > 1) expect(new Set(mine.map((o) => o.bundle_order_id)).size, p.key).toBe(1);
    }
    const orderIds = orders.map((o) => o.id);
    const reports = await db.selectFrom('reports').select('order_id').where('order_id', 'in', orderIds).execute();
    const lines = await db.selectFrom('invoice_lines').select('order_id').where('order_id', 'in', orderIds).execute();
    expect(reports.map((r) => r.order_id).sort()).toEqual([...orderIds].sort());
    expect(lines.map((l) => l.order_id).sort()).toEqual([...orderIds].sort());

    const filesRoot = join(dataDir, 'files');
    const rows = await db.selectFrom('stored_files').select(['id', 'storage_key', 'size_bytes', 'sha256']).execute();
    const rowsByKey = new Map(rows.map((r) => [r.storage_key, r]));
    for (const order of orders) {
      const row = rows.find((r) => r.id === order.form_file_id);
      expect(row, `order ${order.id} has its stored_files row`).toBeDefined();
      // Files are sealed at rest (decision 289): the row's size and hash are the plain form's.
      const onDisk = readFileSync(join(filesRoot, row!.storage_key));
      expect(isSealedFile(onDisk)).toBe(true);
      const bytes = sealedBytes(Buffer.from(SHARED_SECRETS.PII_KEY, 'hex')).openFile(onDisk);
      expect(bytes.length).toBe(row!.size_bytes);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row!.sha256);
    }
    // No row without bytes: every row written during the run is an order's form and has its file
    // (the demo seed's rows, made without bytes, are left out).
    const written = listFiles(filesRoot).filter((k) => !filesBefore.has(k));
    const newRows = rows.filter((r) => !rowsBefore.has(r.id));
    expect(newRows.map((r) => r.id).sort()).toEqual(orders.map((o) => o.form_file_id).sort());
    for (const row of newRows) expect(existsSync(join(filesRoot, row.storage_key)), row.storage_key).toBe(true);
    // Bytes without a row can only be what A was writing when it died; the orphan sweep removes them.
    const orphans = written.filter((k) => !rowsByKey.has(k));
    expect(orphans.length).toBeLessThanOrEqual(CONCURRENCY * 2);
    const swept = await sweepOrphanFiles(
      db,
      createLocalDiskStorage(filesRoot),
      new Date(Date.now() + ORPHAN_GRACE_MS + 60_000),
    );
    expect(swept.sort()).toEqual([...orphans].sort());
    const remaining = listFiles(filesRoot).filter((k) => !filesBefore.has(k));
    expect(remaining.sort()).toEqual(newRows.map((r) => r.storage_key).sort());
    console.log(
      `instance kill: ${orphans.length} orphan file(s) left by the killed write, removed by the orphan sweep`,
    );

    // 4. The event stream: one order.placed event per placement, each given to every consumer once.
    const placed = await db
      .selectFrom('domain_events')
      .select(['id', 'event_id'])
      .where('type', '=', 'order.placed')
      .execute();
    expect(placed).toHaveLength(PLACEMENTS);
    const consumed = async () =>
      db.selectFrom('webhook_messages').select('webhook_id').where('event_type', '=', 'order.placed').execute();
    for (let waited = 0; (await consumed()).length < PLACEMENTS && waited < 20_000; waited += 250)
      await new Promise((r) => setTimeout(r, 250));
    const messages = await consumed();
    expect(messages.map((m) => m.webhook_id).sort()).toEqual(placed.map((e) => e.event_id).sort());
  });

  async function place(server: ServerProcess, p: Placement): Promise<Answer> {
    const path = p.clientIds.length > 1 ? '/api/forms/upload8821/bundle' : '/api/forms/upload8821';
    try {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...headers, ...p.headers, 'idempotency-key': p.key },
        body: p.body,
        signal: AbortSignal.timeout(60_000),
      });
      const json = (await response.json()) as { orders?: { id: string }[] };
      return {
        status: response.status,
        orderIds: (json.orders ?? []).map((o) => o.id),
        replayed: response.headers.get('idempotent-replayed') === 'true',
      };
    } catch (error) {
      return { error: String(error) };
    }
  }
});

function isSuccess(answer: Answer | undefined): answer is { status: number; orderIds: string[]; replayed: boolean } {
  return Boolean(answer && 'status' in answer && (answer.status === 200 || answer.status === 201));
}

function request(clientIds: string[], pdfs: Uint8Array[]): { body: Buffer; headers: Record<string, string> } {
  const options = { product: PRODUCT, recordOfAccount: 'false', taxReturnTranscripts: 'true', wageIncome: 'false' };
  const parts: Part[] =
    clientIds.length === 1
      ? [
          ...Object.entries({ ...options, clientId: clientIds[0]!, formName: 'Form 8821' }).map(([name, value]) => ({
            name,
            value,
          })),
          { name: 'file', filename: '8821.pdf', bytes: pdfs[0]! },
        ]
      : [
          {
            name: 'bundle',
            value: JSON.stringify({
              product: PRODUCT,
              recordOfAccount: false,
              taxReturnTranscripts: true,
              wageIncome: false,
              orders: clientIds.map((clientId) => ({ clientId, formName: 'Form 8821' })),
            }),
          },
          ...pdfs.map((bytes) => ({ name: 'forms', filename: '8821.pdf', bytes })),
        ];
  const { payload, headers } = multipartBody(parts);
  return { body: payload, headers };
}

function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((k) => statSync(join(root, k)).isFile());
}
