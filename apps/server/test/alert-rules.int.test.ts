import { randomBytes } from 'node:crypto';
import type { AlertCondition, AlertRuleDefinition, TaxPeriod } from '@taxlens/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBundle, createClient, createLender, createReport, createUser } from '../src/demo/seed/factories.js';
import { addCalendarDays } from '../src/domain/business-calendar.js';
import { businessDay } from '../src/domain/business-day.js';
import { createAlertRulesConsumer } from '../src/modules/alert-rules/alert-rules-consumer.js';
import { type ClientHistory, lenderHistories } from '../src/modules/alert-rules/client-history.js';
import { checkDailyRules } from '../src/modules/alert-rules/daily-check-job.js';
import { onReportCompleted } from '../src/modules/report-events/report-events.js';
import { createEventConsumers } from '../src/platform/events/event-consumers.js';
import { createMovableClock } from './support/movable-clock.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';

const deps = { piiKey: randomBytes(32) };
const DAY_MS = 86_400_000;
const START = new Date('2026-06-01T15:00:00Z');
const mailConfig = { publicUrl: 'http://localhost', productName: 'TaxLens' };

const period = (extra: Partial<TaxPeriod> = {}): TaxPeriod => ({
  form: '1120S',
  period: '2024',
  filed: true,
  filedOn: '2025-03-10',
  balanceCents: 0,
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn: null,
  levyNoticeOn: null,
  ...extra,
});
const owing = (cents: number, extra: Partial<TaxPeriod> = {}) => [period({ balanceCents: cents, ...extra })];
const rule = (conditions: AlertCondition[], extra: Partial<AlertRuleDefinition> = {}): AlertRuleDefinition => ({
  match: 'ALL',
  scope: { kind: 'ALL' },
  conditions,
  ...extra,
});

