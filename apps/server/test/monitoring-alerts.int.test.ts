import { randomBytes } from 'node:crypto';
import type { TaxPeriod } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createLender, createOrder, createReport, createUser } from '../src/demo/seed/factories.js';
import { onReportCompleted } from '../src/modules/report-events/report-events.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const deps = { piiKey: randomBytes(32) };
const PREVIOUS = new Date('2026-10-01T15:00:00Z');
const CURRENT = new Date('2026-11-01T15:00:00Z');

const period = (extra: Partial<TaxPeriod> = {}): TaxPeriod => ({
  form: '1120S',
  period: '2024',
  filed: true,
  filedOn: '2025-03-10',
  balanceCents: 500_000,
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn: null,
  levyNoticeOn: null,
  ...extra,
});
const clean = (extra: Partial<TaxPeriod> = {}) => period({ balanceCents: 0, ...extra });

type Case = {
  name: string;
  previous: TaxPeriod[] | null;
  current: TaxPeriod[];
  kind?: 'ORDER' | 'MONITORING';
  alerts: string[];
};

/** The previous completed report, this monitoring report, and the alert titles expected. */
const CASES: Case[] = [
  { name: 'nothing changed', previous: [period()], current: [period()], alerts: [] },
  {
    name: 'first report: nothing to compare',
    previous: null,
    current: [period({ levyNoticeOn: '2026-10-20' })],
    alerts: [],
  },
  {
    name: 'a new lien (filed 100 days ago)',
    previous: [period()],
    current: [period({ lienFiledOn: '2026-07-24' })],
    alerts: ['LENDER_ALERT New tax lien'],
  },
  {
    name: 'a new lien filed 10 days ago makes the risk HIGH',
    previous: [period()],
    current: [period({ lienFiledOn: '2026-10-22' })],
    alerts: ['LENDER_ALERT New tax lien', 'HIGH_RISK High risk'],
  },
  {
    name: 'the same lien as before',
    previous: [period({ lienFiledOn: '2026-07-24' })],
    current: [period({ lienFiledOn: '2026-07-24' })],
    alerts: [],
  },
  {
    name: 'a new levy notice',
    previous: [period()],
    current: [period({ levyNoticeOn: '2026-10-20' })],
    alerts: ['LENDER_ALERT New levy notice', 'HIGH_RISK High risk'],
  },
  {
    name: 'a rise in liability',
    previous: [period()],
    current: [period({ balanceCents: 750_000 })],
    alerts: ['LENDER_ALERT Liability increased'],
  },
  { name: 'a fall in liability', previous: [period()], current: [period({ balanceCents: 100_000 })], alerts: [] },
  {
    name: 'a new balance where nothing was owed',
    previous: [clean()],
    current: [period()],
    alerts: ['LENDER_ALERT Liability increased'],
  },
  {
    name: 'an installment agreement in default: risk LOW to HIGH',
    previous: [period({ installmentAgreement: true })],
    current: [period({ installmentAgreement: true, iaInDefault: true })],
    alerts: ['HIGH_RISK High risk'],
  },
  {
    name: 'already HIGH stays HIGH',
    previous: [period({ levyNoticeOn: '2026-09-01' })],
    current: [period({ levyNoticeOn: '2026-09-01' })],
    alerts: [],
  },
  {
    name: 'an order report is not compared',
    previous: [period()],
    current: [period({ balanceCents: 900_000 })],
    kind: 'ORDER',
    alerts: [],
  },
];

