import { CSRF_HEADER } from '@taxlens/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createInvoiceLines } from '../src/demo/seed/factories.js';
import { monthStartOf } from '../src/modules/invoices/billing-month.js';
import { closeMonth, getInvoiceDashboard } from '../src/modules/invoices/service.js';
import { easternMonth } from './support/eastern-month.js';
import { makePdf, multipartBody } from './support/multipart.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

let t: TestApp;
let acme: string;
let ops: Session;
let sales: Session;

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  ops = await openSession(t.app, 'ops.admin', null);
  sales = await openSession(t.app, 'sales.rep', 'Acme Capital');
});
afterAll(() => t.close());

async function placeOrder(clientId: string, addOns: { roa?: boolean }) {
  const officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  const body = multipartBody([
    { name: 'product', value: 'TAXLENS:NEXT_DAY' },
    { name: 'taxReturnTranscripts', value: 'false' },
    { name: 'recordOfAccount', value: String(addOns.roa ?? false) },
    { name: 'wageIncome', value: 'false' },
    { name: 'clientId', value: clientId },
    { name: 'formName', value: 'Form 8821' },
    { name: 'file', filename: '8821.pdf', bytes: await makePdf() },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/forms/upload8821',
    payload: body.payload,
    headers: { ...body.headers, cookie: officer.cookie, [CSRF_HEADER]: officer.csrf },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('the pricing schedule', () => {
  it('prices each placed order at the lender schedule: product plus add-ons', async () => {
    const billing = (await call(t.app, ops, 'GET', `/api/ops/lenders/${acme}/billing`)).json();
    const products = billing.pricing.products.map((p: { reportType: string; delivery: string; priceCents: number }) =>
      p.reportType === 'TAXLENS' && p.delivery === 'NEXT_DAY' ? { ...p, priceCents: 123_45 } : p,
    );
    const addOns = billing.pricing.addOns.map((a: { addOn: string; priceCents: number }) =>
      a.addOn === 'RECORD_OF_ACCOUNT' ? { ...a, priceCents: 10_00 } : a,
    );
    const saved = await call(t.app, ops, 'PUT', `/api/ops/lenders/${acme}/pricing`, { products, addOns });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'billing.pricing_changed')
        .executeTakeFirst(),
    ).toBeDefined();

    const client = await createClient(
      t.db,
      { piiKey: t.config.piiKey },
      { lenderId: acme, clientType: 'llc', businessName: '=HYPERLINK("http://evil.example","Click")' },
    );
    await placeOrder(client.id, { roa: true });
    const line = await t.db
      .selectFrom('invoice_lines')
      .innerJoin('orders', 'orders.id', 'invoice_lines.order_id')
      .select(['invoice_lines.amount_cents', 'invoice_lines.description'])
      .where('orders.client_id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(Number(line.amount_cents)).toBe(133_45);
    expect(line.description).toContain('Record of Account');
  });

  it('is for the operations staff only', async () => {
    expect((await call(t.app, sales, 'GET', `/api/ops/lenders/${acme}/billing`)).statusCode).toBe(403);
  });
});

describe('the invoices page calls', () => {
  it('answers the dashboard: this month so far and the past invoices', async () => {
    const res = await call(t.app, sales, 'GET', '/api/invoice/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const month = easternMonth();
    expect(body.currentInvoice.invoiceDate).toBe(`${month.name} ${month.year}`);
    expect(body.currentInvoice.productCounts).toContainEqual(expect.objectContaining({ label: 'Next Day' }));
    expect(body.pastInvoices.map((i: { status: string }) => i.status)).toEqual([
      'Overdue',
      'Poor Standing',
      'Collection',
      'Paid',
      'Paid',
    ]);
    for (const username of ['viewer', 'loan.officer']) {
      expect(
        (await call(t.app, await openSession(t.app, username, 'Acme Capital'), 'GET', '/api/invoice/dashboard'))
          .statusCode,
      ).toBe(403);
    }
  });

  it("exports the month's lines as CSV, one row per line, formula cells escaped", async () => {
    const { name, year, month } = easternMonth();
    const res = await call(t.app, sales, 'GET', `/api/invoice/all?month=${name}&year=${year}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="TaxLens_${name}_${year}_invoice.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = res.body.slice(1).trim().split('\r\n');
    expect(rows[0]).toBe('Date,Client,Report Type,Delivery,Add-ons,Placed By,Currency,Amount');
    const from = monthStartOf({ year, month });
    const lines = await t.db
      .selectFrom('invoice_lines')
      .select('id')
      .where('lender_id', '=', acme)
      .where('line_date', '>=', from)
      .execute();
    expect(rows.length - 1).toBe(lines.length);
    const evil = rows.find((r) => r.includes('HYPERLINK'))!;
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(evil).toContain('TaxLens Report,Next Day,Record of Account');
    expect(evil.endsWith(',USD,133.45')).toBe(true);
    expect((await call(t.app, sales, 'GET', '/api/invoice/all?month=Smarch&year=2026')).statusCode).toBe(400);
  });

  it('answers a past invoice as a PDF that parses, and 404 for another lender', async () => {
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['external_id', 'amount_cents'])
      .where('lender_id', '=', acme)
      .where('status', '=', 'Paid')
      .executeTakeFirstOrThrow();
    const res = await call(t.app, sales, 'GET', `/api/lenders/${acme}/invoice/${invoice.external_id}?attachment=false`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(0);
    expect(pdf.getTitle()).toBe(`TaxLens invoice ${invoice.external_id}`);
    expect(pdf.getSubject()).toMatch(/^Acme Capital, \w+ \d{4}$/);
    const beacon = await lenderIdByName(t.db, 'Beacon Bank');
    expect((await call(t.app, sales, 'GET', `/api/lenders/${beacon}/invoice/${invoice.external_id}`)).statusCode).toBe(
      404,
    );
    expect((await call(t.app, sales, 'GET', `/api/lenders/${acme}/invoice/FB-NOPE`)).statusCode).toBe(404);
  });
});

describe('month close', () => {
  it('issues one invoice per lender and month, however often it runs', async () => {
    const cedar = await lenderIdByName(t.db, 'Cedar Credit');
    // Billing months are Eastern months (decision 156): June begins at 04:00 UTC (midnight EDT).
    await createInvoiceLines(t.db, [
      { lenderId: cedar, lineDate: new Date('2031-05-03T10:00:00Z'), amountCents: 89_00 },
      { lenderId: cedar, lineDate: new Date('2031-06-01T03:59:00Z'), amountCents: 49_00 },
      { lenderId: cedar, lineDate: new Date('2031-06-01T04:00:00Z'), amountCents: 11_00 },
    ]);
    expect((await closeMonth(t.db, new Date('2031-06-01T03:55:00Z'))).month).toEqual({ year: 2031, month: 4 });
    const at = new Date('2031-06-01T04:05:00Z');
    const [first, second] = await Promise.all([closeMonth(t.db, at), closeMonth(t.db, at)]);
    expect([...first.issued, ...second.issued]).toHaveLength(1);
    const again = await closeMonth(t.db, at);
    expect(again.issued).toEqual([]);

    const invoices = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('lender_id', '=', cedar)
      .where('period_month', '=', '2031-05-01' as never)
      .execute();
    expect(invoices).toHaveLength(1);
    expect(Number(invoices[0]!.amount_cents)).toBe(138_00);
    expect(invoices[0]!.status).toBe('Pending');
    const june = await t.db
      .selectFrom('invoice_lines')
      .select('invoice_id')
      .where('lender_id', '=', cedar)
      .where('line_date', '=', new Date('2031-06-01T04:00:00Z'))
      .executeTakeFirstOrThrow();
    expect(june.invoice_id).toBeNull();

    const paid = await call(t.app, ops, 'POST', `/api/ops/lenders/${cedar}/invoices/${invoices[0]!.id}/paid`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().invoices.find((i: { id: string }) => i.id === invoices[0]!.id)).toMatchObject({
      status: 'Paid',
      periodMonth: 'May 2031',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target_id', 'lender_id'])
      .where('action', '=', 'billing.invoice_paid')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ target_id: invoices[0]!.id, lender_id: cedar });
  });

  it('bills an order placed at 8 PM ET on January 31 in January, on the invoice and on the dashboard', async () => {
    const beacon = await lenderIdByName(t.db, 'Beacon Bank');
    const eveningOfJan31 = new Date('2032-02-01T01:00:00Z'); // 8 PM EST on 01.31.2032
    await createInvoiceLines(t.db, [{ lenderId: beacon, lineDate: eveningOfJan31, amountCents: 75_00 }]);

    const stillJanuary = await getInvoiceDashboard(t.db, beacon, new Date('2032-02-01T02:00:00Z'));
    expect(stillJanuary.currentInvoice).toMatchObject({ invoiceDate: 'January 2032', amount: 75_00 });

    const closed = await closeMonth(t.db, new Date('2032-02-01T06:00:00Z'), { lenderId: beacon });
    expect(closed.month).toEqual({ year: 2032, month: 1 });
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('lender_id', '=', beacon)
      .where('period_month', '=', '2032-01-01' as never)
      .executeTakeFirstOrThrow();
    expect(Number(invoice.amount_cents)).toBe(75_00);
    expect(
      await t.db
        .selectFrom('invoices')
        .select('id')
        .where('lender_id', '=', beacon)
        .where('period_month', '=', '2032-02-01' as never)
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});
