import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientTypeCode } from '@taxlens/contracts';
import { createClient, createOrder, createStoredFile, createUser } from '../src/demo/seed/factories.js';
import { closeMonth } from '../src/modules/invoices/month-close.js';
import { remindIncompleteAuthorizations } from '../src/modules/monitoring/authorization-reminders.js';
import { scheduleMonitoringReports } from '../src/modules/monitoring/schedule-monitoring.js';
import { placeOrders } from '../src/modules/orders/place-order-service.js';
import { deriveReport } from '../src/domain/derive-report.js';
import { completeTestReports } from '../src/modules/test-mode/complete-test-reports.js';
import { ensureSandboxLender, isSandboxLender } from '../src/modules/lenders/sandbox.js';
import { syntheticPeriods } from '../src/modules/test-mode/synthetic-periods.js';
import { TEST_TAX_IDS } from '../src/modules/test-mode/scenario-transcripts.js';
import { getReportEvidence } from '../src/modules/reports/report-evidence.js';
import { recordEvent } from '../src/platform/events/record-event.js';
import {
  call,
  callWithKey,
  createTestApp,
  issueApiKey,
  lenderIdByName,
  openSession,
  type Session,
  type TestApp,
} from './support/test-app.js';
import { businessDay } from '../src/domain/business-day.js';

let t: TestApp;
let acme: string;
let beacon: string;
let sandbox: string;
let serviceUser: string;
let ops: Session;
const MINUTE = 60_000;
const noAddOns = { taxReturnTranscripts: false, recordOfAccount: false, wageIncome: false };

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  beacon = await lenderIdByName(t.db, 'Beacon Bank');
  sandbox = await ensureSandboxLender(t.db, acme);
  // What an API test key acts as: a member of the sandbox alone (the key itself is built elsewhere).
  serviceUser = (
    await createUser(t.db, { username: 'acme-test-key', lenders: [{ lenderId: sandbox, role: 'ROLE_LENDERADMIN' }] })
  ).id;
  ops = await openSession(t.app, 'ops.admin', null);
});
afterAll(async () => t?.close());

async function sandboxClient(
  input: {
    businessName?: string;
    clientType?: ClientTypeCode;
    monitoringFrequency?: 'MONTHLY';
    lenderId?: string;
  } = {},
) {
  return createClient(
    t.db,
    { piiKey: t.config.piiKey },
    { lenderId: sandbox, clientType: 'llc', status: 'ACTIVE', ...input },
  );
}

/** An order of the sandbox (or another lender) placed `minutesAgo`, with its pending report. */
async function pendingOrder(lenderId: string, minutesAgo: number, clientType: ClientTypeCode = 'llc', taxId?: string) {
  const client = await createClient(
    t.db,
    { piiKey: t.config.piiKey },
    { lenderId, clientType, status: 'PENDING', ...(taxId ? { taxId } : {}) },
  );
  const placedBy =
    lenderId === sandbox
      ? serviceUser
      : (await t.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow())
          .id;
  const order = await createOrder(t.db, {
    lenderId,
    clientId: client.id,
    placedBy,
    status: 'PENDING',
    createdAt: new Date(Date.now() - minutesAgo * MINUTE),
  });
  return { clientId: client.id, clientType, orderId: order.id, reportId: order.reportId! };
}