describe('a completed monitoring report compared with the previous one', () => {
  let t: TestApp;
  let lenderId: string;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    lenderId = (await createLender(t.db, { companyName: 'Compare Lender', monitorType: 'MONTHLY' })).id;
    userId = (await createUser(t.db, { lenders: [{ lenderId, role: 'ROLE_LENDER' }] })).id;
  });
  afterAll(async () => t.close());

  async function complete(
    c: Pick<Case, 'previous' | 'current' | 'kind'> & { irsName?: string; businessName?: string },
  ) {
    const client = await createClient(t.db, deps, {
      lenderId,
      businessName: c.businessName ?? 'Compared Co LLC',
      monitoringFrequency: 'MONTHLY',
      createdBy: userId,
    });
    if (c.previous)
      await createReport(t.db, {
        lenderId,
        clientId: client.id,
        kind: 'MONITORING',
        status: 'COMPLETED',
        completedAt: PREVIOUS,
        periods: c.previous,
      });
    const finished = { completedAt: CURRENT, periods: c.current };
    const report =
      c.kind === 'ORDER'
        ? {
            id: (
              await createOrder(t.db, {
                lenderId,
                clientId: client.id,
                placedBy: userId,
                status: 'COMPLETED',
                report: finished,
              })
            ).reportId!,
          }
        : await createReport(t.db, {
            lenderId,
            clientId: client.id,
            kind: 'MONITORING',
            status: 'COMPLETED',
            ...finished,
          });
    if (c.irsName) await t.db.updateTable('reports').set({ irs_name: c.irsName }).where('id', '=', report.id).execute();
    await t.db.transaction().execute((trx) => onReportCompleted(trx, report.id));
    const alerts = await t.db
      .selectFrom('alerts')
      .selectAll()
      .where('report_id', '=', report.id)
      .orderBy('title')
      .execute();
    return { clientId: client.id, reportId: report.id, alerts };
  }

  it.each(CASES)('$name', async (c) => {
    const { alerts } = await complete(c);
    const got = alerts.map((a) => `${a.portal_alert_type} ${a.title.replace(/: Compared Co LLC$/, '')}`).sort();
    expect(got).toEqual([...c.alerts].sort());
    for (const a of alerts) expect(a).toMatchObject({ lender_id: lenderId, user_id: null, viewed: false });
  });

  it('the alerts reach users who want lender alerts by mail, in one message', async () => {
    const { reportId } = await complete({
      businessName: 'Mailed Co LLC',
      previous: [period()],
      current: [period({ balanceCents: 900_000, lienFiledOn: '2026-10-22' })],
    });
    const events = await t.db.selectFrom('domain_events').select(['type', 'payload']).execute();
    const mine = events
      .map((e) => ({ type: e.type, ...(e.payload as { reportId: string; alertIds?: unknown[] }) }))
      .filter((e) => e.reportId === reportId);
    expect(mine.map((e) => e.type).sort()).toEqual(['alert.raised', 'report.completed']);
    expect(mine.find((e) => e.type === 'alert.raised')?.alertIds).toHaveLength(3);
    await t.app.ctx.outbox.drain();
    const mail = await t.db
      .selectFrom('dev_messages')
      .selectAll()
      .where('subject', '=', 'TaxLens alert: Mailed Co LLC')
      .execute();
    expect(mail.map((m) => m.recipient)).toEqual([
      (await t.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email,
    ]);
    expect(mail[0]!.body).toContain('New tax lien: Mailed Co LLC. A federal tax lien was filed on 10.22.2026');
    expect(mail[0]!.body).toContain('Total tax liability rose from $5,000.00 to $9,000.00.');
  });

  it('an IRS name that differs from the client name renames the client and raises CLIENT_RENAMED', async () => {
    const { clientId, alerts } = await complete({
      previous: null,
      current: [clean()],
      kind: 'ORDER',
      businessName: 'Acme Widgets L.L.C.',
      irsName: 'Acme Widgets LLC',
    });
    expect(alerts.map((a) => [a.portal_alert_type, a.title, a.body])).toEqual([
      [
        'CLIENT_RENAMED',
        'Client renamed: Acme Widgets LLC',
        'IRS records list this client as "Acme Widgets LLC". We updated the name from "Acme Widgets L.L.C.".',
      ],
    ]);
    const client = await t.db
      .selectFrom('clients')
      .select('business_name')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(client.business_name).toBe('Acme Widgets LLC');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', clientId)
      .where('action', '=', 'CLIENT_RENAMED')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('the same name in other spacing or case is no rename', async () => {
    const { alerts } = await complete({
      previous: null,
      current: [clean()],
      businessName: 'Same Name LLC',
      irsName: '  SAME   NAME LLC ',
    });
    expect(alerts).toEqual([]);
  });
});
