import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formCoverage } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSignatureRequestJob } from '../src/modules/esign/esign-job.js';
import { prefillForClient } from '../src/modules/esign/prefill.js';
import { mailSigningLink } from '../src/modules/esign/signer-mail.js';
import { findFormsOnFile } from '../src/modules/clients/form-on-file.js';
import { createFormCheckTask } from '../src/modules/form-check/index.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { postMultipart } from './support/order-upload.js';
import { createMovableClock } from './support/movable-clock.js';
import { passSigningCheck } from './support/signing-pass.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const DAY = 86_400_000;

/** poppler's pdfsig or pdftotext on a PDF, as a relying party would check the signed form. */
function poppler(tool: 'pdfsig' | 'pdftotext', pdf: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'taxlens-esign-flow-')), 'form.pdf');
  writeFileSync(file, pdf);
  const result = spawnSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' });
  if (result.error) throw result.error;
  return `${result.stdout}${result.stderr}`;
}

describe('signature requests: the lender sends, the borrower signs once through the link', () => {
  const clock = createMovableClock(new Date('2026-03-02T15:00:00Z'));
  let t: TestApp;
  let lender: Session;
  let acmeId: string;
  let clients: { id: string; tax_id_last4: string; business_name: string }[];
  let signer = 0;

  const mailsTo = async (to: string) => {
    await t.app.ctx.outbox.drain();
    return t.db
      .selectFrom('dev_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', to)
      .orderBy('id')
      .execute();
  };
  const linkIn = async (to: string) => {
    const tokens = (await mailsTo(to)).map((m) => /\/sign\/([A-Za-z0-9_-]{43})/.exec(m.body)?.[1]).filter(Boolean);
    return tokens[tokens.length - 1]!;
  };
  const codeIn = async (to: string) => {
    const codes = (await mailsTo(to)).map((m) => /signing code is (\d{6})/.exec(m.body)?.[1]).filter(Boolean);
    return codes[codes.length - 1]!;
  };
  const events = async (type: string, requestId: string) =>
    (await t.db.selectFrom('domain_events').select('payload').where('type', '=', type).execute()).filter(
      (e) => (e.payload as { signatureRequestId: string }).signatureRequestId === requestId,
    ).length;
  const evidence = (requestId: string) =>
    t.db
      .selectFrom('signature_request_events')
      .select(['type', 'ip', 'user_agent'])
      .where('request_id', '=', requestId)
      .orderBy('id')
      .execute();

  /** Sends a request for a client; answers its id, the signer's address and the link token from the signer's mail. */
  const send = async (client: { id: string }) => {
    const email = `signer${(signer += 1)}@borrower.test`;
    const res = await call(t.app, lender, 'POST', `/api/clients/${client.id}/signature-requests`, {
      signerName: 'Dana Signer',
      signerEmail: email,
      signerTitle: 'CEO',
      attestRelationship: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toMatch(/sign\//);
    return { id: res.json().id as string, email, token: await linkIn(email) };
  };
  /** The identity check as the signer passes it: answers the pass their browser now holds. */
  const passCheck = (r: { token: string; email: string }, last4: string) =>
    passSigningCheck(t.app, { token: r.token, last4 }, () => codeIn(r.email));
  const signBody = {
    title: 'CEO',
    phone: '(212) 555-0142',
    keepPriorAuthorizations: false,
    esignConsent: true,
    timeZone: 'America/Chicago',
    signature: { kind: 'drawn', name: 'Dana Signer', png: PNG },
  };

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://portal.example.test' } });
    acmeId = (
      await t.db.selectFrom('lenders').select('id').where('company_name', '=', 'Acme Capital').executeTakeFirstOrThrow()
    ).id;
    clients = await t.db
      .selectFrom('clients')
      .select(['id', 'tax_id_last4', 'business_name'])
      .where('lender_id', '=', acmeId)
      .orderBy('id')
      .limit(6)
      .execute();
    // The sender hears of the client's authorization news (MISSING_AUTH covers every client).
    await t.db
      .updateTable('users')
      .set({ notification_types: ['MISSING_AUTH_ALL'] })
      .where('username', '=', 'loan.officer')
      .execute();
    lender = await openSession(t.app, 'loan.officer', 'Acme Capital');
  }, 120_000);
  afterAll(() => t?.close());

  it('shows the lender the prefilled form with the tax id masked, and refuses a send without the attestation', async () => {
    const c = clients[0]!;
    const prefill = await call(t.app, lender, 'GET', `/api/clients/${c.id}/signature-requests/prefill`);
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json().taxpayer.taxId).toMatch(new RegExp(`${c.tax_id_last4}$`));
    expect(prefill.json().taxpayer.taxId).toContain('*');
    const refused = await call(t.app, lender, 'POST', `/api/clients/${c.id}/signature-requests`, {
      signerName: 'X',
      signerEmail: 'x@borrower.test',
      attestRelationship: false,
    });
    expect(refused.statusCode).toBe(400);
  });

  // The whole life of a request in one test (sealing, poppler's checks, the form check of the signed PDF): about
  // 10 s on a quiet machine, and it passed 30 s on a CI machine running the suites' two workers at full load.
  it(
    'opens many times (each open is evidence, viewed once), checks identity, signs once and files the form as the client 8821',
    { timeout: 120_000 },
    async () => {
      const c = clients[0]!;
      const r = await send(c);
      for (let i = 0; i < 3; i += 1) {
        const page = await call(t.app, null, 'GET', `/api/sign/${r.token}`);
        expect(page.statusCode).toBe(200);
        expect(page.json()).toMatchObject({ lenderName: 'Acme Capital', status: 'OPENED', signerName: 'Dana Signer' });
      }
      expect(await events('esign.viewed', r.id)).toBe(1);
      expect((await evidence(r.id)).filter((e) => e.type === 'OPENED')).toHaveLength(3);
      // The PDF carries the whole tax id: only after the identity check (docs/decisions/255).
      expect((await call(t.app, null, 'GET', `/api/sign/${r.token}/form`)).statusCode).toBe(409);

      expect((await call(t.app, null, 'POST', `/api/sign/${r.token}/sign`, signBody)).statusCode).toBe(409);
      const pass = await passCheck(r, c.tax_id_last4);
      const form = await call(t.app, pass, 'GET', `/api/sign/${r.token}/form`);
      expect(form.headers['content-type']).toContain('application/pdf');
      const signed = await call(t.app, pass, 'POST', `/api/sign/${r.token}/sign`, signBody);
      expect(signed.statusCode, signed.body).toBe(200);
      const pdf = await call(t.app, null, 'GET', signed.json().downloadUrl);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const again = await call(t.app, pass, 'POST', `/api/sign/${r.token}/sign`, {
        ...signBody,
        signature: { kind: 'typed', name: 'Dana Signer' },
      });
      expect(again.statusCode).toBe(409);
      expect(await events('esign.signed', r.id)).toBe(1);

      const row = await t.db
        .selectFrom('signature_requests')
        .selectAll()
        .where('id', '=', r.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('SIGNED');
      const client = await t.db
        .selectFrom('clients')
        .select(['form_file_id', 'authorization_periods'])
        .where('id', '=', c.id)
        .executeTakeFirstOrThrow();
      expect(client.form_file_id).toBe(row.signed_file_id);
      const clientRow = await t.db
        .selectFrom('clients as c')
        .innerJoin('lenders as l', 'l.id', 'c.lender_id')
        .select(['c.client_type', 'c.monitoring_frequency', 'l.monitor_type'])
        .where('c.id', '=', c.id)
        .executeTakeFirstOrThrow();
      const monitored = clientRow.monitor_type !== 'None' && clientRow.monitoring_frequency !== 'None';
      // The covered periods are the coverage table's for the standard product (docs/decisions/199).
      expect(client.authorization_periods).toEqual(
        formCoverage({ reportType: 'STANDARD', clientType: clientRow.client_type, monitored, today: '2026-03-02' })
          .coveredPeriods,
      );
      const file = await t.db
        .selectFrom('stored_files')
        .select(['e_signed', 'content_type', 'storage_key'])
        .where('id', '=', row.signed_file_id!)
        .executeTakeFirstOrThrow();
      expect(file).toMatchObject({ e_signed: true, content_type: 'application/pdf' });
      // The stored form is the real 8821, sealed as its last step: the seal covers every byte.
      const stored = (await t.app.ctx.storage.get(file.storage_key))!;
      expect(Buffer.compare(stored, pdf.rawPayload)).toBe(0);
      const sig = poppler('pdfsig', stored);
      expect(sig).toContain('Signature is Valid.');
      expect(sig).toContain('Total document signed');
      const text = poppler('pdftotext', stored);
      expect(text).toContain(c.business_name);
      expect(text).toContain('Signature certificate');
      expect(text).toContain(r.id);
      const onFile = (
        await findFormsOnFile(t.db, acmeId, [c.id], { now: clock.now(), usableDays: t.config.formOnFileDays })
      ).get(c.id);
      expect(onFile).toMatchObject({ fileId: row.signed_file_id, problem: null });
      // The lender's own download of the client's 8821 is the signed form.
      expect((await call(t.app, lender, 'GET', `/api/clients/${c.id}/form8821`)).statusCode).toBe(200);

      // The signed form is the IRS's official one, filled (decision 289): the form check reads it as Ready.
      const started = await postMultipart(t.app, lender, `/api/form-checks/client/${c.id}`, [
        { name: 'file', filename: 'signed-8821.pdf', bytes: stored },
      ]);
      expect(started.statusCode, started.body).toBe(202);
      await createJobRunner({
        db: t.db,
        clock,
        log: t.app.log,
        jobs: [],
        tasks: [createFormCheckTask(t.app.ctx)],
      }).runTasks();
      const check = (await call(t.app, lender, 'GET', `/api/form-checks/${started.json().id}`)).json();
      expect(check, JSON.stringify(check.findings)).toMatchObject({ status: 'done', verdict: 'ready', codes: [] });
      expect(check.readBy).toBe('fields');

      const types = (await evidence(r.id)).map((e) => e.type);
      expect(types).toEqual([
        'CREATED',
        'SENT',
        'OPENED',
        'OPENED',
        'OPENED',
        'CODE_SENT',
        'IDENTITY_CHECKED',
        'CONSENTED',
        'SIGNED',
      ]);
      expect((await evidence(r.id)).find((e) => e.type === 'SIGNED')?.ip).toBeTruthy();
      const officer = await t.db
        .selectFrom('users')
        .select('email')
        .where('username', '=', 'loan.officer')
        .executeTakeFirstOrThrow();
      expect((await mailsTo(officer.email)).map((m) => m.subject)).toContain(`Form 8821 signed: ${c.business_name}`);
      const listed = await call(t.app, lender, 'GET', `/api/clients/${c.id}/signature-requests`);
      expect(listed.json()[0]).toMatchObject({ id: r.id, status: 'SIGNED' });
    },
  );

  it('answers 404 to an unknown token, and a link reaches its own request only', async () => {
    expect((await call(t.app, null, 'GET', `/api/sign/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call(t.app, null, 'GET', '/api/sign/short')).statusCode).toBe(404);
    const a = await send(clients[1]!);
    const b = await send(clients[2]!);
    const pageA = (await call(t.app, null, 'GET', `/api/sign/${a.token}`)).json();
    expect(pageA).toMatchObject({ signerName: 'Dana Signer', identityChecked: false });
    // B's code and digits do not pass A's check.
    await call(t.app, null, 'POST', `/api/sign/${b.token}/code`);
    const crossed = await call(t.app, null, 'POST', `/api/sign/${a.token}/identity`, {
      last4: clients[2]!.tax_id_last4,
      code: await codeIn(b.email),
    });
    expect(crossed.statusCode).toBe(400);
    // The link is no session: lender routes stay closed to it.
    expect((await call(t.app, null, 'GET', `/api/clients/${clients[1]!.id}/signature-requests`)).statusCode).toBe(401);
  });

  it('locks after five failed checks, tells the sender, and refuses the link afterwards', async () => {
    const c = clients[3]!;
    const r = await send(c);
    await call(t.app, null, 'POST', `/api/sign/${r.token}/code`);
    const code = await codeIn(r.email);
    const wrong = c.tax_id_last4 === '0000' ? '1111' : '0000';
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await call(t.app, null, 'POST', `/api/sign/${r.token}/identity`, { last4: wrong, code })).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    expect(
      await t.db
        .selectFrom('signature_requests')
        .select(['status', 'failed_checks'])
        .where('id', '=', r.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'LOCKED', failed_checks: 5 });
    expect(
      (await call(t.app, null, 'POST', `/api/sign/${r.token}/identity`, { last4: c.tax_id_last4, code })).statusCode,
    ).toBe(409);
    const officer = await t.db
      .selectFrom('users')
      .select('email')
      .where('username', '=', 'loan.officer')
      .executeTakeFirstOrThrow();
    expect((await mailsTo(officer.email)).map((m) => m.subject)).toContain(
      `Signature request locked: ${c.business_name}`,
    );
  });

  it('resend kills the old link; void ends the request; decline raises an INCOMPLETE_AUTH alert once', async () => {
    const r = await send(clients[4]!);
    const resent = await call(t.app, lender, 'POST', `/api/signature-requests/${r.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect((await call(t.app, null, 'GET', `/api/sign/${r.token}`)).statusCode).toBe(404);
    const fresh = await linkIn(r.email);
    expect(fresh).not.toBe(r.token);
    const declined = await call(t.app, null, 'POST', `/api/sign/${fresh}/decline`, { reason: 'Wrong company name' });
    expect(declined.statusCode).toBe(204);
    expect(await events('esign.declined', r.id)).toBe(1);
    const alerts = await t.db
      .selectFrom('alerts')
      .select('portal_alert_type')
      .where('client_id', '=', clients[4]!.id)
      .where('portal_alert_type', '=', 'INCOMPLETE_AUTH')
      .where('created_at', '=', clock.now())
      .execute();
    expect(alerts).toHaveLength(1);
    expect((await call(t.app, lender, 'POST', `/api/signature-requests/${r.id}/void`)).statusCode).toBe(409);

    const v = await send(clients[4]!);
    expect((await call(t.app, lender, 'POST', `/api/signature-requests/${v.id}/void`)).json().status).toBe('VOIDED');
    expect((await call(t.app, null, 'GET', `/api/sign/${v.token}`)).statusCode).toBe(404);
  });

  it('reminds at 2 and 5 days (earlier links keep working) and expires after 14, told once', async () => {
    const r = await send(clients[5]!);
    // (The open requests of the tests above are reminded alongside: counts are of this signer's mail.)
    const reminders = async () => (await mailsTo(r.email)).filter((m) => m.subject?.startsWith('Reminder:')).length;
    clock.advance(2 * DAY + 60_000);
    await runSignatureRequestJob(t.db, t.app.ctx, clock.now());
    expect(await runSignatureRequestJob(t.db, t.app.ctx, clock.now())).toMatchObject({ reminded: 0 });
    expect(await reminders()).toBe(1);
    const reminder = await linkIn(r.email);
    expect(reminder).not.toBe(r.token);
    expect((await call(t.app, null, 'GET', `/api/sign/${r.token}`)).statusCode).toBe(200);
    clock.advance(3 * DAY);
    await runSignatureRequestJob(t.db, t.app.ctx, clock.now());
    expect(await reminders()).toBe(2);
    clock.advance(10 * DAY);
    await runSignatureRequestJob(t.db, t.app.ctx, clock.now());
    expect(await runSignatureRequestJob(t.db, t.app.ctx, clock.now())).toMatchObject({ expired: 0 });
    expect(await events('esign.expired', r.id)).toBe(1);
    expect((await call(t.app, null, 'GET', `/api/sign/${r.token}`)).json().status).toBe('EXPIRED');
    expect((await call(t.app, null, 'POST', `/api/sign/${r.token}/code`)).statusCode).toBe(409);
  });

  it('dates the prefilled form and the link on the Eastern calendar, not the UTC one (decision 324)', async () => {
    const c = clients[0]!;
    const row = await t.db
      .selectFrom('clients as c')
      .innerJoin('lenders as l', 'l.id', 'c.lender_id')
      .select(['c.client_type', 'c.monitoring_frequency', 'l.monitor_type'])
      .where('c.id', '=', c.id)
      .executeTakeFirstOrThrow();
    const coverageOn = (today: string) =>
      formCoverage({
        reportType: 'STANDARD',
        clientType: row.client_type,
        monitored: row.monitor_type !== 'None' && row.monitoring_frequency !== 'None',
        today,
      }).coveredPeriods;
    // 03:00 UTC on Jan 1 is 10 p.m. on Dec 31 in New York: the signer dates the form in the old year.
    const form = await prefillForClient(t.db, acmeId, c.id, {
      config: t.config,
      now: new Date('2027-01-01T03:00:00Z'),
      signer: { name: 'Dana Signer' },
      reference: 'evening',
    });
    expect(form!.coveredPeriods).toEqual(coverageOn('2026-12-31'));
    expect(form!.coveredPeriods).not.toEqual(coverageOn('2027-01-01'));

    // A link that ends at 10 p.m. on Nov 29 in New York is valid until Nov 29, not Nov 30.
    const to = 'evening.signer@borrower.test';
    await mailSigningLink(
      t.db,
      { publicUrl: 'https://portal.example.test', productName: 'TaxLens' },
      {
        signer: { signer_email: to, signer_mobile: null, signer_name: 'Eve Evening' },
        lenderName: 'Acme Capital',
        token: 'evening-token',
        expiresAt: new Date('2026-11-30T03:00:00Z'),
        reminder: false,
      },
      clock.now(),
    );
    expect((await mailsTo(to))[0]!.body).toContain('(valid until 2026-11-29)');
  });
});