describe('the sandbox lender of API test mode', () => {
  it('is made once per lender, even when asked for twice at once, with the lender’s settings, capabilities and prices', async () => {
    const [a, b] = await Promise.all([ensureSandboxLender(t.db, beacon), ensureSandboxLender(t.db, beacon)]);
    expect(a).toBe(b);
    expect(await ensureSandboxLender(t.db, beacon)).toBe(a);
    // A sandbox has no sandbox of its own.
    await expect(ensureSandboxLender(t.db, a)).rejects.toMatchObject({ status: 404 });
    const lenders = await t.db.selectFrom('lenders').selectAll().where('id', 'in', [beacon, a]).execute();
    const real = lenders.find((l) => l.id === beacon)!;
    const twin = lenders.find((l) => l.id === a)!;
    expect(twin).toMatchObject({
      company_name: 'Beacon Bank (test)',
      sandbox_of: beacon,
      lender_type: real.lender_type,
      monitor_type: real.monitor_type,
      sso: false,
    });
    const catalog = async (id: string) => ({
      capabilities: await t.db
        .selectFrom('lender_capabilities')
        .select(['name', 'state'])
        .where('lender_id', '=', id)
        .orderBy('name')
        .execute(),
      products: await t.db
        .selectFrom('lender_products')
        .select(['report_type', 'delivery', 'price_cents', 'active'])
        .where('lender_id', '=', id)
        .orderBy('report_type')
        .orderBy('delivery')
        .execute(),
      addOns: await t.db
        .selectFrom('lender_add_on_prices')
        .select(['add_on', 'price_cents'])
        .where('lender_id', '=', id)
        .orderBy('add_on')
        .execute(),
    });
    expect(await catalog(a)).toEqual(await catalog(beacon));
    expect((await catalog(a)).products.length).toBeGreaterThan(0);
  });

  it('follows the lender when operations change its settings and prices', async () => {
    const before = (await call(t.app, ops, 'GET', `/api/ops/lenders/${acme}`)).json();
    const capabilities = Object.fromEntries(
      before.capabilities.map((c: { name: string; state: string | null }) => [c.name, c.state]),
    );
    const saved = await call(t.app, ops, 'PUT', `/api/ops/lenders/${acme}`, {
      monitorType: before.monitorType,
      canOrderExpress: !before.canOrderExpress,
      canOrderSameDay: before.canOrderSameDay,
      capabilities: { ...capabilities, ondemandorder: 'ACTIVE' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const twin = await t.db
      .selectFrom('lenders')
      .select('can_order_express')
      .where('id', '=', sandbox)
      .executeTakeFirstOrThrow();
    expect(twin.can_order_express).toBe(!before.canOrderExpress);
    const state = await t.db
      .selectFrom('lender_capabilities')
      .select('state')
      .where('lender_id', '=', sandbox)
      .where('name', '=', 'ondemandorder')
      .executeTakeFirst();
    expect(state?.state).toBe('ACTIVE');

    const billing = (await call(t.app, ops, 'GET', `/api/ops/lenders/${acme}/billing`)).json();
    const product = billing.pricing.products[0];
    const priced = await call(t.app, ops, 'PUT', `/api/ops/lenders/${acme}/pricing`, {
      products: [{ ...product, priceCents: 12_345 }],
      addOns: billing.pricing.addOns,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const twinPrice = await t.db
      .selectFrom('lender_products')
      .select('price_cents')
      .where('lender_id', '=', sandbox)
      .where('report_type', '=', product.reportType)
      .where('delivery', '=', product.delivery)
      .executeTakeFirstOrThrow();
    expect(Number(twinPrice.price_cents)).toBe(12_345);
  });
});

describe('test API keys', () => {
  it('act at the lender’s sandbox, through a service user who belongs to it alone', async () => {
    const first = await issueApiKey(t.app, acme, { mode: 'test', scopes: ['read'] });
    const second = await issueApiKey(t.app, acme, { mode: 'test', scopes: ['read', 'write'] });
    const live = await issueApiKey(t.app, acme, { mode: 'live', scopes: ['read'] });
    expect(first.secret).toMatch(/^tl_test_/);
    const keys = await t.db
      .selectFrom('api_keys')
      .select(['id', 'acting_lender_id', 'user_id'])
      .where('id', 'in', [first.id, second.id, live.id])
      .execute();
    const actingOf = (id: string) => keys.find((k) => k.id === id)!.acting_lender_id;
    expect(actingOf(first.id)).toBe(sandbox);
    expect(actingOf(second.id)).toBe(sandbox);
    expect(actingOf(live.id)).toBe(acme);
    const memberships = await t.db
      .selectFrom('user_lenders')
      .select('lender_id')
      .where('user_id', '=', keys.find((k) => k.id === first.id)!.user_id)
      .execute();
    expect(memberships.map((m) => m.lender_id)).toEqual([sandbox]);
    const me = await callWithKey(t.app, first.secret, 'GET', '/api/v1/key');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ mode: 'test' });
  });
});

describe('operations and billing never see the sandbox', () => {
  it('its reports are in no queue and cannot be opened or worked on by operators', async () => {
    const order = await pendingOrder(sandbox, 0);
    const queue = (await call(t.app, ops, 'GET', '/api/ops/queue')).json();
    const openOfRealLenders = await t.db
      .selectFrom('reports')
      .innerJoin('lenders', 'lenders.id', 'reports.lender_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reports.status', 'in', ['PENDING', 'IN_PROGRESS'])
      .where('lenders.sandbox_of', 'is', null)
      .executeTakeFirstOrThrow();
    expect(queue.page.totalElements).toBe(Number(openOfRealLenders.n));
    expect((await call(t.app, ops, 'GET', `/api/ops/queue?lenderId=${sandbox}`)).json().page.totalElements).toBe(0);
    expect((await call(t.app, ops, 'GET', `/api/ops/reports/${order.reportId}`)).statusCode).toBe(404);
    expect((await call(t.app, ops, 'POST', `/api/ops/reports/${order.reportId}/start`)).statusCode).toBe(404);
    const periods = syntheticPeriods(order.clientId, 'llc', businessDay(new Date()));
    expect(
      (await call(t.app, ops, 'POST', `/api/ops/reports/${order.reportId}/complete`, { periods })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, ops, 'POST', `/api/ops/reports/${order.reportId}/reject`, {
          code: 'SIGNATURE_MISSING_DECLINED',
          note: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is in no lender list, its settings and billing answer 404, and no admin can select it', async () => {
    const opsLenders = (await call(t.app, ops, 'GET', '/api/ops/lenders')).json() as Array<{ id: string }>;
    expect(opsLenders.map((l) => l.id)).toContain(acme);
    expect(opsLenders.map((l) => l.id)).not.toContain(sandbox);
    expect((await call(t.app, ops, 'GET', `/api/ops/lenders/${sandbox}`)).statusCode).toBe(404);
    expect((await call(t.app, ops, 'GET', `/api/ops/lenders/${sandbox}/billing`)).statusCode).toBe(404);
    expect(
      (await call(t.app, ops, 'PUT', `/api/ops/lenders/${sandbox}/pricing`, { products: [], addOns: [] })).statusCode,
    ).toBe(404);

    const mine = (await call(t.app, ops, 'GET', '/api/lenders/mine')).json() as Array<{ id: string }>;
    expect(mine.map((l) => l.id)).toContain(acme);
    expect(mine.map((l) => l.id)).not.toContain(sandbox);
    expect((await call(t.app, ops, 'PUT', `/api/lenders/selected/${sandbox}`)).statusCode).toBe(404);
  });

  it('its orders write no invoice line, and month close issues it no invoice', async () => {
    const client = await sandboxClient({ businessName: 'Sandbox Billing LLC' });
    const file = await createStoredFile(t.db, { lenderId: sandbox, originalName: 'signed-8821.pdf' });
    await t.db.updateTable('clients').set({ form_file_id: file.id }).where('id', '=', client.id).execute();
    const placed = await placeOrders(
      t.app.ctx,
      // As a job places it, the flag read from the lender row (docs/decisions/270).
      {
        userId: serviceUser,
        lenderId: sandbox,
        roles: ['ROLE_LENDERADMIN'],
        sandbox: await isSandboxLender(t.db, sandbox),
      },
      {
        mode: 'forms',
        product: 'TAXLENS:NEXT_DAY',
        addOns: noAddOns,
        ownerId: serviceUser,
        items: [{ clientId: client.id, formName: null, file: null, formOnFile: true }],
      },
    );
    expect(placed.orders).toHaveLength(1);
    expect(await t.db.selectFrom('invoice_lines').select('id').where('lender_id', '=', sandbox).execute()).toEqual([]);

    // Even a line written by hand is never invoiced.
    const lastMonth = new Date(Date.now() - 35 * 86_400_000);
    await t.db
      .insertInto('invoice_lines')
      .values({
        lender_id: sandbox,
        order_id: placed.orders[0]!.id,
        line_date: lastMonth,
        description: 'test',
        product_code: 'X',
        amount_cents: 100,
        created_at: lastMonth,
      })
      .execute();
    await closeMonth(t.db, new Date(), { lenderId: sandbox });
    await closeMonth(t.db, new Date());
    expect(await t.db.selectFrom('invoices').select('id').where('lender_id', '=', sandbox).execute()).toEqual([]);
  });

  it('monitoring and authorization reminders leave its clients alone', async () => {
    const monitored = await sandboxClient({ monitoringFrequency: 'MONTHLY' });
    await t.db
      .updateTable('clients')
      .set({ authorization_expires_on: '2099-12-31' })
      .where('id', '=', monitored.id)
      .execute();
    const unauthorized = await sandboxClient({ monitoringFrequency: 'MONTHLY' });
    await scheduleMonitoringReports(t.db, new Date());
    await remindIncompleteAuthorizations(t.db, new Date());
    expect(
      await t.db.selectFrom('reports').select('id').where('client_id', 'in', [monitored.id, unauthorized.id]).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('alerts').select('id').where('client_id', 'in', [monitored.id, unauthorized.id]).execute(),
    ).toEqual([]);
  });
});

describe('events of the sandbox', () => {
  it('are test events, sent only to the lender’s endpoints marked for test, and mail nobody', async () => {
    const endpoint = async (lenderId: string, forTest: boolean) =>
      (
        await t.db
          .insertInto('webhook_endpoints')
          .values({
            lender_id: lenderId,
            url: 'https://hooks.example.com/in',
            event_types: ['client.archived'],
            for_test: forTest,
            secret_encrypted: 'x',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const acmeLive = await endpoint(acme, false);
    const acmeTest = await endpoint(acme, true);
    const beaconTest = await endpoint(beacon, true);
    const sandboxOwn = await endpoint(sandbox, true);

    await t.db
      .updateTable('users')
      .set({ notification_types: ['CLIENT_CLOSED_ALL'] })
      .where('id', '=', serviceUser)
      .execute();
    const client = await sandboxClient({ businessName: 'Sandbox Archived LLC' });
    await t.db
      .transaction()
      .execute((trx) =>
        recordEvent(trx, { type: 'client.archived', lenderId: sandbox, payload: { clientId: client.id } }, new Date()),
      );
    const liveClient = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' });
    await t.db
      .transaction()
      .execute((trx) =>
        recordEvent(trx, { type: 'client.archived', lenderId: acme, payload: { clientId: liveClient.id } }, new Date()),
      );
    await t.app.ctx.outbox.drain();
    await t.app.ctx.outbox.drain();

    const events = await t.db
      .selectFrom('domain_events')
      .select(['id', 'lender_id', 'test'])
      .where('type', '=', 'client.archived')
      .execute();
    const testEvent = events.find((e) => e.lender_id === sandbox)!;
    expect(testEvent.test).toBe(true);
    expect(events.find((e) => e.lender_id === acme)!.test).toBe(false);

    const messages = await t.db
      .selectFrom('webhook_messages')
      .select(['endpoint_id', 'event_id', 'lender_id'])
      .where('endpoint_id', 'in', [acmeLive, acmeTest, beaconTest, sandboxOwn])
      .execute();
    const to = (endpointId: string) =>
      messages.filter((m) => m.endpoint_id === endpointId).map((m) => Number(m.event_id));
    expect(to(acmeTest)).toEqual([Number(testEvent.id)]);
    expect(to(acmeLive)).not.toContain(Number(testEvent.id));
    expect(to(acmeLive)).toHaveLength(1);
    expect(to(beaconTest)).toEqual([]);
    expect(to(sandboxOwn)).toEqual([]);
    expect(messages.find((m) => m.endpoint_id === acmeTest)!.lender_id).toBe(acme);

    expect(
      await t.db.selectFrom('dev_messages').select('id').where('body', 'like', '%Sandbox Archived LLC%').execute(),
    ).toEqual([]);
    await t.db
      .deleteFrom('webhook_endpoints')
      .where('id', 'in', [acmeLive, acmeTest, beaconTest, sandboxOwn])
      .execute();
  });
});

/** Completes every open sandbox report earlier tests left, due yet or not, so a test counts only its own. */
const completeLeftovers = () =>
  completeTestReports(t.db, t.config.piiKey, new Date(Date.now() + 10 * MINUTE), t.config.testModeCompleteSeconds);

describe('test orders complete by themselves', () => {
  it('after the configured time, once, with synthetic findings and their derived figures, even with two instances at once', async () => {
    await completeLeftovers();
    const due = await Promise.all([
      pendingOrder(sandbox, 1, 'corp'),
      pendingOrder(sandbox, 2, 'individual'),
      pendingOrder(sandbox, 3),
      pendingOrder(sandbox, 4, 'partners'),
      pendingOrder(sandbox, 5),
    ]);
    const young = await pendingOrder(sandbox, 0);
    const live = await pendingOrder(acme, 10);
    const now = new Date();

    // Two instances run the job at the same moment: each report is completed by one of them.
    const [a, b] = await Promise.all([
      completeTestReports(t.db, t.config.piiKey, now, t.config.testModeCompleteSeconds),
      completeTestReports(t.db, t.config.piiKey, now, t.config.testModeCompleteSeconds),
    ]);
    expect(a + b).toBe(due.length);
    expect(await completeTestReports(t.db, t.config.piiKey, now, t.config.testModeCompleteSeconds)).toBe(0);

    for (const o of due) {
      const report = await t.db
        .selectFrom('reports')
        .selectAll()
        .where('id', '=', o.reportId)
        .executeTakeFirstOrThrow();
      const expected = deriveReport(
        syntheticPeriods(o.clientId, o.clientType, report.report_date as string),
        report.report_date as string,
      );
      expect(report).toMatchObject({
        status: 'COMPLETED',
        total_liability_cents: expected.totalLiabilityCents,
        risk_level: expected.riskLevel,
      });
      expect(report.categories).toEqual(expected.categories);
      // Any id but the documented ones: the same periods as the hash-picked outcome gave, now read from transcripts.
      expect(report.periods).toEqual(syntheticPeriods(o.clientId, o.clientType, report.report_date as string));
      const order = await t.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', o.orderId)
        .executeTakeFirstOrThrow();
      expect(order.status).toBe('COMPLETED');
      const client = await t.db
        .selectFrom('clients')
        .select('status')
        .where('id', '=', o.clientId)
        .executeTakeFirstOrThrow();
      expect(client.status).toBe('ACTIVE');
      expect(
        await t.db
          .selectFrom('report_events')
          .select('type')
          .where('report_id', '=', o.reportId)
          .where('type', '=', 'COMPLETED')
          .execute(),
      ).toHaveLength(1);
    }
    const completedEvents = await t.db
      .selectFrom('domain_events')
      .select(['payload', 'test'])
      .where('type', '=', 'report.completed')
      .where('lender_id', '=', sandbox)
      .execute();
    const reportIds = completedEvents.map(
      (e) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload).reportId,
    );
    for (const o of due) expect(reportIds.filter((id: string) => id === o.reportId)).toHaveLength(1);
    expect(completedEvents.every((e) => e.test)).toBe(true);

    const untouched = await t.db
      .selectFrom('reports')
      .select(['id', 'status'])
      .where('id', 'in', [young.reportId, live.reportId])
      .execute();
    expect(untouched.map((r) => r.status)).toEqual(['PENDING', 'PENDING']);
  });
});

describe('test orders complete from scenario transcripts (decision 281)', () => {
  it('a documented test tax id picks its scenario: the lien id completes with a recent lien and evidence naming TC 582', async () => {
    await completeLeftovers();
    const lienId = TEST_TAX_IDS.find((s) => s.scenario === 'lien')!.ein.replace(/\D/g, '');
    const order = await pendingOrder(sandbox, 3, 'corp', lienId);
    const now = new Date();
    expect(await completeTestReports(t.db, t.config.piiKey, now, t.config.testModeCompleteSeconds)).toBe(1);

    const report = await t.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', order.reportId)
      .executeTakeFirstOrThrow();
    const reportDate = report.report_date as string;
    const twentyDaysBefore = new Date(Date.parse(`${reportDate}T12:00:00Z`) - 20 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const liens = report.periods.filter((p) => p.lienFiledOn);
    expect(liens).toEqual([expect.objectContaining({ form: '941', lienFiledOn: twentyDaysBefore })]);
    expect(report.categories).toContain('WITH_LIENS_LAST_45_DAYS');
    expect(report.status).toBe('COMPLETED');

    const evidence = await getReportEvidence(t.db, t.app.ctx.config.piiKey, sandbox, order.reportId);
    const lienPeriod = evidence.periods.find((p) => p.form === '941' && p.period === liens[0]!.period)!;
    const mdy = `${twentyDaysBefore.slice(5, 7)}.${twentyDaysBefore.slice(8, 10)}.${twentyDaysBefore.slice(0, 4)}`;
    expect(lienPeriod.lines).toContain(`Lien filed ${mdy} — IRS transcript, TC 582, Form 941, ${liens[0]!.period}`);
    expect(lienPeriod.stage.name).toBe('lien_filed');
    // The ids are documented where integrators read: /api/v1/docs shows the document's introduction.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const id of TEST_TAX_IDS) expect(doc.info.description).toContain(`| ${id.ein} | ${id.ssn} | ${id.scenario}:`);
    // Every period of the report carries its evidence, the return filed included.
    expect(evidence.periods.map((p) => `${p.form} ${p.period}`)).toEqual(
      report.periods.map((p) => `${p.form} ${p.period}`),
    );
  });
});
