import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCase } from '../../../packages/form-check/src/corpus/build-case.js';
import { CORPUS } from '../../../packages/form-check/src/corpus/cases.js';
import {
  createFormCheckBackfillJob,
  createFormCheckTask,
  createPreCheckCleanupJob,
} from '../src/modules/form-check/index.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { sealStoredFiles } from '../src/platform/storage/seal-stored-files.js';
import { createMovableClock } from './support/movable-clock.js';
import { postMultipart, singleOrderParts } from './support/order-upload.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';
import { createCorpusClient } from './support/corpus-client.js';

/** Decision 289: stored 8821s sealed at rest, the files stored before sealed by a job, unchecked forms checked by a pass. */
describe('stored forms (decision 289)', { timeout: 180_000 }, () => {
  const clock = createMovableClock(new Date('2026-03-02T15:00:00Z'));
  let t: TestApp;
  let officer: Session;
  let ops: Session;
  let clientId: string;
  let form: Uint8Array;
  const onDisk = (key: string) => readFile(join(t.config.dataDir, 'files', key));
  const runChecks = () =>
    createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [], tasks: [createFormCheckTask(t.app.ctx)] }).runTasks();

  let clients = 0;
  /** A client of its own per order (one open order per client and product). */
  async function newClient(): Promise<string> {
    clients += 1;
    return createCorpusClient(t.app, officer, {
      businessName: `Northwind Traders ${clients} Inc`,
      ein: `12-34${String(clients).padStart(5, '0')}`,
    });
  }

  async function placeOrder(): Promise<{ orderId: string; fileId: string; key: string }> {
    const placed = await postMultipart(
      t.app,
      officer,
      '/api/forms/upload8821',
      singleOrderParts({ clientId: await newClient(), file: form }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    clock.advance(1_000);
    const orderId = placed.json().orders[0].id as string;
    const file = await t.db
      .selectFrom('orders as o')
      .innerJoin('stored_files as f', 'f.id', 'o.form_file_id')
      .select(['f.id', 'f.storage_key', 'f.sealed'])
      .where('o.id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(file.sealed).toBe(true);
    return { orderId, fileId: file.id, key: file.storage_key };
  }

  /** As a file stored before decision 289: its plain bytes on disk, its row not sealed. */
  async function storedBeforeSealing(file: { fileId: string; key: string }) {
    await writeFile(join(t.config.dataDir, 'files', file.key), form);
    await t.db.updateTable('stored_files').set({ sealed: false }).where('id', '=', file.fileId).execute();
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    ops = await openSession(t.app, 'ops.admin', null);
    clientId = await createCorpusClient(t.app, officer);
    form = await buildCase(
      CORPUS.find((c) => c.name === 'clean-c_corp')!,
      'digital',
    );
  });
  afterAll(() => t.close());

  it("an order's stored 8821 is not the plain PDF on disk, and is served as the PDF uploaded", async () => {
    const { orderId, key } = await placeOrder();
    const disk = await onDisk(key);
    expect(disk.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    expect(disk.includes(Buffer.from('12-3456789'))).toBe(false);
    expect(disk.includes(Buffer.from('Northwind'))).toBe(false);
    const report = await t.db
      .selectFrom('reports')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const served = await call(t.app, ops, 'GET', `/api/ops/reports/${report.id}/form8821`);
    expect(served.statusCode, served.body).toBe(200);
    expect(Buffer.from(served.rawPayload).equals(Buffer.from(form))).toBe(true);
  });

  it('the sealing job seals the files stored before, once: a second run changes nothing', async () => {
    const files = [await placeOrder(), await placeOrder()];
    for (const f of files) await storedBeforeSealing(f);
    expect((await onDisk(files[0]!.key)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const first = await sealStoredFiles(t.db, t.app.ctx.storage);
    expect(first).toEqual({ sealed: 2, missing: 0 });
    const afterFirst = await Promise.all(files.map((f) => onDisk(f.key)));
    for (const disk of afterFirst) {
      expect(disk.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
      expect(disk.includes(Buffer.from('Northwind'))).toBe(false);
    }
    for (const f of files) expect((await t.app.ctx.storage.get(f.key))!.equals(Buffer.from(form))).toBe(true);
    const rows = await t.db
      .selectFrom('stored_files')
      .select('sealed')
      .where(
        'id',
        'in',
        files.map((f) => f.fileId),
      )
      .execute();
    expect(rows.map((r) => r.sealed)).toEqual([true, true]);

    expect(await sealStoredFiles(t.db, t.app.ctx.storage)).toEqual({ sealed: 0, missing: 0 });
    const afterSecond = await Promise.all(files.map((f) => onDisk(f.key)));
    afterSecond.forEach((disk, i) => expect(disk.equals(afterFirst[i]!)).toBe(true));
  });

  it('the background pass checks forms stored before the check, at its rate per minute; "Not checked" until then', async () => {
    // Every order so far has its check from placement: these three are as if placed before the check existed.
    const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
    await t.db.deleteFrom('form_checks').execute();
    const report = await t.db
      .selectFrom('reports')
      .select('id')
      .where('order_id', '=', orders[0]!.orderId)
      .executeTakeFirstOrThrow();
    expect((await call(t.app, ops, 'GET', `/api/ops/reports/${report.id}`)).json().formCheck).toBeNull();

    const runner = createJobRunner({
      db: t.db,
      clock,
      log: t.app.log,
      jobs: [createFormCheckBackfillJob(2)],
      tasks: [createFormCheckTask(t.app.ctx)],
    });
    const queued = async () => (await t.db.selectFrom('form_checks').select(['order_id', 'status']).execute()).length;
    expect(await runner.tick()).toEqual(['form-check-backfill']);
    // All six orders' forms are unchecked; two a minute are queued.
    expect(await queued()).toBe(2);
    expect(await runner.tick()).toEqual([]);
    expect(await queued()).toBe(2);
    await runner.runTasks();
    const done = await t.db.selectFrom('form_checks').select(['order_id', 'status', 'verdict']).execute();
    expect(done.map((c) => c.status)).toEqual(['done', 'done']);
    expect(done.map((c) => c.verdict)).not.toContain(null);
    // Newest first: the last two orders placed.
    expect(done.map((c) => c.order_id).sort()).toEqual([orders[2]!.orderId, orders[1]!.orderId].sort());

    clock.advance(61_000);
    expect(await runner.tick()).toEqual(['form-check-backfill']);
    expect(await queued()).toBe(4);
    await runner.runTasks();
    const detail = (await call(t.app, ops, 'GET', `/api/ops/reports/${report.id}`)).json();
    // The corpus form names another EIN than this client's: read and judged all the same.
    expect(detail.formCheck).toMatchObject({ status: 'done', verdict: 'likely_rejection' });
    // Each form is checked once: the third round queues the two left, the fourth none.
    clock.advance(61_000);
    await runner.tick();
    expect(await queued()).toBe(6);
    clock.advance(61_000);
    await runner.tick();
    expect(await queued()).toBe(6);
  });

  it('a pre-check no order took is deleted after a day', async () => {
    const started = await postMultipart(t.app, officer, `/api/form-checks/client/${clientId}`, [
      { name: 'file', filename: 'form.pdf', bytes: form },
    ]);
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().id as string;
    await runChecks();
    const cleanup = createPreCheckCleanupJob(t.app.ctx.storage);
    await cleanup.run(t.db, new Date(clock.now().getTime() + 23 * 3_600_000));
    expect((await call(t.app, officer, 'GET', `/api/form-checks/${id}`)).statusCode).toBe(200);
    await cleanup.run(t.db, new Date(clock.now().getTime() + 25 * 3_600_000));
    expect((await call(t.app, officer, 'GET', `/api/form-checks/${id}`)).statusCode).toBe(404);
  });
});