describe('alert rules', () => {
  const clock = createMovableClock(START);
  let t: TestApp;
  let lenderId: string;
  let otherLenderId: string;
  let admin: Session;
  let viewer: Session;
  let allUserEmail: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, clock });
    lenderId = (await createLender(t.db, { companyName: 'Rules Lender', monitorType: 'MONTHLY' })).id;
    otherLenderId = (await createLender(t.db, { companyName: 'Other Lender', monitorType: 'MONTHLY' })).id;
    await createUser(t.db, {
      username: 'rules.admin',
      lenders: [{ lenderId, role: 'ROLE_LENDERADMIN' }],
      notificationTypes: ['LENDER_ALERTS_NONE'],
    });
    await createUser(t.db, {
      username: 'rules.viewer',
      lenders: [{ lenderId, role: 'ROLE_VIEWER' }],
      notificationTypes: ['LENDER_ALERTS_NONE'],
    });
    allUserEmail = (
      await createUser(t.db, {
        username: 'rules.all',
        lenders: [{ lenderId, role: 'ROLE_LENDER' }],
        notificationTypes: ['LENDER_ALERTS_ALL'],
      })
    ).email;
    admin = await openSession(t.app, 'rules.admin', 'Rules Lender');
    viewer = await openSession(t.app, 'rules.viewer', 'Rules Lender');
  });
  afterAll(async () => t.close());

  async function saveRule(definition: AlertRuleDefinition, name = 'Rule'): Promise<string> {
    const res = await call(t.app, admin, 'POST', '/api/alert-rules', { name, ...definition });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  /** A client of the lender; `previous` is completed a day before now, without its event (the baseline). */
  async function newClient(
    previous: TaxPeriod[] | null,
    extra: { clientType?: 'corp' | 'llc'; authorizationExpiresOn?: string } = {},
  ) {
    const client = await createClient(t.db, deps, {
      lenderId,
      businessName: `Client ${randomBytes(3).toString('hex')} LLC`,
      monitoringFrequency: 'MONTHLY',
      ...extra,
    });
    if (previous)
      await createReport(t.db, {
        lenderId,
        clientId: client.id,
        kind: 'MONITORING',
        status: 'COMPLETED',
        completedAt: new Date(clock.now().getTime() - DAY_MS),
        periods: previous,
      });
    return client.id;
  }

  /** Completes a report now, as operations does (the hook writes report.completed in its transaction). */
  async function complete(clientId: string, periods: TaxPeriod[]): Promise<string> {
    const report = await createReport(t.db, {
      lenderId,
      clientId,
      kind: 'MONITORING',
      status: 'COMPLETED',
      completedAt: clock.now(),
      periods,
    });
    await t.db.transaction().execute((trx) => onReportCompleted(trx, report.id));
    return report.id;
  }

  /** Events behind some consumer's position (one not yet past them). */
  const eventsBehind = async () => {
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from domain_events e join event_consumers c on (e.tx_id, e.id) > (c.last_tx_id, c.last_event_id)`.execute(
      t.db,
    );
    return Number(rows[0]!.n);
  };
  /**
   * Drains until every consumer is past every event: on PostgreSQL an event is read only once every
   * transaction older than it has ended, in any database of the server (other tests' included).
   */
  const drain = async () => {
    for (let i = 0; i < 200; i++) {
      await t.app.ctx.outbox.drain();
      if ((await eventsBehind()) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Mails the consumers wrote are sent by the next pass.
    await t.app.ctx.outbox.drain();
  };
  const firedClients = async (ruleId: string) =>
    (
      await t.db
        .selectFrom('alert_rule_firings as f')
        .innerJoin('alert_rule_versions as v', 'v.id', 'f.rule_version_id')
        .select('f.client_id')
        .where('v.rule_id', '=', ruleId)
        .execute()
    )
      .map((r) => r.client_id)
      .sort();
  const ruleAlerts = (title: string) =>
    t.db
      .selectFrom('alerts')
      .selectAll()
      .where('portal_alert_type', '=', 'LENDER_RULE')
      .where('title', '=', title)
      .execute();

  describe('editing', () => {
    it('lender admins create, edit and delete; every change is audited; others read', async () => {
      const created = await call(t.app, admin, 'POST', '/api/alert-rules', {
        name: 'Big debts',
        ...rule([{ kind: 'LIABILITY_ABOVE', amountCents: 100 }]),
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      expect(created.json()).toMatchObject({ name: 'Big debts', version: 1, checkedOn: 'REPORT' });
      const edited = await call(t.app, admin, 'PUT', `/api/alert-rules/${id}`, {
        name: 'Big debts',
        ...rule([{ kind: 'AUTHORIZATION_EXPIRING', days: 30 }]),
      });
      expect(edited.json()).toMatchObject({ version: 2, checkedOn: 'DAILY' });
      const listed = await call(t.app, viewer, 'GET', '/api/alert-rules');
      expect(listed.json().map((r: { id: string }) => r.id)).toContain(id);
      expect(
        (
          await call(t.app, viewer, 'POST', '/api/alert-rules', {
            name: 'No',
            ...rule([{ kind: 'RISK_BECOMES_HIGH' }]),
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(t.app, viewer, 'DELETE', `/api/alert-rules/${id}`)).statusCode).toBe(403);
      expect((await call(t.app, admin, 'DELETE', `/api/alert-rules/${id}`)).statusCode).toBe(204);
      expect((await call(t.app, admin, 'DELETE', `/api/alert-rules/${id}`)).statusCode).toBe(404);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('target_id', '=', id)
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['ALERT_RULE_CREATED', 'ALERT_RULE_UPDATED', 'ALERT_RULE_DELETED']);
    });

    it('refuses bad input with a 400 naming the field, and another lender’s bundle or rule', async () => {
      const empty = await call(t.app, admin, 'POST', '/api/alert-rules', {
        name: 'Empty',
        match: 'ALL',
        scope: { kind: 'ALL' },
        conditions: [],
      });
      expect(empty.statusCode).toBe(400);
      const negative = await call(t.app, admin, 'POST', '/api/alert-rules', {
        name: 'Neg',
        ...rule([{ kind: 'LIABILITY_ABOVE', amountCents: -1 }]),
      });
      expect(negative.statusCode).toBe(400);
      const foreignBundle = await createBundle(t.db, { lenderId: otherLenderId, clientIds: [] });
      const bundled = await call(t.app, admin, 'POST', '/api/alert-rules', {
        name: 'B',
        ...rule([{ kind: 'RISK_BECOMES_HIGH' }], { scope: { kind: 'BUNDLE', bundleId: foreignBundle.id } }),
      });
      expect(bundled.statusCode).toBe(400);
      expect(bundled.json().messages[0].field).toBe('scope.bundleId');
      const other = await t.db
        .insertInto('alert_rules')
        .values({ lender_id: otherLenderId })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(
        (
          await call(t.app, admin, 'PUT', `/api/alert-rules/${other.id}`, {
            name: 'X',
            ...rule([{ kind: 'RISK_BECOMES_HIGH' }]),
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('evaluation on completed reports', () => {
    // Each condition at its boundary: the first client stays just short, the second just crosses it.
    const CASES: Array<{
      name: string;
      condition: AlertCondition;
      previous: TaxPeriod[] | null;
      short: TaxPeriod[];
      crosses: TaxPeriod[];
      /** The alert's body after the client's name: the condition that held and its figure, so a lender reads why it was raised (docs/decisions/203). */
      says: string | RegExp;
    }> = [
      {
        name: 'liability above',
        condition: { kind: 'LIABILITY_ABOVE', amountCents: 10_000_00 },
        previous: null,
        short: owing(10_000_00),
        crosses: owing(10_000_01),
        says: 'Liability $10,000.01 is above $10,000.00.',
      },
      {
        name: 'liability up by an amount',
        condition: { kind: 'LIABILITY_UP_BY_AMOUNT', amountCents: 500_00 },
        previous: owing(1_000_00),
        short: owing(1_499_99),
        crosses: owing(1_500_00),
        says: 'Liability rose by $500.00 (from $1,000.00 to $1,500.00), at least $500.00.',
      },
      {
        name: 'liability up by a percentage',
        condition: { kind: 'LIABILITY_UP_BY_PERCENT', percent: 25 },
        previous: owing(1_000_00),
        short: owing(1_249_99),
        crosses: owing(1_250_00),
        says: 'Liability rose by 25% (from $1,000.00 to $1,250.00), at least 25%.',
      },
      {
        name: 'a new lien or levy',
        condition: { kind: 'NEW_LIEN_OR_LEVY' },
        previous: owing(100, { lienFiledOn: '2026-01-05' }),
        short: owing(100, { lienFiledOn: '2026-01-05' }),
        crosses: owing(100, { lienFiledOn: '2026-01-05', levyNoticeOn: '2026-05-20' }),
        says: /^New since the previous report: a levy notice of 05\.20\.2026 \(\w+ \w+\)\.$/,
      },
      {
        name: 'risk becomes HIGH',
        condition: { kind: 'RISK_BECOMES_HIGH' },
        previous: owing(100, { installmentAgreement: true }),
        short: owing(100),
        crosses: owing(100, { levyNoticeOn: '2026-05-20' }),
        says: 'Risk became HIGH (was LOW).',
      },
      {
        name: 'unfiled returns',
        condition: { kind: 'UNFILED_RETURNS', periods: 2 },
        previous: null,
        short: [period(), period({ period: '2023', filed: false, filedOn: null })],
        crosses: [period({ filed: false, filedOn: null }), period({ period: '2023', filed: false, filedOn: null })],
        says: '2 periods not filed (at least 2).',
      },
      {
        name: 'no payment plan',
        condition: { kind: 'NO_PAYMENT_PLAN_LIABILITY_ABOVE', amountCents: 1_000_00 },
        previous: null,
        short: [
          period({ balanceCents: 1_000_00 }),
          period({ period: '2023', balanceCents: 9_000_00, installmentAgreement: true }),
        ],
        crosses: owing(1_000_01),
        says: 'Liability without a payment plan $1,000.01 is above $1,000.00.',
      },
    ];

    it.each(CASES)('$name fires just past its boundary, not at it (scoped to a bundle)', async (c) => {
      const shortId = await newClient(c.previous);
      const crossesId = await newClient(c.previous);
      const bundle = await createBundle(t.db, { lenderId, clientIds: [shortId, crossesId] });
      const ruleId = await saveRule(
        rule([c.condition], { scope: { kind: 'BUNDLE', bundleId: bundle.id } }),
        `Boundary ${c.name}`,
      );
      clock.advance(60_000);
      await complete(shortId, c.short);
      await complete(crossesId, c.crosses);
      await drain();
      expect(await firedClients(ruleId)).toEqual([crossesId]);
      const alerts = await ruleAlerts(`Boundary ${c.name}`);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ client_id: crossesId, user_id: null, lender_id: lenderId });
      const name = (
        await t.db.selectFrom('clients').select('business_name').where('id', '=', crossesId).executeTakeFirstOrThrow()
      ).business_name;
      const said = alerts[0]!.body.slice(`${name}: `.length);
      if (typeof c.says === 'string') expect(said).toBe(c.says);
      else expect(said).toMatch(c.says);
    });

    it('scopes by client type and combines with all / any', async () => {
      const corp = await newClient(owing(100), { clientType: 'corp' });
      const llc = await newClient(owing(100), { clientType: 'llc' });
      const bundle = await createBundle(t.db, { lenderId, clientIds: [corp, llc] });
      const above = { kind: 'LIABILITY_ABOVE', amountCents: 1_000_00 } as const;
      const high = { kind: 'RISK_BECOMES_HIGH' } as const;
      const corpOnly = await saveRule(rule([above], { scope: { kind: 'CLIENT_TYPE', clientType: 'corp' } }));
      const both = await saveRule(rule([above, high], { scope: { kind: 'BUNDLE', bundleId: bundle.id } }));
      const either = await saveRule(
        rule([above, high], { match: 'ANY', scope: { kind: 'BUNDLE', bundleId: bundle.id } }),
      );
      clock.advance(60_000);
      await complete(corp, owing(2_000_00));
      await complete(llc, owing(2_000_00, { levyNoticeOn: '2026-05-25' }));
      await drain();
      expect(await firedClients(corpOnly)).toEqual([corp]);
      expect(await firedClients(both)).toEqual([llc]);
      expect(await firedClients(either)).toEqual([corp, llc].sort());
    });

    it('judges a report by the rule as it stood at its completion; an edit applies to later reports', async () => {
      const a = await newClient(null);
      const b = await newClient(null);
      const bundle = await createBundle(t.db, { lenderId, clientIds: [a, b] });
      const scope = { kind: 'BUNDLE', bundleId: bundle.id } as const;
      const ruleId = await saveRule(rule([{ kind: 'LIABILITY_ABOVE', amountCents: 1_000_00 }], { scope }), 'Versioned');
      clock.advance(60_000);
      await complete(a, owing(1_500_00));
      clock.advance(60_000);
      const edited = await call(t.app, admin, 'PUT', `/api/alert-rules/${ruleId}`, {
        name: 'Versioned',
        ...rule([{ kind: 'LIABILITY_ABOVE', amountCents: 2_000_00 }], { scope }),
      });
      expect(edited.statusCode).toBe(200);
      clock.advance(60_000);
      await complete(b, owing(1_500_00));
      await drain();
      const firings = await t.db
        .selectFrom('alert_rule_firings as f')
        .innerJoin('alert_rule_versions as v', 'v.id', 'f.rule_version_id')
        .select(['f.client_id', 'v.version'])
        .where('v.rule_id', '=', ruleId)
        .execute();
      expect(firings).toEqual([{ client_id: a, version: 1 }]);
    });

    it('fires once per rule version and report across two instances and a replay from the start', async () => {
      const bundleClients = await Promise.all([0, 1, 2, 3].map(() => newClient(null)));
      const bundle = await createBundle(t.db, { lenderId, clientIds: bundleClients });
      const ruleId = await saveRule(
        rule([{ kind: 'LIABILITY_ABOVE', amountCents: 0 }], { scope: { kind: 'BUNDLE', bundleId: bundle.id } }),
        'Twice?',
      );
      await drain();
      clock.advance(60_000);
      for (const id of bundleClients) await complete(id, owing(5_00));
      const instance = () =>
        createEventConsumers({ db: t.db, clock, log: t.app.log, consumers: [createAlertRulesConsumer(mailConfig)] });
      const [a, b] = [instance(), instance()];
      await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
      // A lost position (a restore, a bug) replays every event: nothing fires again.
      await t.db
        .updateTable('event_consumers')
        .set({ last_tx_id: '0', last_event_id: 0 })
        .where('name', '=', 'alert-rules')
        .execute();
      await a.drain();
      await drain();
      expect(await firedClients(ruleId)).toEqual([...bundleClients].sort());
      expect(await ruleAlerts('Twice?')).toHaveLength(4);
    });

    it('leaves test events out', async () => {
      const id = await newClient(null);
      const bundle = await createBundle(t.db, { lenderId, clientIds: [id] });
      const ruleId = await saveRule(
        rule([{ kind: 'LIABILITY_ABOVE', amountCents: 0 }], { scope: { kind: 'BUNDLE', bundleId: bundle.id } }),
        'Test data',
      );
      clock.advance(60_000);
      const report = await createReport(t.db, {
        lenderId,
        clientId: id,
        kind: 'MONITORING',
        status: 'COMPLETED',
        completedAt: clock.now(),
        periods: owing(5_00),
      });
      // As recordEvent marks a sandbox's events (decision 189); written directly, as if it were one.
      await t.db
        .insertInto('domain_events')
        .values({
          event_id: `evt_test_${report.id}`,
          type: 'report.completed',
          lender_id: lenderId,
          test: true,
          payload: JSON.stringify({ clientId: id, orderId: null, reportId: report.id }),
          occurred_at: clock.now(),
        })
        .execute();
      await drain();
      expect(await firedClients(ruleId)).toEqual([]);
    });

    it('sends one alert per client up to 20 and one digest alert and mail over 20; alert.raised for each client', async () => {
      for (const count of [20, 21]) {
        const ids = await Promise.all(Array.from({ length: count }, () => newClient(null)));
        const bundle = await createBundle(t.db, { lenderId, clientIds: ids });
        const name = `Batch of ${count}`;
        await saveRule(
          rule([{ kind: 'LIABILITY_ABOVE', amountCents: 0 }], { scope: { kind: 'BUNDLE', bundleId: bundle.id } }),
          name,
        );
        await drain();
        clock.advance(60_000);
        for (const id of ids) await complete(id, owing(5_00));
        await drain();
        const alerts = await ruleAlerts(name);
        const events = (
          await t.db.selectFrom('domain_events').select('payload').where('type', '=', 'alert.raised').execute()
        )
          .map(
            (e) =>
              (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload) as {
                clientId: string;
                rule?: { name: string; digest: boolean };
              },
          )
          .filter((p) => p.rule?.name === name);
        expect(events).toHaveLength(count);
        const mails = await t.db
          .selectFrom('dev_messages')
          .select(['subject', 'recipient'])
          .where('recipient', '=', allUserEmail)
          .where('subject', 'like', `%${name}%`)
          .execute();
        if (count === 20) {
          expect(alerts).toHaveLength(20);
          expect(alerts.every((a) => a.client_id !== null)).toBe(true);
          expect(events.every((e) => !e.rule!.digest)).toBe(true);
        } else {
          expect(alerts).toHaveLength(1);
          expect(alerts[0]).toMatchObject({ client_id: null, report_id: null });
          expect(alerts[0]!.body).toMatch(/^Fired for 21 clients/);
          expect(events.every((e) => e.rule!.digest)).toBe(true);
          expect(mails).toHaveLength(1);
        }
      }
    });
  });

  describe('preview', () => {
    it('equals what evaluation fired over the last 90 days', async () => {
      const ids = await Promise.all([0, 1, 2, 3, 4].map(() => newClient(owing(1_000_00))));
      const bundle = await createBundle(t.db, { lenderId, clientIds: ids });
      const definition = rule([{ kind: 'LIABILITY_UP_BY_PERCENT', percent: 10 }], {
        scope: { kind: 'BUNDLE', bundleId: bundle.id },
      });
      const ruleId = await saveRule(definition, 'Previewed');
      const balances = [1_100_00, 1_099_99, 2_000_00, 900_00, 1_000_00];
      for (const [i, id] of ids.entries()) {
        clock.advance(3 * DAY_MS);
        await complete(id, owing(balances[i]!));
        await drain();
      }
      clock.advance(DAY_MS);
      admin = await openSession(t.app, 'rules.admin', 'Rules Lender');
      const preview = await call(t.app, admin, 'POST', '/api/alert-rules/preview', definition);
      expect(preview.statusCode, preview.body).toBe(200);
      const fired = await firedClients(ruleId);
      expect(fired).toEqual([ids[0], ids[2]].sort());
      expect(preview.json().clientCount).toBe(fired.length);
      expect(
        preview
          .json()
          .clients.map((c: { clientId: string }) => c.clientId)
          .sort(),
      ).toEqual(fired);
    });
  });

  describe('the daily 8821 check', () => {
    it('fires once per rule version, client and expiry date; its preview names the same clients', async () => {
      admin = await openSession(t.app, 'rules.admin', 'Rules Lender');
      const inDays = (n: number) => addCalendarDays(businessDay(clock.now()), n);
      const soon = await newClient(null, { authorizationExpiresOn: inDays(30) });
      const later = await newClient(null, { authorizationExpiresOn: inDays(31) });
      const bundle = await createBundle(t.db, { lenderId, clientIds: [soon, later] });
      const definition = rule([{ kind: 'AUTHORIZATION_EXPIRING', days: 30 }], {
        scope: { kind: 'BUNDLE', bundleId: bundle.id },
      });
      const ruleId = await saveRule(definition, 'Expiring');
      await checkDailyRules(t.db, mailConfig, clock.now());
      await checkDailyRules(t.db, mailConfig, clock.now());
      expect(await firedClients(ruleId)).toEqual([soon]);
      expect((await ruleAlerts('Expiring'))[0]!.body).toMatch(
        /: Form 8821 expires on \d{2}\.\d{2}\.\d{4}, in 30 days \(within 30\)\.$/,
      );
      const preview = await call(t.app, admin, 'POST', '/api/alert-rules/preview', definition);
      expect(preview.json().clients.map((c: { clientId: string }) => c.clientId)).toEqual([soon]);
      // A new form (another expiry date) is told about again.
      await t.db
        .updateTable('clients')
        .set({ authorization_expires_on: inDays(20) })
        .where('id', '=', soon)
        .execute();
      await checkDailyRules(t.db, mailConfig, clock.now());
      expect(await firedClients(ruleId)).toEqual([soon, soon]);
      expect(await ruleAlerts('Expiring')).toHaveLength(2);
    });
  });

  it('reads a whole lender a batch of clients at a time: each active client once, in id order, with its own reports', async () => {
    const batchLender = (await createLender(t.db, { companyName: 'Batch Lender', monitorType: 'MONTHLY' })).id;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await createClient(t.db, deps, {
        lenderId: batchLender,
        businessName: `Batch ${i} LLC`,
        monitoringFrequency: 'MONTHLY',
      });
      await createReport(t.db, {
        lenderId: batchLender,
        clientId: c.id,
        kind: 'MONITORING',
        status: 'COMPLETED',
        completedAt: clock.now(),
        periods: owing(100 * (i + 1)),
      });
      ids.push(c.id);
    }
    const archived = ids.pop()!;
    await t.db.updateTable('clients').set({ status: 'ARCHIVED' }).where('id', '=', archived).execute();

    const batches: ClientHistory[][] = [];
    for await (const batch of lenderHistories(t.db, batchLender, 2)) batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([2, 2]);
    const seen = batches.flat();
    expect(seen.map((h) => h.clientId)).toEqual([...ids].sort());
    expect(seen.every((h) => h.reports.length === 1)).toBe(true);
    expect(seen.map((h) => h.reports[0]!.snapshot.totalLiabilityCents).sort((a, b) => a - b)).toEqual([
      100, 200, 300, 400,
    ]);
  });

  it('keeps at most 50 rules per lender', async () => {
    admin = await openSession(t.app, 'rules.admin', 'Rules Lender');
    const existing = (await call(t.app, admin, 'GET', '/api/alert-rules')).json().length as number;
    for (let i = existing; i < 50; i++) await saveRule(rule([{ kind: 'RISK_BECOMES_HIGH' }]), `Filler ${i}`);
    const over = await call(t.app, admin, 'POST', '/api/alert-rules', {
      name: 'One too many',
      ...rule([{ kind: 'RISK_BECOMES_HIGH' }]),
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().messages[0].key).toBe('ALERT_RULE_LIMIT');
  });
});
