import { CSRF_HEADER, type TaxPeriod } from '@taxlens/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import { makePdf, multipartBody } from './support/multipart.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

let t: TestApp;
let acme: string;
let ops: Session;
let officer: Session;
let cedar: Session;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  ops = await openSession(t.app, 'ops.admin', null);
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  cedar = await openSession(t.app, 'ondemand.user', 'Cedar Credit');
  pdf = await makePdf('Signed 8821');
});
afterAll(() => t.close());

function period(overrides: Partial<TaxPeriod> = {}): TaxPeriod {
  return {
    form: '1120',
    period: '2025',
    filed: true,
    filedOn: '2026-03-10',
    balanceCents: 0,
    installmentAgreement: false,
    iaInDefault: false,
    lienFiledOn: null,
    levyNoticeOn: null,
    ...overrides,
  };
}

async function upload(session: Session, url: string, parts: Parameters<typeof multipartBody>[0]) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: session.cookie, [CSRF_HEADER]: session.csrf },
  });
}

/** A new Acme client with an order placed through the portal; answers its report id. */
async function placeOrder(): Promise<{ clientId: string; reportId: string; orderId: string }> {
  const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' });
  const res = await upload(officer, '/api/forms/upload8821', [
    { name: 'product', value: 'TAXLENS:NEXT_DAY' },
    { name: 'taxReturnTranscripts', value: 'false' },
    { name: 'recordOfAccount', value: 'false' },
    { name: 'wageIncome', value: 'false' },
    { name: 'clientId', value: client.id },
    { name: 'formName', value: 'Form 8821' },
    { name: 'file', filename: '8821.pdf', bytes: pdf },
  ]);
  expect(res.statusCode, res.body).toBeLessThan(300);
  const report = await t.db
    .selectFrom('reports')
    .select(['id', 'order_id'])
    .where('client_id', '=', client.id)
    .executeTakeFirstOrThrow();
  return { clientId: client.id, reportId: report.id, orderId: report.order_id! };
}

const auditOf = (action: string, targetId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', targetId).execute();

describe('operations queue', () => {
  it('lists open reports of every lender, soonest due first, filtered and paged', async () => {
    const { reportId } = await placeOrder();
    const res = await call(t.app, ops, 'GET', `/api/ops/queue?lenderId=${acme}&size=100`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content.map((r: { reportId: string }) => r.reportId)).toContain(reportId);
    expect(
      body.content.every(
        (r: { lenderId: string; status: string }) =>
          r.lenderId === acme && ['PENDING', 'IN_PROGRESS'].includes(r.status),
      ),
    ).toBe(true);
    const dues = body.content.map((r: { dueAt: string | null }) => r.dueAt).filter(Boolean);
    expect(dues).toEqual([...dues].sort());

    const all = (await call(t.app, ops, 'GET', '/api/ops/queue?size=5&page=1')).json();
    expect(all.content).toHaveLength(5);
    expect(all.page).toMatchObject({ size: 5, number: 1 });
    expect(
      new Set(
        (await call(t.app, ops, 'GET', '/api/ops/queue?size=100'))
          .json()
          .content.map((r: { lenderName: string }) => r.lenderName),
      ).size,
    ).toBeGreaterThan(1);

    const express = (await call(t.app, ops, 'GET', '/api/ops/queue?delivery=EXPRESS&status=IN_PROGRESS')).json();
    expect(
      express.content.every(
        (r: { delivery: string; status: string }) => r.delivery === 'EXPRESS' && r.status === 'IN_PROGRESS',
      ),
    ).toBe(true);
    expect((await call(t.app, ops, 'GET', '/api/ops/queue?status=COMPLETED')).statusCode).toBe(400);
  });

  it('is described in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/ops/queue', '/api/ops/reports/{reportId}/complete', '/api/reports/{reportId}/pdf']),
    );
  });

  it('is for operations staff only (403 for a lender admin)', async () => {
    const admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    expect((await call(t.app, admin, 'GET', '/api/ops/queue')).statusCode).toBe(403);
    expect(
      (await call(t.app, officer, 'POST', '/api/ops/reports/00000000-0000-4000-8000-000000000000/start')).statusCode,
    ).toBe(403);
  });
});

