import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCase } from '../../../packages/form-check/src/corpus/build-case.js';
import { CORPUS } from '../../../packages/form-check/src/corpus/cases.js';
import { createFormCheckTask } from '../src/modules/form-check/index.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { createMovableClock } from './support/movable-clock.js';
import { makePdf } from './support/multipart.js';
import { createCorpusClient } from './support/corpus-client.js';
import { postMultipart, singleOrderParts } from './support/order-upload.js';
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
import { startWebhookReceiver } from './support/webhook-receiver.js';

/**
 * Decision 287: a client's 8821 from its check to its end — submitted, recorded on the CAF (by an operator
 * or the first transcript), rejected by the IRS with a code (form.rejected, delivered to a subscribed
 * endpoint), revoked, expiring — as operations, the lists, the client page and /api/v1 show it; and
 * operations' count of rejections the check had missed.
 */
describe('the 8821 after its check (decision 287)', { timeout: 120_000 }, () => {
  // The corpus forms are signed 02/20/2026 and received 2026-03-02: the check runs on that day.
  const clock = createMovableClock(new Date('2026-03-02T15:00:00Z'));
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let officer: Session;
  let admin: Session;
  let ops: Session;
  let acme: string;
  let ein = 0;
  const corpusCase = (name: string) => CORPUS.find((c) => c.name === name)!;
  const runChecks = () =>
    createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [], tasks: [createFormCheckTask(t.app.ctx)] }).runTasks();

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    acme = await lenderIdByName(t.db, 'Acme Capital');
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    ops = await openSession(t.app, 'ops.admin', null);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  /** A new corporation with an order placed on a corpus form, its check run; answers the ids. */
  async function orderWithCheckedForm(formCase: string, name: string) {
    // The corpus's form carries 12-3456789; each client its own EIN otherwise (the check then flags the TIN).
    const clientId = await createCorpusClient(t.app, officer, {
      businessName: name,
      ein: ein++ === 0 ? '12-3456789' : `12-${String(3456789 + ein).padStart(7, '0')}`,
    });
    const bytes = await buildCase(corpusCase(formCase), 'digital');
    const placed = await postMultipart(
      t.app,
      officer,
      '/api/forms/upload8821',
      singleOrderParts({ clientId, file: bytes }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0].id as string;
    await runChecks();
    const report = await t.db
      .selectFrom('reports')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { clientId, orderId, reportId: report.id };
  }

  const detail = async (reportId: string) => {
    const res = await call(t.app, ops, 'GET', `/api/ops/reports/${reportId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const move = (reportId: string, body: object) =>
    call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/form8821/stage`, body);
  const lifeOnClientPage = async (clientId: string) =>
    (await call(t.app, officer, 'GET', `/api/clients/${clientId}`)).json().form8821Life;
  /** One cell of a list's CSV export: the row of the client (its id is the first column), the named column. */
  const csvCellOf = (csv: string, clientId: string, header: string) => {
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const at = lines[0]!.split(',').indexOf(header);
    expect(at, lines[0]).toBeGreaterThan(0);
    return lines.find((line) => line.startsWith(clientId))?.split(',')[at];
  };
  const reject = (reportId: string, code: string) =>
    call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/reject`, { code, note: 'Returned by the IRS.' });

  it('moves from checked to submitted (fax) to recorded on the CAF by the first transcript, with the history', async () => {
    const { clientId, reportId } = await orderWithCheckedForm('clean-c_corp', 'Stage Fax Inc');
    expect(await lifeOnClientPage(clientId)).toMatchObject({
      stage: 'checked',
      submittedAt: null,
      check: { status: 'done', verdict: 'ready' },
    });
    expect((await detail(reportId)).formLife).toMatchObject({ stage: 'checked' });

    const submitted = await move(reportId, { stage: 'submitted', via: 'fax' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().formLife).toMatchObject({ stage: 'submitted', submittedVia: 'fax' });
    expect(submitted.json().history.at(-1)).toMatchObject({
      type: 'FORM_SUBMITTED',
      by: expect.any(String),
      note: 'Submitted to the IRS by fax',
    });
    const again = await move(reportId, { stage: 'submitted', via: 'online' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].value).toBe('This Form 8821 is already recorded as submitted to the IRS.');
    expect((await move(reportId, { stage: 'faxed' })).statusCode).toBe(400);

    // The IRS answers transcripts only under a form on its CAF: the first upload records it.
    const upload = await postMultipart(t.app, ops, `/api/ops/reports/${reportId}/transcripts`, [
      { name: 'files', filename: 'transcripts.pdf', bytes: await makePdf('Account transcript') },
    ]);
    expect(upload.statusCode, upload.body).toBe(202);
    const recorded = await lifeOnClientPage(clientId);
    expect(recorded).toMatchObject({ stage: 'recorded', recordedOnCafFrom: 'transcript', submittedVia: 'fax' });
    // A second transcript leaves the first date.
    clock.advance(60_000);
    await postMultipart(t.app, ops, `/api/ops/reports/${reportId}/transcripts`, [
      { name: 'files', filename: 'more.pdf', bytes: await makePdf('Another transcript') },
    ]);
    expect((await lifeOnClientPage(clientId)).recordedOnCafAt).toBe(recorded.recordedOnCafAt);
    const byHand = await move(reportId, { stage: 'recorded' });
    expect(byHand.statusCode).toBe(409);
  });

  it('records an IRS rejection: form.rejected beside order.rejected, delivered to a subscribed endpoint; the lists and /api/v1 show it', async () => {
    const registered = await call(t.app, admin, 'POST', '/api/webhooks/endpoints', {
      url: receiver.url,
      eventTypes: ['form.rejected'],
      description: 'Loan system',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { clientId, orderId, reportId } = await orderWithCheckedForm('clean-c_corp', 'Stage Rejected Inc');
    expect((await move(reportId, { stage: 'submitted', via: 'online' })).statusCode).toBe(200);

    const rejected = await reject(reportId, 'SIGNATURE_DATE_MISSING_ILLEGIBLE');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().formLife).toMatchObject({
      stage: 'rejected',
      rejectionCode: 'SIGNATURE_DATE_MISSING_ILLEGIBLE',
      fixable: true,
    });
    const events = await t.db
      .selectFrom('domain_events')
      .select(['type', 'payload'])
      .where('type', 'in', ['order.rejected', 'form.rejected'])
      .execute();
    expect(
      events
        .filter((e) => (e.payload as { reportId: string }).reportId === reportId)
        .map((e) => e.type)
        .sort(),
    ).toEqual(['form.rejected', 'order.rejected']);
    const file = await t.db
      .selectFrom('orders')
      .select('form_file_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const expected = {
      fileId: file.form_file_id,
      clientId,
      orderId,
      reportId,
      code: 'SIGNATURE_DATE_MISSING_ILLEGIBLE',
      label: 'Signature date missing or illegible',
      fixable: true,
      raisedByCheck: false,
    };
    expect(events.map((e) => e.payload)).toContainEqual(expected);

    await t.app.ctx.outbox.drain();
    await t.app.ctx.webhooks.deliverDue();
    const delivered = receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: unknown });
    expect(delivered).toContainEqual(expect.objectContaining({ type: 'form.rejected', data: expected }));

    // A rejected form is not submitted or recorded again.
    const refused = await move(reportId, { stage: 'recorded' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0].value).toBe(
      'This Form 8821 was rejected by the IRS: a new signed form is needed.',
    );

    // Incomplete Authorizations shows the stage and the code; so do the client page and /api/v1.
    const list = (
      await call(t.app, officer, 'GET', '/api/portfolio/incomplete-auth?size=100&sort=businessName')
    ).json();
    expect(list.content.find((c: { id: string }) => c.id === clientId)).toMatchObject({
      formStage: 'rejected',
      formRejectionCode: 'SIGNATURE_DATE_MISSING_ILLEGIBLE',
    });
    // Its CSV export carries the same column, in the same words.
    const exported = await call(t.app, officer, 'GET', '/api/portfolio/incomplete-auth/export?sort=businessName');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(csvCellOf(exported.body, clientId, 'Form 8821 Stage')).toBe(
      'Rejected by the IRS: Signature date missing or illegible',
    );
    expect(await lifeOnClientPage(clientId)).toMatchObject({ stage: 'rejected', fixable: true });
    const key = (await issueApiKey(t.app, acme, { name: 'LOS', scopes: ['read'] })).secret;
    const apiClient = await callWithKey(t.app, key, 'GET', `/api/v1/clients/${clientId}`);
    expect(apiClient.statusCode, apiClient.body).toBe(200);
    expect(apiClient.json().form8821Life).toMatchObject({
      stage: 'rejected',
      submittedVia: 'online',
      rejectionCode: 'SIGNATURE_DATE_MISSING_ILLEGIBLE',
      check: { status: 'done', verdict: expect.any(String) },
    });
  });

  it('counts the rejections the check had not raised, per code with the orders, and not those it had', async () => {
    const missed = await orderWithCheckedForm('clean-c_corp', 'Missed Code Inc');
    const foreseen = await orderWithCheckedForm('line4-checked', 'Foreseen Code Inc');
    const before = (await call(t.app, ops, 'GET', '/api/ops/missed-rejections')).json();
    const countOf = (body: { codes: { code: string; count: number }[] }, code: string) =>
      body.codes.find((c) => c.code === code)?.count ?? 0;

    expect((await reject(missed.reportId, 'NAME_EIN_SSN_ADDRESS_MISMATCH_IRS')).statusCode).toBe(200);
    expect((await reject(foreseen.reportId, 'SECTION_4_CHECKED')).statusCode).toBe(200);
    const after = await call(t.app, ops, 'GET', '/api/ops/missed-rejections');
    expect(after.statusCode, after.body).toBe(200);
    const body = after.json();
    expect(countOf(body, 'NAME_EIN_SSN_ADDRESS_MISMATCH_IRS')).toBe(
      countOf(before, 'NAME_EIN_SSN_ADDRESS_MISMATCH_IRS') + 1,
    );
    expect(countOf(body, 'SECTION_4_CHECKED')).toBe(countOf(before, 'SECTION_4_CHECKED'));
    const entry = body.codes.find((c: { code: string }) => c.code === 'NAME_EIN_SSN_ADDRESS_MISMATCH_IRS');
    expect(entry).toMatchObject({ label: 'Mismatch' });
    const order = entry.orders.find((o: { reportId: string }) => o.reportId === missed.reportId);
    expect(order).toMatchObject({
      orderId: missed.orderId,
      lenderName: 'Acme Capital',
      businessName: 'Missed Code Inc',
    });
    expect(order.codesRaised).not.toContain('NAME_EIN_SSN_ADDRESS_MISMATCH_IRS');
    const foreseenEvent = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'form.rejected')
      .execute();
    expect(foreseenEvent.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({ reportId: foreseen.reportId, raisedByCheck: true }),
    );
    // Operations only.
    expect((await call(t.app, officer, 'GET', '/api/ops/missed-rejections')).statusCode).toBe(403);
    expect((await move(missed.reportId, { stage: 'revoked' })).statusCode).toBe(200);
    expect(
      (await call(t.app, officer, 'POST', `/api/ops/reports/${missed.reportId}/form8821/stage`, { stage: 'recorded' }))
        .statusCode,
    ).toBe(403);
  });

  it('revokes a form (it moves no more), shows an expiring one on Expiring Forms, and the check verdict in the queue', async () => {
    const { clientId, orderId, reportId } = await orderWithCheckedForm('line4-checked', 'Stage Revoked Inc');
    const queue = (await call(t.app, ops, 'GET', '/api/ops/queue?size=100')).json();
    expect(queue.content.find((r: { orderId: string }) => r.orderId === orderId)).toMatchObject({
      formCheck: { status: 'done', verdict: 'likely_rejection' },
    });

    // A monitored client whose form's covered periods end within the window: Expiring Forms, stage expiring.
    await t.db
      .updateTable('clients')
      .set({ monitoring_frequency: 'MONTHLY', authorization_expires_on: '2026-03-20' })
      .where('id', '=', clientId)
      .execute();
    const expiring = (await call(t.app, officer, 'GET', '/api/portfolio/expiring-forms?size=100')).json();
    expect(expiring.content.find((c: { id: string }) => c.id === clientId)).toMatchObject({ formStage: 'expiring' });
    const exported = await call(t.app, officer, 'GET', '/api/portfolio/expiring-forms/export');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(csvCellOf(exported.body, clientId, 'Form 8821 Stage')).toBe('Expiring');

    const revoked = await move(reportId, { stage: 'revoked' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().formLife).toMatchObject({ stage: 'revoked', revokedAt: clock.now().toISOString() });
    expect(await lifeOnClientPage(clientId)).toMatchObject({ stage: 'revoked' });
    const after = await move(reportId, { stage: 'submitted', via: 'fax' });
    expect(after.statusCode).toBe(409);
    expect(after.json().messages[0].value).toBe('This Form 8821 is revoked.');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'OPS_8821_STAGE_MOVED')
      .where('target_id', '=', reportId)
      .execute();
    expect(audit.map((a) => (a.details as { stage: string }).stage)).toEqual(['revoked']);
  });
});
