import type { TaxPeriod } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createClient, createOrder } from '../src/demo/seed/factories.js';
import { makePdf } from './support/multipart.js';
import { postMultipart, singleOrderParts } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

// Decision 125: the dashboard's figures and the lists' counts are cached per instance under the
// lender's data version. Two instances on one database, as behind a load balancer: a lender's write
// through either one (or straight to the database) shows on both at once.
let t: TestApp;
let second: FastifyInstance;
let acme: string;
let cedar: string;
let officer: Session;
let ops: Session;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({ config: t.config, db: t.db, webDist: null, logger: false });
  await second.ready();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  cedar = await lenderIdByName(t.db, 'Cedar Credit');
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  ops = await openSession(t.app, 'ops.admin', null);
  pdf = await makePdf('Signed 8821');
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const instances = () => [t.app, second];

async function read(app: FastifyInstance, url: string) {
  const res = await call(app, officer, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** What the officer sees on the dashboard and the lists' totals, read on one instance. */
async function figuresOn(app: FastifyInstance) {
  const [portfolio, summary, clients, incomplete] = await Promise.all([
    read(app, '/api/dashboard/portfolio'),
    read(app, '/api/dashboard/reports/summary'),
    read(app, '/api/portfolio/clients?size=1'),
    read(app, '/api/portfolio/incomplete-auth?size=1'),
  ]);
  const total = portfolio.clientStatistics.find(
    (s: { clientCategory: string }) => s.clientCategory === 'Total Liability',
  );
  return {
    liability: { amount: total.totalAmount as number, count: total.count as number },
    pending: summary.pending_orders.counts.total as number,
    pendingToday: summary.pending_orders.counts.newToday as number,
    completed: summary.completed.counts.total as number,
    rejected: summary.rejected.counts.total as number,
    latestRejectedClient: (summary.latestRejected[0]?.clientId ?? null) as string | null,
    clients: clients.page.totalElements as number,
    incompleteAuth: incomplete.page.totalElements as number,
  };
}

/** The figures on both instances, after checking they agree. */
async function figures() {
  const [a, b] = await Promise.all(instances().map(figuresOn));
  expect(b).toEqual(a);
  return a!;
}

async function placeOrderOn(app: FastifyInstance, clientId: string): Promise<string> {
  const res = await postMultipart(app, officer, '/api/forms/upload8821', singleOrderParts({ clientId, file: pdf }));
  expect(res.statusCode, res.body).toBeLessThan(300);
  const report = await t.db
    .selectFrom('reports')
    .select('id')
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return report.id;
}

const owing = (balanceCents: number): TaxPeriod => ({
  form: '1120',
  period: String(new Date().getUTCFullYear() - 1),
  filed: true,
  filedOn: '2026-03-10',
  balanceCents,
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn: null,
  levyNoticeOn: null,
});

const versionOf = async (lenderId: string) =>
  Number(
    (
      await t.db
        .selectFrom('lender_data_versions')
        .select('version')
        .where('lender_id', '=', lenderId)
        .executeTakeFirst()
    )?.version ?? 0,
  );

describe("the dashboard's cached figures", () => {
  it('count a new client, and its order placed on the other instance, at once on both', async () => {
    const before = await figures();
    const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' });
    const withClient = await figures();
    expect(withClient.clients).toBe(before.clients + 1);

    await placeOrderOn(second, client.id);
    const after = await figures();
    expect(after.pending).toBe(before.pending + 1);
    expect(after.pendingToday).toBe(before.pendingToday + 1);
  });

  it('show a report completed by operations on the other instance at once', async () => {
    const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' });
    const reportId = await placeOrderOn(t.app, client.id);
    const before = await figures();
    const res = await call(second, ops, 'POST', `/api/ops/reports/${reportId}/complete`, {
      periods: [owing(4_321_00)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await figures();
    expect(after.completed).toBe(before.completed + 1);
    expect(after.pending).toBe(before.pending - 1);
    expect(after.liability).toEqual({ amount: before.liability.amount + 4_321_00, count: before.liability.count + 1 });
  });

  it('show a report rejected by operations at once: the card, the latest rejected and incomplete authorization', async () => {
    const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' });
    const reportId = await placeOrderOn(second, client.id);
    const before = await figures();
    const res = await call(second, ops, 'POST', `/api/ops/reports/${reportId}/reject`, {
      code: 'SIGNATURE_MISSING_DECLINED',
      note: 'Not signed.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await figures();
    expect(after.rejected).toBe(before.rejected + 1);
    expect(after.latestRejectedClient).toBe(client.id);
    expect(after.incompleteAuth).toBe(before.incompleteAuth + 1);
  });

  it("count a monitored client whose form's covered periods end, written straight to the database", async () => {
    const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' });
    await t.db
      .updateTable('clients')
      .set({ monitoring_frequency: 'MONTHLY', authorization_expires_on: '2999-12-31' })
      .where('id', '=', client.id)
      .execute();
    const before = await figures();
    await t.db
      .updateTable('clients')
      .set({ authorization_expires_on: '2020-12-31' })
      .where('id', '=', client.id)
      .execute();
    expect((await figures()).incompleteAuth).toBe(before.incompleteAuth + 1);
  });

  it("do not change with another lender's writes", async () => {
    const before = await figures();
    const version = await versionOf(acme);
    const other = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: cedar, clientType: 'llc' });
    const cedarUser = await t.db
      .selectFrom('user_lenders')
      .select('user_id')
      .where('lender_id', '=', cedar)
      .executeTakeFirstOrThrow();
    await createOrder(t.db, {
      lenderId: cedar,
      clientId: other.id,
      placedBy: cedarUser.user_id,
      status: 'COMPLETED',
      report: { periods: [owing(9_999_00)] },
    });
    expect(await versionOf(acme)).toBe(version);
    expect(await figures()).toEqual(before);
  });
});

describe("a lender's data version", () => {
  it('changes once per statement with each lender it touches, in the writing transaction', async () => {
    const acmeBefore = await versionOf(acme);
    const cedarBefore = await versionOf(cedar);
    // One statement over many rows of two lenders: one bump each.
    await sql`update clients set updated_at = now() where lender_id in (${acme}, ${cedar})`.execute(t.db);
    expect(await versionOf(acme)).toBe(acmeBefore + 1);
    expect(await versionOf(cedar)).toBe(cedarBefore + 1);
    // A rolled-back write leaves it as it was.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`update clients set updated_at = now() where lender_id = ${acme}`.execute(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await versionOf(acme)).toBe(acmeBefore + 1);
  });
});