describe('a report in the console', () => {
  it('shows client, order options and history; the 8821 inline; the tax id on demand, audited', async () => {
    const { reportId, clientId } = await placeOrder();
    const detail = (await call(t.app, ops, 'GET', `/api/ops/reports/${reportId}`)).json();
    expect(detail).toMatchObject({
      status: 'PENDING',
      lender: { id: acme, name: 'Acme Capital' },
      client: { id: clientId },
      hasForm8821: true,
      order: { delivery: 'NEXT_DAY' },
    });
    expect(detail.client.maskedTaxId).toMatch(/^\*\*-\*\*\*\d{4}$/);
    expect(detail.history.map((e: { type: string }) => e.type)).toEqual(['PLACED']);

    const form = await call(t.app, ops, 'GET', `/api/ops/reports/${reportId}/form8821`);
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.headers['content-disposition']).toMatch(/^inline; filename="8821.pdf"/);
    expect(form.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pii = await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/pii`);
    expect(pii.json().taxId).toMatch(/^\d{2}-\d{7}$/);
    expect(pii.json().taxId.slice(-4)).toBe(detail.client.maskedTaxId.slice(-4));
    expect(await auditOf('CLIENT_TAX_ID_REVEALED', clientId)).toHaveLength(1);
  });

  it('answers 404 for an unknown report', async () => {
    expect((await call(t.app, ops, 'GET', '/api/ops/reports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });
});

describe('start, reject and complete', () => {
  it('starts a pending report once; a second start is 409', async () => {
    const { reportId, orderId } = await placeOrder();
    const res = await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/start`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('IN_PROGRESS');
    expect(
      (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status,
    ).toBe('IN_PROGRESS');
    expect((await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/start`)).statusCode).toBe(409);
    expect(await auditOf('OPS_REPORT_STARTED', reportId)).toHaveLength(1);
  });

  it('rejects with a reason code and note: report, order and client rejected, an alert, incomplete authorization', async () => {
    const { reportId, clientId, orderId } = await placeOrder();
    await t.db
      .updateTable('clients')
      .set({ monitoring_frequency: 'MONTHLY', authorization_expires_on: '2030-12-31' })
      .where('id', '=', clientId)
      .execute();
    expect(
      (await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/reject`, { code: 'NOT_A_CODE', note: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/reject`, {
          code: 'SIGNATURE_MISSING_DECLINED',
          note: '',
        })
      ).statusCode,
    ).toBe(400);

    const res = await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/reject`, {
      code: 'SIGNATURE_MISSING_DECLINED',
      note: 'The taxpayer did not sign line 7.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'REJECTED',
      rejection: { code: 'SIGNATURE_MISSING_DECLINED', reason: 'Signature missing' },
    });
    expect(res.json().history.map((e: { type: string }) => e.type)).toEqual(['PLACED', 'REJECTED']);
    expect(
      (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status,
    ).toBe('REJECTED');
    expect(
      (await t.db.selectFrom('clients').select('status').where('id', '=', clientId).executeTakeFirstOrThrow()).status,
    ).toBe('REJECTED');

    const alerts = (await call(t.app, officer, 'GET', '/api/notifications/portal/alerts?alertType=REJECTED')).json();
    const alert = JSON.stringify(alerts);
    expect(alert).toContain('Signature missing. The taxpayer did not sign line 7.');
    const dashboard = (await call(t.app, officer, 'GET', '/api/dashboard/reports/summary')).json();
    expect(JSON.stringify(dashboard)).toContain(clientId);
    const incomplete = (
      await call(t.app, officer, 'GET', '/api/portfolio/incomplete-auth?size=100&sort=businessName')
    ).json();
    const ids: string[] = [];
    for (let page = 0; page < incomplete.page.totalPages; page++) {
      const p = (await call(t.app, officer, 'GET', `/api/portfolio/incomplete-auth?size=100&page=${page}`)).json();
      ids.push(...p.content.map((c: { id: string }) => c.id));
    }
    expect(ids).toContain(clientId);
    expect(await auditOf('OPS_REPORT_REJECTED', reportId)).toHaveLength(1);

    // A rejected report can be neither started, rejected nor completed again.
    for (const action of ['start', 'reject', 'complete']) {
      const body =
        action === 'reject'
          ? { code: 'FORM_ISSUES', note: 'again' }
          : action === 'complete'
            ? { periods: [period()] }
            : undefined;
      expect((await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/${action}`, body)).statusCode, action).toBe(
        409,
      );
    }
  });

  it('a replaced 8821 sends the rejected order back to the queue', async () => {
    const { reportId, clientId } = await placeOrder();
    await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/reject`, {
      code: 'FORM_ILLEGIBLE',
      note: 'Scan is blurred.',
    });
    const res = await upload(officer, `/api/forms/replace8821/${clientId}`, [
      { name: 'file', filename: 'new-8821.pdf', bytes: pdf },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await call(t.app, ops, 'GET', `/api/ops/reports/${reportId}`)).json();
    expect(detail.status).toBe('PENDING');
    expect(detail.client.status).toBe('PENDING');
    expect(detail.history.map((e: { type: string }) => e.type)).toEqual(['PLACED', 'REJECTED', 'RESUBMITTED']);
    const form = await call(t.app, ops, 'GET', `/api/ops/reports/${reportId}/form8821`);
    expect(form.headers['content-disposition']).toContain('new-8821.pdf');
  });

  it('refuses bad periods with 400 naming the field', async () => {
    const { reportId } = await placeOrder();
    const bad = [
      { periods: [] },
      { periods: [period({ form: '941', period: '2025' })] },
      { periods: [period({ balanceCents: -5 })] },
      { periods: [period({ lienFiledOn: '10/01/2025' })] },
      { periods: [{ ...period(), form: '9999' }] },
    ];
    for (const body of bad) {
      const res = await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/complete`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().messages[0].key).toBeTruthy();
    }
  });

  it('completes with derived figures and a PDF the lender downloads; other lenders get 404', async () => {
    const { reportId, clientId, orderId } = await placeOrder();
    const today = new Date();
    const tenDaysAgo = new Date(today.getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
    const before = (await call(t.app, officer, 'GET', '/api/dashboard/portfolio')).json();
    const res = await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/complete`, {
      periods: [
        period({ period: String(today.getUTCFullYear() - 1), balanceCents: 12_345_00, lienFiledOn: tenDaysAgo }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'COMPLETED',
      totalLiabilityCents: 12_345_00,
      riskLevel: 'HIGH',
      hasReportPdf: true,
    });
    expect(res.json().categories).toEqual(
      expect.arrayContaining(['WITH_LIABILITIES', 'WITH_OUT_IA', 'WITH_LIENS', 'WITH_LIENS_LAST_45_DAYS']),
    );
    expect(
      (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status,
    ).toBe('COMPLETED');
    expect(
      (await t.db.selectFrom('clients').select('status').where('id', '=', clientId).executeTakeFirstOrThrow()).status,
    ).toBe('ACTIVE');
    const latest = await t.db
      .selectFrom('client_latest_reports')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(latest).toMatchObject({ report_id: reportId, total_liability_cents: 12_345_00, risk_level: 'HIGH' });
    const after = (await call(t.app, officer, 'GET', '/api/dashboard/portfolio')).json();
    expect(JSON.stringify(after)).not.toEqual(JSON.stringify(before));

    const download = await call(t.app, officer, 'GET', `/api/reports/${reportId}/pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
    const doc = await PDFDocument.load(download.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThan(0);
    expect(doc.getTitle()).toContain('TaxLens report');

    expect((await call(t.app, cedar, 'GET', `/api/reports/${reportId}/pdf`)).statusCode).toBe(404);
    expect(
      (await call(t.app, officer, 'GET', '/api/reports/00000000-0000-4000-8000-000000000000/pdf')).statusCode,
    ).toBe(404);
    expect(
      JSON.stringify(
        (await call(t.app, officer, 'GET', '/api/notifications/portal/alerts?alertType=HIGH_RISK')).json(),
      ),
    ).toContain('A federal tax lien was filed in the last 45 days.');
    expect(
      (await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/complete`, { periods: [period()] })).statusCode,
    ).toBe(409);
    expect(await auditOf('OPS_REPORT_COMPLETED', reportId)).toHaveLength(1);
  });

  it('renames the client when operations enters a different name from the IRS record', async () => {
    const { reportId, clientId } = await placeOrder();
    const res = await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/complete`, {
      periods: [period()],
      irsName: 'Harbor Freight Holdings LLC',
    });
    expect(res.statusCode, res.body).toBe(200);
    const client = await t.db
      .selectFrom('clients')
      .select('business_name')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(client.business_name).toBe('Harbor Freight Holdings LLC');
    const renamed = await t.db
      .selectFrom('alerts')
      .select('title')
      .where('client_id', '=', clientId)
      .where('portal_alert_type', '=', 'CLIENT_RENAMED')
      .execute();
    expect(renamed).toEqual([{ title: 'Client renamed: Harbor Freight Holdings LLC' }]);
  });
});

describe('lenders in the console', () => {
  it('lists lenders and changes one lender’s settings and capabilities, audited', async () => {
    const list = (await call(t.app, ops, 'GET', '/api/ops/lenders')).json();
    expect(list.map((l: { companyName: string }) => l.companyName)).toContain('Beacon Bank');
    const beacon = await lenderIdByName(t.db, 'Beacon Bank');
    const settings = (await call(t.app, ops, 'GET', `/api/ops/lenders/${beacon}`)).json();
    expect(settings.capabilities.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['viewkeyinsights', 'expressUpgrade']),
    );
    const res = await call(t.app, ops, 'PUT', `/api/ops/lenders/${beacon}`, {
      monitorType: 'MONTHLY',
      canOrderExpress: true,
      canOrderSameDay: false,
      capabilities: { viewkeyinsights: 'ACTIVE', expressUpgrade: 'ACTIVE' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ monitorType: 'MONTHLY', canOrderExpress: true, canOrderSameDay: false });
    expect(res.json().capabilities.find((c: { name: string }) => c.name === 'viewkeyinsights').state).toBe('ACTIVE');
    expect(await auditOf('OPS_LENDER_SETTINGS_CHANGED', beacon)).toHaveLength(1);
    expect(
      (
        await call(t.app, ops, 'PUT', `/api/ops/lenders/${beacon}`, {
          monitorType: 'DAILY',
          canOrderExpress: true,
          canOrderSameDay: false,
          capabilities: {},
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(t.app, ops, 'GET', '/api/ops/lenders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });
});

describe('online submission of an e-signed 8821 (decision 210)', () => {
  const submit = (reportId: string, body: unknown, session: Session = ops) =>
    call(t.app, session, 'POST', `/api/ops/reports/${reportId}/form8821/submitted-online`, body);
  const markESigned = (reportId: string) =>
    t.db
      .updateTable('stored_files')
      .set({ e_signed: true })
      .where(
        'id',
        '=',
        t.db
          .selectFrom('reports as r')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .select('o.form_file_id')
          .where('r.id', '=', reportId),
      )
      .execute();

  it('is recorded once per form, with who, when and the confirmation, in the history and the audit log', async () => {
    const { reportId } = await placeOrder();
    await markESigned(reportId);
    const before = (await call(t.app, ops, 'GET', `/api/ops/reports/${reportId}`)).json();
    expect(before).toMatchObject({ form8821ESigned: true, onlineSubmission: null });

    const res = await submit(reportId, { reference: '  IRS-8821-000123 ' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.onlineSubmission).toMatchObject({ by: expect.any(String), reference: 'IRS-8821-000123' });
    expect(Date.parse(detail.onlineSubmission.at)).not.toBeNaN();
    expect(detail.history.at(-1)).toMatchObject({ type: 'SUBMITTED_ONLINE', note: 'Confirmation IRS-8821-000123' });
    expect(await auditOf('OPS_8821_SUBMITTED_ONLINE', reportId)).toHaveLength(1);

    const again = await submit(reportId, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].value).toBe('This Form 8821 is already recorded as submitted online.');
    expect(await auditOf('OPS_8821_SUBMITTED_ONLINE', reportId)).toHaveLength(1);
  });

  it('refuses a paper form, bad input, an unknown report and anyone but operations', async () => {
    const { reportId } = await placeOrder();
    expect((await call(t.app, ops, 'GET', `/api/ops/reports/${reportId}`)).json()).toMatchObject({
      form8821ESigned: false,
      onlineSubmission: null,
    });
    const paper = await submit(reportId, {});
    expect(paper.statusCode).toBe(409);
    expect(paper.json().messages[0].value).toMatch(/signed on paper/);

    await markESigned(reportId);
    expect((await submit(reportId, { reference: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await submit(reportId, { reference: 42 })).statusCode).toBe(400);
    expect((await submit('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
    expect((await submit(reportId, {}, officer)).statusCode).toBe(403);
    const detail = (await call(t.app, ops, 'GET', `/api/ops/reports/${reportId}`)).json();
    expect(detail.onlineSubmission).toBeNull();
    // Without a reference: recorded, with no confirmation.
    const ok = await submit(reportId, { reference: '' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().onlineSubmission.reference).toBeNull();
  });
});
