import { HISTORY_MONTHS } from '../src/demo/seed/demo-history.js';
import { randomBytes } from 'node:crypto';
import {
  ALERT_TYPES,
  CLIENT_TYPES,
  INVOICE_STATUSES,
  REJECTION_REASONS,
  REPORT_STATUSES,
  taxPeriodsSchema,
} from '@taxlens/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/demo/seed/demo-users.js';
import { seedDemo } from '../src/demo/seed/seed-demo.js';
import { isValidEin, isValidSsn } from '../src/demo/seed/tax-ids.js';
import { deriveReport } from '../src/domain/derive-report.js';
import { verifyPassword } from '../src/platform/passwords.js';
import { decryptPii, hashTaxId } from '../src/platform/pii.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const NOW = new Date('2026-03-10T16:30:00Z');
const DAY = 86_400_000;
const piiKey = randomBytes(32);

describe('demo seed', () => {
  let t: TestDatabase;
  let db: Database;
  let seedMs: number;
  const lenders = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db;
    const started = performance.now();
    expect(await seedDemo(db, { piiKey, now: NOW })).toEqual({ seeded: true });
    seedMs = performance.now() - started;
    for (const l of await db.selectFrom('lenders').select(['id', 'company_name']).execute())
      lenders.set(l.company_name, l.id);
  });
  afterAll(() => t.close());

  const acme = () => lenders.get('Acme Capital')!;
  const count = async (table: 'clients' | 'orders' | 'reports' | 'alerts' | 'invoices', lenderId: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('lender_id', '=', lenderId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is fast enough for a first start', () => {
    console.log(`demo seed took ${Math.round(seedMs)} ms`);
    expect(seedMs).toBeLessThan(15_000);
  });

  it('creates the four demo lenders with their flags and capabilities', async () => {
    const rows = await db.selectFrom('lenders').selectAll().orderBy('company_name').execute();
    expect(
      rows.map((l) => [l.company_name, l.lender_type, l.monitor_type, l.can_order_express, l.can_order_same_day]),
    ).toEqual([
      ['Acme Capital', 'SBA', 'MONTHLY', true, true],
      ['Beacon Bank', 'BANK', 'None', false, false],
      ['Cedar Credit', 'CREDIT_UNION', 'MONTHLY', false, false],
      ['Delta Federal', 'CONVENTIONAL_LENDING', 'MONTHLY', false, false],
    ]);
    expect(rows.filter((l) => l.sso).map((l) => [l.company_name, l.registration_id])).toEqual([
      ['Delta Federal', 'delta-federal'],
    ]);
    const caps = await db.selectFrom('lender_capabilities').selectAll().execute();
    const state = (lender: string, name: string) =>
      caps.find((c) => c.lender_id === lenders.get(lender) && c.name === name)?.state;
    expect(['addclientdesignee', 'viewkeyinsights', 'showportfoliorisk'].map((n) => state('Acme Capital', n))).toEqual([
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
    ]);
    expect(state('Acme Capital', 'ondemandorder')).toBe('HIDDEN');
    expect(state('Cedar Credit', 'ondemandorder')).toBe('ACTIVE');
    expect(caps.filter((c) => c.lender_id === lenders.get('Beacon Bank')).every((c) => c.state === 'HIDDEN')).toBe(
      true,
    );
  });

  it('creates exactly the demo sign-ins with one shared password', async () => {
    const users = await db.selectFrom('users').selectAll().orderBy('username').execute();
    expect(users.map((u) => u.username)).toEqual(DEMO_USERS.map((u) => u.username).sort());
    // Everyone shares the demo password except the invited user (who chooses one on activation) and
    // the single-sign-on user (who has none).
    const withoutPassword = new Set(['invited.user', 'sso.user']);
    expect(new Set(users.filter((u) => !withoutPassword.has(u.username)).map((u) => u.password_hash)).size).toBe(1);
    expect(users.filter((u) => u.status === 'INVITED').map((u) => [u.username, u.password_hash])).toEqual([
      ['invited.user', null],
    ]);
    expect(users.find((u) => u.username === 'sso.user')!.password_hash).toBeNull();
    expect(await verifyPassword(users[0]!.password_hash!, DEMO_PASSWORD)).toBe(true);
    const byName = new Map(users.map((u) => [u.username, u]));
    expect(byName.get('new.user')!.f2a_type).toBe('OFF');
    expect(byName.get('loan.officer')!.f2a_type).toBe('EMAIL_TOTP');
    expect(new Date(byName.get('expired.user')!.password_expires_at!).getTime()).toBeLessThan(NOW.getTime());
    expect(byName.get('ops.admin')!.global_role).toBe('ROLE_ADMIN');

    const memberships = await db
      .selectFrom('user_lenders')
      .innerJoin('users', 'users.id', 'user_lenders.user_id')
      .select(['username', 'lender_id', 'role'])
      .execute();
    const of = (username: string) =>
      memberships
        .filter((m) => m.username === username)
        .map((m) => [m.lender_id, m.role])
        .sort();
    expect(of('lender.admin')).toEqual(
      [
        [acme(), 'ROLE_LENDERADMIN'],
        [lenders.get('Beacon Bank')!, 'ROLE_LENDERADMIN'],
      ].sort(),
    );
    expect(of('viewer')).toEqual([[acme(), 'ROLE_VIEWER']]);
    expect(of('sales.rep')).toEqual([[acme(), 'ROLE_SALES']]);
    expect(of('ondemand.user')).toEqual([[lenders.get('Cedar Credit')!, 'ROLE_LENDER']]);
    expect(of('ops.admin')).toEqual([]);
  });

  it('leaves the Beacon terms pending and the older global notice accepted by everyone', async () => {
    const notices = await db.selectFrom('notices').selectAll().orderBy('created_at').execute();
    expect(notices).toHaveLength(2);
    const [global, beacon] = notices;
    expect(global!.lender_id).toBeNull();
    expect(beacon!.lender_id).toBe(lenders.get('Beacon Bank'));
    expect(beacon!.title).toBe('Beacon Bank portal terms update');
    const accepted = await db.selectFrom('notice_acceptances').select(['notice_id']).execute();
    expect(accepted).toHaveLength(DEMO_USERS.length);
    expect(accepted.every((a) => a.notice_id === global!.id)).toBe(true);
  });

  it('gives Acme a full portfolio and the others a handful each', async () => {
    expect(await count('clients', acme())).toBe(300);
    for (const other of ['Beacon Bank', 'Cedar Credit', 'Delta Federal']) {
      const clients = await count('clients', lenders.get(other)!);
      expect(clients).toBeGreaterThanOrEqual(5);
      expect(clients).toBeLessThanOrEqual(30);
      expect(await count('orders', lenders.get(other)!)).toBeGreaterThanOrEqual(5);
    }
    const types = await db
      .selectFrom('clients')
      .select('client_type')
      .distinct()
      .where('lender_id', '=', acme())
      .execute();
    expect(types.map((r) => r.client_type).sort()).toEqual(CLIENT_TYPES.map((c) => c.code).sort());
    expect(await db.selectFrom('bundles').select('id').where('lender_id', '=', acme()).execute()).toHaveLength(5);
  });

  it('covers every report status, kind, rejection reason, alert type and delivery option', async () => {
    const reports = await db
      .selectFrom('reports')
      .select(['status', 'kind', 'rejection_code'])
      .where('lender_id', '=', acme())
      .execute();
    expect(new Set(reports.map((r) => r.status))).toEqual(new Set(REPORT_STATUSES));
    expect(new Set(reports.map((r) => r.kind))).toEqual(new Set(['ORDER', 'MONITORING']));
    expect(new Set(reports.flatMap((r) => r.rejection_code ?? []))).toEqual(new Set(Object.keys(REJECTION_REASONS)));

    const alerts = await db
      .selectFrom('alerts')
      .select(['portal_alert_type', 'viewed', 'created_at'])
      .where('lender_id', '=', acme())
      .execute();
    // Alert rules are the lender's own (decision 203): the demo writes none, so none has fired.
    expect(new Set(alerts.map((a) => a.portal_alert_type))).toEqual(
      new Set(ALERT_TYPES.filter((type) => type !== 'LENDER_RULE')),
    );
    expect(alerts.some((a) => a.viewed)).toBe(true);
    expect(alerts.some((a) => !a.viewed && NOW.getTime() - new Date(a.created_at).getTime() < 3 * DAY)).toBe(true);

    const products = await db.selectFrom('lender_products').select(['lender_id', 'report_type', 'delivery']).execute();
    const ordered = await db.selectFrom('orders').select(['lender_id', 'report_type', 'delivery']).distinct().execute();
    const key = (r: { lender_id: string; report_type: string; delivery: string }) =>
      `${r.lender_id}/${r.report_type}/${r.delivery}`;
    expect(new Set(ordered.map(key))).toEqual(new Set(products.map(key)));
  });

  it('keeps every order and its report consistent', async () => {
    const rows = await db
      .selectFrom('reports')
      .innerJoin('orders', 'orders.id', 'reports.order_id')
      .select([
        'reports.status as report_status',
        'orders.status as order_status',
        'reports.client_id as report_client',
        'orders.client_id as order_client',
        'reports.report_type as rt',
        'orders.report_type as ot',
      ])
      .execute();
    expect(rows.length).toBe(
      Number(
        (
          await db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    for (const r of rows) {
      expect(r.report_status).toBe(r.order_status);
      expect(r.report_client).toBe(r.order_client);
      expect(r.rt).toBe(r.ot);
    }
    const open = await db
      .selectFrom('orders')
      .select('client_id')
      .where('status', 'in', ['PENDING', 'IN_PROGRESS'])
      .execute();
    expect(new Set(open.map((o) => o.client_id)).size).toBe(open.length);
  });

  it('stores the figures derive-report computes from valid periods', async () => {
    const completed = await db
      .selectFrom('reports')
      .select([
        'periods',
        'total_liability_cents',
        'categories',
        'risk_level',
        'completed_at',
        sql<string>`to_char(report_date, 'YYYY-MM-DD')`.as('day'),
      ])
      .where('status', '=', 'COMPLETED')
      .execute();
    // The monitoring history before the first orders reaches HISTORY_MONTHS back (docs/decisions/200).
    const earliest = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - HISTORY_MONTHS - 3, 1);
    for (const r of completed) {
      const periods = taxPeriodsSchema.parse(r.periods);
      expect(deriveReport(periods, r.day)).toEqual({
        totalLiabilityCents: r.total_liability_cents,
        categories: r.categories,
        riskLevel: r.risk_level,
      });
      expect(new Date(r.completed_at!).getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(new Date(r.completed_at!).getTime()).toBeGreaterThanOrEqual(earliest);
    }
    const categories = new Set(completed.flatMap((r) => r.categories));
    expect(categories.size).toBe(12);
    expect(new Set(completed.map((r) => r.risk_level))).toEqual(new Set(['HIGH', 'MEDIUM', 'LOW']));
  });

  it('marks a client REJECTED exactly when its latest order was rejected', async () => {
    const latest = await sql<{ status: string; order_status: string }>`
      select c.status, o.status as order_status
      from clients c
      join lateral (select status from orders where client_id = c.id order by created_at desc limit 1) o on true
      where c.status in ('ACTIVE', 'REJECTED', 'PENDING')`.execute(db);
    for (const row of latest.rows) expect(row.status === 'REJECTED').toBe(row.order_status === 'REJECTED');
  });

  it('bills consistently: each invoice equals its lines, the current month is not invoiced', async () => {
    // to_char: the pg driver reads a date as local midnight, which shifts the month east of UTC.
    const invoices = await db
      .selectFrom('invoices')
      .selectAll()
      .select(sql<string>`to_char(period_month, 'YYYY-MM')`.as('month'))
      .execute();
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(INVOICE_STATUSES));
    expect(invoices.filter((i) => i.lender_id === acme())).toHaveLength(5);
    const lines = await db.selectFrom('invoice_lines').selectAll().execute();
    for (const invoice of invoices) {
      const own = lines.filter((l) => l.invoice_id === invoice.id);
      expect(own.length).toBeGreaterThan(0);
      expect(invoice.amount_cents).toBe(own.reduce((sum, l) => sum + l.amount_cents, 0));
      expect(own.every((l) => new Date(l.line_date).toISOString().slice(0, 7) === invoice.month)).toBe(true);
      expect(invoice.external_id === null).toBe(invoice.status === 'Pending');
    }
    const current = NOW.toISOString().slice(0, 7);
    const open = lines.filter((l) => l.invoice_id === null);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((l) => new Date(l.line_date).toISOString().slice(0, 7) === current)).toBe(true);
    const billedOrders = await db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        lines.flatMap((l) => l.order_id ?? []),
      )
      .execute();
    expect(billedOrders.every((o) => o.status === 'COMPLETED')).toBe(true);
  });

  it('encrypts tax ids: they decrypt to valid SSNs and EINs matching last4 and blind index', async () => {
    const clients = await db
      .selectFrom('clients')
      .select([
        'tax_id_kind',
        'tax_id_encrypted',
        'tax_id_last4',
        'tax_id_hash',
        'second_ein_encrypted',
        'second_ein_last4',
      ])
      .execute();
    for (const c of clients) {
      expect(c.tax_id_encrypted.startsWith('v1:')).toBe(true);
      const digits = decryptPii(piiKey, c.tax_id_encrypted);
      expect(c.tax_id_kind === 'SSN' ? isValidSsn(digits) : isValidEin(digits)).toBe(true);
      expect(digits.slice(-4)).toBe(c.tax_id_last4);
      expect(hashTaxId(piiKey, digits)).toBe(c.tax_id_hash);
      if (c.second_ein_encrypted) expect(decryptPii(piiKey, c.second_ein_encrypted).slice(-4)).toBe(c.second_ein_last4);
    }
    expect(new Set(clients.map((c) => c.tax_id_kind))).toEqual(new Set(['SSN', 'EIN']));
  });

  it('does nothing on a second start', async () => {
    const before = await count('reports', acme());
    expect(await seedDemo(db, { piiKey, now: NOW })).toEqual({ seeded: false });
    expect(await count('reports', acme())).toBe(before);
    expect(await db.selectFrom('lenders').select('id').execute()).toHaveLength(4);
  });

  it('is deterministic for the same day', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemo(other.db, { piiKey, now: NOW });
      const names = (d: Database) =>
        d.selectFrom('clients').select(['id', 'business_name', 'status']).orderBy('id').execute();
      expect(await names(other.db)).toEqual(await names(db));
    } finally {
      await other.close();
    }
  });
});
