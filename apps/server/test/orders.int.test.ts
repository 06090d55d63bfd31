import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddOnFrequencyCode, ClientTypeCode } from '@taxlens/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBundle, createClient, createOrder, setLenderProducts } from '../src/demo/seed/factories.js';
import { isSealedFile, sealedBytes } from '../src/platform/sealed-bytes.js';
import { makePdf, type Part } from './support/multipart.js';
import { postMultipart, type SingleOrder, singleOrderParts } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

let t: TestApp;
let pdf: Uint8Array;
let acme: string;
let officer: Session;

beforeAll(async () => {
  t = await createTestApp();
  pdf = await makePdf();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
});
afterAll(() => t.close());

const newClient = async (lenderId = acme, clientType: ClientTypeCode = 'llc') =>
  (await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId, clientType })).id;

const post = (session: Session, url: string, parts: Part[], key?: string) =>
  postMultipart(t.app, session, url, parts, key);

type Single = Omit<SingleOrder, 'file'> & { file?: Uint8Array };
const singleParts = (o: Single): Part[] => singleOrderParts({ ...o, file: o.file ?? pdf });
const placeSingle = (o: Single, session = officer, key?: string) =>
  post(session, '/api/forms/upload8821', singleParts(o), key);

async function countRows(lenderId: string) {
  const count = async (table: 'orders' | 'stored_files' | 'invoice_lines' | 'reports' | 'order_submissions') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('lender_id', '=', lenderId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const placed = await sql<{
    n: string;
  }>`select count(*) as n from domain_events where type = 'order.placed' and lender_id = ${lenderId}`.execute(t.db);
  return {
    orders: await count('orders'),
    files: await count('stored_files'),
    lines: await count('invoice_lines'),
    reports: await count('reports'),
    events: Number(placed.rows[0]!.n),
  };
}

function storedFileCount(): number {
  const root = join(t.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

describe('order form data', () => {
  it('lists report types, deliveries in priority order, flags and no placer select for a loan officer', async () => {
    const clientId = await newClient();
    const res = await call(t.app, officer, 'GET', `/api/formdata/${clientId}/place-order`);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.reportTypes.map((r: { code: string }) => r.code)).toEqual([
      'TAXLENS',
      'TAXLENS_LITE',
      'TG_4506',
      'INCOME_VERIFICATION',
    ]);
    expect(data.deliveryMap.TAXLENS.map((d: { delivery: string }) => d.delivery)).toEqual([
      'EXPRESS',
      'SAME_DAY',
      'NEXT_DAY',
      'THREE_DAY',
      'TEN_DAY',
      'THIRTY_DAY',
    ]);
    expect(data.deliveryMap.TAXLENS[0]).toMatchObject({
      productIdentifier: 'TAXLENS:EXPRESS',
      description: 'within 2 hours',
      addOns: { trtFrequency: 'SELECTED' },
    });
    expect(data).toMatchObject({
      canOrderExpress: true,
      canOrderSameDay: true,
      pendingOrder: null,
      orderPlacers: null,
      onDemand: false,
      clientType: 'LLC',
    });
    expect(data.serviceLevels).toHaveLength(12);
  });

  it('offers order placers to a lender admin and the other clients of a bundle', async () => {
    const [a, b, c] = [await newClient(), await newClient(), await newClient()];
    await createBundle(t.db, { lenderId: acme, clientIds: [a, b, c] });
    const admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    const data = (await call(t.app, admin, 'GET', `/api/formdata/${b}/place-order`)).json();
    expect(data.orderPlacers.map((p: { name: string }) => p.name)).toContain('Marcus Bell');
    expect(data.bundleClients.map((x: { id: string }) => x.id)).toEqual([a, c]);
    expect(data.bundleClients.every((x: { pendingOrder: unknown }) => x.pendingOrder === null)).toBe(true);
    // A bundle mate's open order shows beside it; the client's own stays null.
    const placed = await placeSingle({ clientId: c, product: 'TAXLENS:NEXT_DAY' });
    expect(placed.statusCode).toBe(201);
    const after = (await call(t.app, admin, 'GET', `/api/formdata/${b}/place-order`)).json();
    expect(after.pendingOrder).toBeNull();
    expect(after.bundleClients.find((x: { id: string }) => x.id === c).pendingOrder).toMatchObject({
      delivery: 'NEXT_DAY',
    });
    expect(after.bundleClients.find((x: { id: string }) => x.id === a).pendingOrder).toBeNull();
  });

  it('leaves Express and Same Day out when the lender may not order them', async () => {
    const beacon = await lenderIdByName(t.db, 'Beacon Bank');
    await setLenderProducts(t.db, beacon, [{ reportType: 'STANDARD', delivery: 'EXPRESS' }]);
    const admin = await openSession(t.app, 'lender.admin', 'Beacon Bank', { noticesAccepted: true });
    const clientId = await newClient(beacon);
    const data = (await call(t.app, admin, 'GET', `/api/formdata/${clientId}/place-order`)).json();
    expect(data.deliveryMap.STANDARD.map((d: { delivery: string }) => d.delivery)).not.toContain('EXPRESS');
    const owner = data.orderPlacers[0].id;
    const refused = await placeSingle({ clientId, product: 'STANDARD:EXPRESS', ownerId: owner }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages[0]).toMatchObject({
      key: 'DELIVERY_NOT_ALLOWED',
      value: 'Express delivery is not enabled for your company.',
    });
    expect(await countRows(beacon)).toMatchObject({ orders: expect.any(Number) });
  });

  it("answers 404 for another lender's client", async () => {
    const cedar = await openSession(t.app, 'ondemand.user', 'Cedar Credit');
    const clientId = await newClient();
    expect((await call(t.app, cedar, 'GET', `/api/formdata/${clientId}/place-order`)).statusCode).toBe(404);
  });
});

describe('single order', () => {
  it('places an express order with its form, report, invoice line and operations event, due in two hours', async () => {
    const clientId = await newClient();
    const before = await countRows(acme);
    const filesBefore = storedFileCount();
    const res = await placeSingle({ clientId, product: 'TAXLENS:EXPRESS', trt: true });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = res.json().orders;
    expect(order).toMatchObject({
      clientId,
      reportType: 'TAXLENS',
      delivery: 'EXPRESS',
      status: 'PENDING',
      taxReturnTranscripts: true,
      recordOfAccount: false,
    });
    expect(Date.parse(order.dueAt) - Date.parse(order.createdAt)).toBe(2 * 60 * 60 * 1000);
    expect(await countRows(acme)).toEqual({
      orders: before.orders + 1,
      files: before.files + 1,
      lines: before.lines + 1,
      reports: before.reports + 1,
      events: before.events + 1,
    });
    expect(storedFileCount()).toBe(filesBefore + 1);
    const line = await t.db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    // Billed at Acme's pricing schedule: Express 149.00 plus the tax return transcripts add-on 10.00.
    expect(line).toMatchObject({ product_code: 'TGR_EXPRESS', amount_cents: 15900 });

    const listed = (await call(t.app, officer, 'GET', `/api/orders/client/${clientId}`)).json();
    expect(listed.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    // The client page links a COMPLETED report's PDF: the listing names the order's report and its status.
    const report = await t.db
      .selectFrom('reports')
      .select(['id', 'status'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(listed.orders[0]).toMatchObject({ reportId: report.id, reportStatus: 'PENDING' });
  });

  it('refuses a second order while one is pending (409) and shows it in the form data', async () => {
    const clientId = await newClient();
    expect((await placeSingle({ clientId, product: 'TAXLENS:THREE_DAY', trt: true })).statusCode).toBe(201);
    const again = await placeSingle({ clientId, trt: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].value).toMatch(
      /^A Three Day order already exists for .+; it was placed on \d{2}\.\d{2}\.\d{4}\.$/,
    );
    const data = (await call(t.app, officer, 'GET', `/api/formdata/${clientId}/place-order`)).json();
    expect(data.pendingOrder).toMatchObject({ delivery: 'THREE_DAY' });
  });

  it('refuses a text file renamed .pdf, a file that only starts like a PDF, and a missing file', async () => {
    const clientId = await newClient();
    const before = await countRows(acme);
    const filesBefore = storedFileCount();
    for (const bytes of [Buffer.from('just some text, not a form'), Buffer.from('%PDF-1.7\nbroken')]) {
      const res = await placeSingle({ clientId, trt: true, file: bytes, filename: 'signed-8821.pdf' });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0]).toMatchObject({
        key: 'NOT_A_PDF',
        value: 'signed-8821.pdf is not a PDF file. Please upload the signed 8821 as a PDF.',
      });
    }
    const parts = singleParts({ clientId, trt: true }).filter((p) => p.name !== 'file');
    expect((await post(officer, '/api/forms/upload8821', parts)).json().messages[0].key).toBe('FORM_REQUIRED');
    expect(await countRows(acme)).toEqual(before);
    expect(storedFileCount()).toBe(filesBefore);
  });

  it('refuses a file over 10 MB with a clear message', async () => {
    const clientId = await newClient();
    const res = await placeSingle({ clientId, trt: true, file: await makePdf('big', 10 * 1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json().messages[0].value).toBe('The 8821 form is larger than 10 MB. Please upload a smaller PDF.');
  });

  it('requires a valid order placer from users with the order-placer right', async () => {
    const admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    const clientId = await newClient();
    expect((await placeSingle({ clientId, trt: true }, admin)).json().messages[0].value).toBe(
      'Please choose an Order Placer.',
    );
    const cedarUser = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'ondemand.user')
      .executeTakeFirstOrThrow();
    expect((await placeSingle({ clientId, trt: true, ownerId: cedarUser.id }, admin)).statusCode).toBe(400);
    const owner = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'loan.officer')
      .executeTakeFirstOrThrow();
    const res = await placeSingle({ clientId, trt: true, ownerId: owner.id }, admin);
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('orders')
      .select(['owner_id', 'placed_by'])
      .where('id', '=', res.json().orders[0].id)
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(owner.id);
  });

  it('refuses a product the lender does not sell and unknown fields values (400, never 500)', async () => {
    const clientId = await newClient();
    expect((await placeSingle({ clientId, product: 'GUARDIAN:NEXT_DAY' })).json().messages[0].key).toBe(
      'PRODUCT_NOT_AVAILABLE',
    );
    expect((await placeSingle({ clientId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await call(t.app, officer, 'POST', '/api/forms/upload8821', {})).statusCode).toBe(400);
  });
});

describe('add-on rules (spec 2 §4), checked again by the server', () => {
  type Row = [
    trt: AddOnFrequencyCode,
    roa: AddOnFrequencyCode,
    wi: AddOnFrequencyCode,
    clientType: ClientTypeCode,
    sent: [trt: boolean, roa: boolean, wi: boolean],
    status: number,
  ];
  const rows: Row[] = [
    ['SELECTED', 'SELECTED', 'NEVER', 'llc', [true, false, false], 201],
    ['SELECTED', 'SELECTED', 'NEVER', 'llc', [false, true, false], 201],
    ['SELECTED', 'SELECTED', 'NEVER', 'llc', [false, false, false], 201],
    ['SELECTED', 'SELECTED', 'NEVER', 'llc', [true, true, false], 400], // mutually exclusive
    ['NEVER', 'SELECTED', 'NEVER', 'llc', [true, false, false], 400], // hidden when NEVER
    ['SELECTED', 'NEVER', 'NEVER', 'llc', [false, true, false], 400],
    ['ALWAYS', 'SELECTED', 'NEVER', 'llc', [false, false, false], 400], // locked when ALWAYS
    ['ALWAYS', 'SELECTED', 'NEVER', 'llc', [false, true, false], 400],
    ['ALWAYS', 'SELECTED', 'NEVER', 'llc', [true, false, false], 201],
    ['SELECTED', 'ALWAYS', 'NEVER', 'llc', [false, true, false], 201],
    ['SELECTED', 'ALWAYS', 'NEVER', 'llc', [true, false, false], 400],
    ['NEVER', 'NEVER', 'SELECTED', 'individual', [false, false, true], 201],
    ['NEVER', 'NEVER', 'SELECTED', 'sole_prop', [false, false, true], 201],
    ['NEVER', 'NEVER', 'SELECTED', 'llc', [false, false, true], 400], // only Individual and Sole Proprietorship
    ['NEVER', 'NEVER', 'NEVER', 'individual', [false, false, true], 400],
    ['NEVER', 'NEVER', 'ALWAYS', 'individual', [false, false, false], 400],
    ['NEVER', 'NEVER', 'ALWAYS', 'corp', [false, false, false], 201], // not offered, so not locked
  ];
  it.each(rows)('trt %s, roa %s, wi %s, %s client, sent %j -> %i', async (trt, roa, wi, clientType, sent, status) => {
    await setLenderProducts(t.db, acme, [
      { reportType: 'GUARDIAN', delivery: 'NEXT_DAY', trtFrequency: trt, roaFrequency: roa, wiFrequency: wi },
    ]);
    const clientId = await newClient(acme, clientType);
    const res = await placeSingle({ clientId, product: 'GUARDIAN:NEXT_DAY', trt: sent[0], roa: sent[1], wi: sent[2] });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) expect(res.json().messages[0].key).toBe('ADD_ON_NOT_ALLOWED');
  });

  it('for a bundle, wage and income is offered when any client allows it and locked when any has ALWAYS', async () => {
    await setLenderProducts(t.db, acme, [
      {
        reportType: 'GUARDIAN',
        delivery: 'THREE_DAY',
        trtFrequency: 'NEVER',
        roaFrequency: 'NEVER',
        wiFrequency: 'ALWAYS',
      },
    ]);
    const ids = [await newClient(acme, 'llc'), await newClient(acme, 'individual')];
    const bundle = (wi: boolean) =>
      post(officer, '/api/forms/upload8821/bundle', [
        {
          name: 'bundle',
          value: JSON.stringify({
            product: 'GUARDIAN:THREE_DAY',
            recordOfAccount: false,
            taxReturnTranscripts: false,
            wageIncome: wi,
            orders: ids.map((clientId) => ({ clientId, formName: 'Form 8821' })),
          }),
        },
        ...ids.map((id) => ({ name: 'forms', filename: `${id}.pdf`, bytes: pdf })),
      ]);
    expect((await bundle(false)).statusCode).toBe(400);
    expect((await bundle(true)).statusCode).toBe(201);
  });
});

describe('bundle order', () => {
  const bundlePart = (clientIds: string[], extra: object = {}) => ({
    name: 'bundle',
    value: JSON.stringify({
      product: 'TAXLENS:TEN_DAY',
      recordOfAccount: true,
      taxReturnTranscripts: false,
      wageIncome: false,
      orders: clientIds.map((clientId) => ({ clientId, formName: 'Form 8821' })),
      ...extra,
    }),
  });
  const formsFor = (clientIds: string[]): Part[] =>
    clientIds.map((id) => ({ name: 'forms', filename: `${id}.pdf`, bytes: pdf }));

  it('places one order per client, sharing a bundle order id, in one submission', async () => {
    const ids = [await newClient(), await newClient(), await newClient()];
    const before = await countRows(acme);
    const res = await post(
      officer,
      '/api/forms/upload8821/bundle',
      [bundlePart(ids), ...formsFor(ids)],
      'bundle-key-1',
    );
    expect(res.statusCode, res.body).toBe(201);
    const orders = res.json().orders as { clientId: string; bundleOrderId: string; delivery: string }[];
    expect(orders.map((o) => o.clientId).sort()).toEqual([...ids].sort());
    expect(new Set(orders.map((o) => o.bundleOrderId)).size).toBe(1);
    expect(orders[0]!.bundleOrderId).not.toBeNull();
    expect(await countRows(acme)).toEqual({
      orders: before.orders + 3,
      files: before.files + 3,
      lines: before.lines + 3,
      reports: before.reports + 3,
      events: before.events + 1,
    });
  });

  it('stores each form as it was sent, when large forms arrive at once (reused upload memory, decision 239)', async () => {
    // Forms of 1.5-2.5 MB span several 1 MiB slabs, and two submissions share the pool at once.
    const ids = [await newClient(), await newClient(), await newClient()];
    const forms = await Promise.all(ids.map((id, i) => makePdf(`Form 8821 of ${id}`, 1_500_000 + i * 500_000)));
    const [bundled, single] = await Promise.all([
      post(officer, '/api/forms/upload8821/bundle', [
        bundlePart(ids.slice(0, 2)),
        ...ids.slice(0, 2).map((id, i) => ({ name: 'forms', filename: `${id}.pdf`, bytes: forms[i]! })),
      ]),
      placeSingle({ clientId: ids[2]!, trt: true, file: forms[2] }),
    ]);
    expect(bundled.statusCode, bundled.body).toBe(201);
    expect(single.statusCode, single.body).toBe(201);
    for (const [i, clientId] of ids.entries()) {
      const file = await t.db
        .selectFrom('orders')
        .innerJoin('stored_files', 'stored_files.id', 'orders.form_file_id')
        .select(['stored_files.storage_key', 'stored_files.sha256', 'stored_files.size_bytes'])
        .where('orders.client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      // Sealed at rest (decision 289): opened with the PII key, the bytes are the form as sent.
      const onDisk = readFileSync(join(t.config.dataDir, 'files', file.storage_key));
      expect(isSealedFile(onDisk)).toBe(true);
      const stored = sealedBytes(t.config.piiKey).openFile(onDisk);
      expect(stored.equals(Buffer.from(forms[i]!)), clientId).toBe(true);
      expect(file.sha256).toBe(createHash('sha256').update(forms[i]!).digest('hex'));
      expect(Number(file.size_bytes)).toBe(forms[i]!.length);
    }
  });

  it("refuses a bundle holding another lender's client, writing nothing", async () => {
    const cedar = await lenderIdByName(t.db, 'Cedar Credit');
    const ids = [await newClient(), await newClient(cedar)];
    const before = await countRows(acme);
    const filesBefore = storedFileCount();
    const res = await post(officer, '/api/forms/upload8821/bundle', [bundlePart(ids), ...formsFor(ids)]);
    expect(res.statusCode).toBe(404);
    expect(await countRows(acme)).toEqual(before);
    expect(storedFileCount()).toBe(filesBefore);
  });

  it('refuses a bundle with a missing form or a client listed twice', async () => {
    const ids = [await newClient(), await newClient()];
    expect(
      (await post(officer, '/api/forms/upload8821/bundle', [bundlePart(ids), ...formsFor(ids.slice(1))])).json()
        .messages[0].key,
    ).toBe('FORM_REQUIRED');
    const twice = [ids[0]!, ids[0]!];
    expect(
      (await post(officer, '/api/forms/upload8821/bundle', [bundlePart(twice), ...formsFor(twice)])).statusCode,
    ).toBe(400);
    expect(
      (await post(officer, '/api/forms/upload8821/bundle', [{ name: 'bundle', value: '{not json' }])).statusCode,
    ).toBe(400);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first order and never makes a second one', async () => {
    const clientId = await newClient();
    const first = await placeSingle({ clientId, trt: true }, officer, 'retry-key-1');
    expect(first.statusCode).toBe(201);
    const again = await placeSingle({ clientId, trt: true }, officer, 'retry-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().orders[0].id).toBe(first.json().orders[0].id);
    const orders = await t.db.selectFrom('orders').select('id').where('client_id', '=', clientId).execute();
    expect(orders).toHaveLength(1);
  });

  it('makes one order when the same submission arrives twice at once', async () => {
    const clientId = await newClient();
    const [a, b] = await Promise.all([
      placeSingle({ clientId, trt: true }, officer, 'retry-key-2'),
      placeSingle({ clientId, trt: true }, officer, 'retry-key-2'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().orders[0].id).toBe(b.json().orders[0].id);
    expect(await t.db.selectFrom('orders').select('id').where('client_id', '=', clientId).execute()).toHaveLength(1);
  });

  it('answers 422 for the same key with another payload', async () => {
    const clientId = await newClient();
    expect((await placeSingle({ clientId, trt: true }, officer, 'retry-key-3')).statusCode).toBe(201);
    const other = await placeSingle({ clientId, roa: true }, officer, 'retry-key-3');
    expect(other.statusCode).toBe(422);
    expect(other.json().messages[0].key).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('a failure mid-way', () => {
  it('leaves no order, no file row, no invoice line and no file behind', async () => {
    await sql`create function fail_invoice_line() returns trigger language plpgsql as $$ begin raise exception 'invoice store down'; end $$`.execute(
      t.db,
    );
    await sql`create trigger fail_invoice_line before insert on invoice_lines for each row execute function fail_invoice_line()`.execute(
      t.db,
    );
    try {
      const ids = [await newClient(), await newClient()];
      const before = await countRows(acme);
      const filesBefore = storedFileCount();
      const res = await post(
        officer,
        '/api/forms/upload8821/bundle',
        [
          {
            name: 'bundle',
            value: JSON.stringify({
              product: 'TAXLENS:TEN_DAY',
              recordOfAccount: true,
              taxReturnTranscripts: false,
              wageIncome: false,
              orders: ids.map((clientId) => ({ clientId, formName: 'Form 8821' })),
            }),
          },
          ...ids.map((id) => ({ name: 'forms', filename: `${id}.pdf`, bytes: pdf })),
        ],
        'failing-key',
      );
      expect(res.statusCode).toBe(500);
      expect(await countRows(acme)).toEqual(before);
      expect(storedFileCount()).toBe(filesBefore);
      expect(
        await t.db.selectFrom('order_submissions').select('id').where('idempotency_key', '=', 'failing-key').execute(),
      ).toHaveLength(0);
    } finally {
      await sql`drop trigger fail_invoice_line on invoice_lines`.execute(t.db);
      await sql`drop function fail_invoice_line()`.execute(t.db);
    }
  });
});

describe("the lender's shared rows (decision 240)", () => {
  const pendingCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('lender_order_counts')
          .select('n')
          .where('lender_id', '=', acme)
          .where('status', '=', 'PENDING')
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const versionOf = async () =>
    Number(
      (
        await t.db
          .selectFrom('lender_data_versions')
          .select('version')
          .where('lender_id', '=', acme)
          .executeTakeFirstOrThrow()
      ).version,
    );

  // PGlite has one session: a second transaction cannot be open at the same time there.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'places an order while another order of the lender is written but not yet committed',
    async () => {
      const officerId = (
        await t.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow()
      ).id;
      const [held, placed] = [await newClient(), await newClient()];
      const [countBefore, versionBefore] = [await pendingCount(), await versionOf()];
      let release!: () => void;
      const open = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const orderWritten = new Promise<void>((resolve) => (written = resolve));
      const slow = t.db.transaction().execute(async (trx) => {
        await createOrder(trx, { lenderId: acme, clientId: held, placedBy: officerId });
        written();
        await open;
      });
      await orderWritten;
      try {
        let timer!: NodeJS.Timeout;
        const stuck = new Promise<never>(
          (_, reject) =>
            (timer = setTimeout(() => reject(new Error('The order waited for the open transaction')), 10_000)),
        );
        const res = await Promise.race([placeSingle({ clientId: placed, trt: true }), stuck]).finally(() =>
          clearTimeout(timer),
        );
        expect(res.statusCode, res.body).toBe(201);
        // The open order counts once it commits, not before.
        expect(await pendingCount()).toBe(countBefore + 1);
      } finally {
        release();
        await slow;
      }
      expect(await pendingCount()).toBe(countBefore + 2);
      expect(await versionOf()).toBeGreaterThanOrEqual(versionBefore + 2);
    },
  );

  it('moves the count and the version with the order, once, and not for an order that failed', async () => {
    const [ordered, refused] = [await newClient(), await newClient()];
    const [countBefore, versionBefore] = [await pendingCount(), await versionOf()];
    expect((await placeSingle({ clientId: ordered, trt: true })).statusCode).toBe(201);
    expect(await pendingCount()).toBe(countBefore + 1);
    expect(await versionOf()).toBe(versionBefore + 1);
    expect(
      (await placeSingle({ clientId: refused, trt: true, file: new TextEncoder().encode('not a pdf') })).statusCode,
    ).toBe(400);
    expect(await pendingCount()).toBe(countBefore + 1);
  });
});

describe('on-demand order', () => {
  it('places an on-demand order without a form, due 7 PM ET the next business day', async () => {
    const cedar = await lenderIdByName(t.db, 'Cedar Credit');
    const session = await openSession(t.app, 'ondemand.user', 'Cedar Credit');
    const clientId = await newClient(cedar);
    const data = (await call(t.app, session, 'GET', `/api/formdata/${clientId}/place-order`)).json();
    expect(data.onDemand).toBe(true);
    const res = await call(t.app, session, 'POST', `/api/reports/${clientId}/ondemand`, {
      roa: false,
      wi: false,
      trt: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = res.json().orders;
    expect(order).toMatchObject({ delivery: 'ON_DEMAND', onDemand: true, formName: null, taxReturnTranscripts: true });
    expect(
      new Date(order.dueAt).toLocaleString('en-US', { timeZone: 'America/New_York', hour: 'numeric', hour12: true }),
    ).toBe('7 PM');
    expect((await call(t.app, session, 'POST', `/api/reports/${clientId}/ondemand`, { trt: true })).statusCode).toBe(
      409,
    );
  });

  it('is refused to a lender without ondemandorder (403)', async () => {
    const clientId = await newClient();
    expect((await call(t.app, officer, 'POST', `/api/reports/${clientId}/ondemand`, { trt: true })).statusCode).toBe(
      403,
    );
  });
});

describe('pending order from the database', () => {
  it('counts orders in progress as pending too', async () => {
    const clientId = await newClient();
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'loan.officer')
      .executeTakeFirstOrThrow();
    await createOrder(t.db, {
      lenderId: acme,
      clientId,
      placedBy: user.id,
      status: 'IN_PROGRESS',
      delivery: 'NEXT_DAY',
    });
    expect((await placeSingle({ clientId, trt: true })).statusCode).toBe(409);
  });
});
