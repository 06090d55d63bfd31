import { execFileSync } from 'node:child_process';
import { REPORT_TYPES, type TaxPeriod } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import { makePdf } from './support/multipart.js';
import { postMultipart, singleOrderParts } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

let t: TestApp;
let ops: Session;
let officer: Session;
let cedar: Session;
let reportId: string;
let taxIdLast4: string;

const period = (p: Partial<TaxPeriod>): TaxPeriod => ({
  form: '1120',
  period: '2024',
  filed: true,
  filedOn: '2025-03-10',
  balanceCents: 0,
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn: null,
  levyNoticeOn: null,
  ...p,
});
const standardLabel = REPORT_TYPES.find((r) => r.code === 'TAXLENS')!.label;
const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

beforeAll(async () => {
  t = await createTestApp();
  ops = await openSession(t.app, 'ops.admin', null);
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  cedar = await openSession(t.app, 'ondemand.user', 'Cedar Credit');
  const acme = await lenderIdByName(t.db, 'Acme Capital');
  const client = await createClient(
    t.db,
    { piiKey: t.config.piiKey },
    { lenderId: acme, clientType: 'llc', businessName: 'Café Zoë LLC' },
  );
  taxIdLast4 = client.taxIdLast4;
  const placed = await postMultipart(
    t.app,
    officer,
    '/api/forms/upload8821',
    singleOrderParts({ clientId: client.id, file: await makePdf('Signed 8821') }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  reportId = (
    await t.db.selectFrom('reports').select('id').where('client_id', '=', client.id).executeTakeFirstOrThrow()
  ).id;
  const done = await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/complete`, {
    periods: [
      period({ period: '2023', balanceCents: 4_200_00 }),
      period({ form: '941', period: '2024Q2', filed: false, filedOn: null }),
    ],
  });
  expect(done.statusCode, done.body).toBe(200);
  await t.db.updateTable('users').set({ time_zone: 'America/Denver' }).where('username', '=', 'loan.officer').execute();
});
afterAll(() => t.close());

describe('a completed report on its own page', () => {
  it('answers the report with its masked tax id, type label, periods and findings', async () => {
    const res = await call(t.app, officer, 'GET', `/api/reports/${reportId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: reportId,
      lenderName: 'Acme Capital',
      businessName: 'Café Zoë LLC',
      maskedTaxId: `**-***${taxIdLast4}`,
      reportTypeLabel: standardLabel,
      totalLiabilityCents: 4_200_00,
    });
    expect(res.json().periods.map((p: TaxPeriod) => p.period)).toEqual(['2023', '2024Q2']);
    expect(res.json().findings.length).toBeGreaterThan(0);
    expect(res.body).not.toContain(`tax_id`);
  });

  it("answers 404 for another lender's report, an unknown id and a report not completed", async () => {
    expect((await call(t.app, cedar, 'GET', `/api/reports/${reportId}`)).statusCode).toBe(404);
    expect((await call(t.app, cedar, 'GET', `/api/reports/${reportId}/pdf`)).statusCode).toBe(404);
    expect((await call(t.app, officer, 'GET', '/api/reports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const open = await t.db
      .selectFrom('reports')
      .select('id')
      .where('status', '=', 'PENDING')
      .where('lender_id', '=', await lenderIdByName(t.db, 'Acme Capital'))
      .executeTakeFirst();
    if (open) expect((await call(t.app, officer, 'GET', `/api/reports/${open.id}/pdf`)).statusCode).toBe(404);
  });
});

describe('the report PDF, rendered when downloaded', () => {
  it('prints accented names as written, the masked tax id, the periods, the reader-zoned time and page numbers', async () => {
    const res = await call(t.app, officer, 'GET', `/api/reports/${reportId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Caf%C3%A9%20Zo%C3%AB%20LLC`);
    const text = textOf(res.rawPayload);
    expect(text).toContain('Café Zoë LLC');
    expect(text).not.toContain('Caf? Zo?');
    expect(text).toContain(`**-***${taxIdLast4}`);
    expect(text).toContain('Periods covered: 2023, 2024Q2');
    expect(text).toContain('Lender: Acme Capital');
    expect(text).toContain(`Report type: ${standardLabel}`);
    expect(text).toMatch(/Generated: \d\d\.\d\d\.\d{4} \d{1,2}:\d\d [AP]M (MST|MDT|GMT-[67])/);
    expect(text).toContain('Page 1 of 1');
  });
});

describe("the check of the report's 8821 on the lender's pages (decisions 289, 294)", () => {
  it('shows the check while it runs, and "Not checked" (null) for a form stored before the check existed', async () => {
    const report = await t.db
      .selectFrom('reports')
      .select(['order_id', 'client_id'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    // The order's check was queued at placement; no worker ran it here.
    expect((await call(t.app, officer, 'GET', `/api/reports/${reportId}`)).json().form8821Check).toEqual({
      status: 'queued',
      verdict: null,
    });
    expect((await call(t.app, officer, 'GET', `/api/clients/${report.client_id}`)).json().form8821Life).toMatchObject({
      check: { status: 'queued', verdict: null },
    });

    // As if placed before the check existed: no check until the background pass queues one.
    await t.db.deleteFrom('form_checks').where('order_id', '=', report.order_id).execute();
    expect((await call(t.app, officer, 'GET', `/api/reports/${reportId}`)).json().form8821Check).toBeNull();
    expect((await call(t.app, officer, 'GET', `/api/clients/${report.client_id}`)).json().form8821Life).toMatchObject({
      stage: 'received',
      check: null,
    });
  });
});
