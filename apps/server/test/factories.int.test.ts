import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection.js';
import {
  acceptNotice,
  createAlert,
  createBundle,
  createClient,
  createDesignee,
  createInvoice,
  createInvoiceLines,
  createLender,
  createNotice,
  createOrder,
  createReport,
  createStoredFile,
  createUser,
} from '../src/demo/seed/factories.js';
import { decryptPii } from '../src/platform/pii.js';
import { verifyPassword } from '../src/platform/passwords.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const deps = { piiKey: randomBytes(32) };

describe('data factories', () => {
  let t: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db;
  });
  afterAll(() => t.close());

  it('build a small portfolio from defaults', async () => {
    const lender = await createLender(db);
    const user = await createUser(db, {
      password: 'Secret-123!',
      lenders: [{ lenderId: lender.id, role: 'ROLE_LENDER' }],
    });
    const client = await createClient(db, deps, { lenderId: lender.id });
    const person = await createClient(db, deps, { lenderId: lender.id, clientType: 'individual' });

    const stored = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(stored.password_hash!, 'Secret-123!')).toBe(true);
    expect(person.taxIdKind).toBe('SSN');
    const row = await db.selectFrom('clients').selectAll().where('id', '=', client.id).executeTakeFirstOrThrow();
    expect(decryptPii(deps.piiKey, row.tax_id_encrypted)).toBe(client.taxId);
    expect(row.tax_id_last4).toBe(client.taxId.slice(-4));

    const order = await createOrder(db, {
      lenderId: lender.id,
      clientId: client.id,
      placedBy: user.id,
      status: 'COMPLETED',
      report: {
        periods: [
          {
            form: '1120S',
            period: '2025',
            filed: true,
            filedOn: '2026-03-10',
            balanceCents: 12_500_00,
            installmentAgreement: false,
            iaInDefault: false,
            lienFiledOn: '2026-04-01',
            levyNoticeOn: null,
          },
        ],
        reportDate: '2026-04-20',
      },
    });
    const report = await db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', order.reportId!)
      .executeTakeFirstOrThrow();
    expect(report).toMatchObject({
      status: 'COMPLETED',
      kind: 'ORDER',
      total_liability_cents: 12_500_00,
      risk_level: 'HIGH',
    });
    expect(report.categories).toContain('WITH_LIENS_LAST_45_DAYS');

    const rejected = await createOrder(db, {
      lenderId: lender.id,
      clientId: person.id,
      placedBy: user.id,
      status: 'REJECTED',
      report: { rejectionCode: 'REVOKED' },
    });
    expect(
      await db
        .selectFrom('reports')
        .select(['status', 'rejection_code'])
        .where('id', '=', rejected.reportId!)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'REJECTED', rejection_code: 'REVOKED' });

    const monitoring = await createReport(db, {
      lenderId: lender.id,
      clientId: client.id,
      kind: 'MONITORING',
      status: 'COMPLETED',
    });
    expect(monitoring).toMatchObject({ status: 'COMPLETED', riskLevel: 'LOW', totalLiabilityCents: 0 });

    await createAlert(db, {
      lenderId: lender.id,
      type: 'HIGH_RISK',
      clientId: client.id,
      reportId: order.reportId,
      userId: user.id,
    });
    const invoice = await createInvoice(db, {
      lenderId: lender.id,
      periodMonth: '2026-04-01',
      lines: [
        { orderId: order.id, amountCents: 89_00 },
        { amountCents: 15_00, productCode: 'MONITORING_MONTHLY' },
      ],
    });
    expect(invoice.amountCents).toBe(104_00);
    await createInvoiceLines(db, [{ lenderId: lender.id, orderId: order.id }]);
    await createBundle(db, { lenderId: lender.id, clientIds: [client.id, person.id] });
    await createDesignee(db, { lenderId: lender.id, clientIds: [client.id] });
    await createStoredFile(db, { lenderId: lender.id, uploadedBy: user.id });
    const notice = await createNotice(db, { lenderId: lender.id, createdAt: new Date('2026-01-01T00:00:00Z') });
    await acceptNotice(db, notice.id, [user.id]);
    expect(
      await db.selectFrom('notice_acceptances').select('user_id').where('notice_id', '=', notice.id).execute(),
    ).toEqual([{ user_id: user.id }]);
  });

  it('the schema refuses rows that mix two lenders, and a second open order for a client', async () => {
    const a = await createLender(db);
    const b = await createLender(db);
    const user = await createUser(db);
    const clientOfA = await createClient(db, deps, { lenderId: a.id });
    await expect(createOrder(db, { lenderId: b.id, clientId: clientOfA.id, placedBy: user.id })).rejects.toThrow();
    await expect(createAlert(db, { lenderId: b.id, clientId: clientOfA.id })).rejects.toThrow();

    await createOrder(db, { lenderId: a.id, clientId: clientOfA.id, placedBy: user.id, status: 'IN_PROGRESS' });
    await expect(createOrder(db, { lenderId: a.id, clientId: clientOfA.id, placedBy: user.id })).rejects.toThrow();
    await expect(createClient(db, deps, { lenderId: a.id, taxId: clientOfA.taxId })).rejects.toThrow();
    // The same tax id at another lender is a different client.
    await createClient(db, deps, { lenderId: b.id, taxId: clientOfA.taxId });
  });
});
