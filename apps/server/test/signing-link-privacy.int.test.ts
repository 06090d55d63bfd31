import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMovableClock } from './support/movable-clock.js';
import { passSigningCheck, signingPassFrom } from './support/signing-pass.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(pdf: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'taxlens-signing-privacy-')), 'form.pdf');
  writeFileSync(file, pdf);
  return spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout;
}

/**
 * Decision 255: someone holding a signing link (a forwarded mail) sees no tax id, in full or in
 * part, before the identity check passes; after it, the page shows the last 4 and only the PDF of
 * the form carries the whole id. Each route of the link is asked as that someone would.
 */
describe('a signing link shows no tax id before the identity check', () => {
  const clock = createMovableClock(new Date('2026-05-04T15:00:00Z'));
  let t: TestApp;
  let officer: Session;
  let n = 0;

  const mailsTo = async (to: string) => {
    await t.app.ctx.outbox.drain();
    return t.db.selectFrom('dev_messages').select('body').where('recipient', '=', to).orderBy('id').execute();
  };
  const lastMatch = async (to: string, re: RegExp) =>
    (await mailsTo(to))
      .map((m) => re.exec(m.body)?.[1])
      .filter(Boolean)
      .pop()!;

  /** A client of the given kind, with digits that appear nowhere else (no year, no time, no amount). */
  async function sendFor(kind: 'SSN' | 'EIN') {
    n += 1;
    const taxId = kind === 'SSN' ? `58${n}-73-9164` : `8${n}-7391648`;
    const base = { addressLine1: '7 Alder Way', city: 'Dayton', state: 'OH', zip: '45402' };
    const created = await call(
      t.app,
      officer,
      'POST',
      '/api/neoclients/create',
      kind === 'SSN'
        ? { clientType: 'individual', firstName: 'Lee', lastName: `Privy${n}`, ssn: taxId, ...base }
        : { clientType: 'llc', businessName: `Privy Parts ${n} LLC`, ein: taxId, phone: '937-555-0100', ...base },
    );
    expect(created.statusCode, created.body).toBe(201);
    const email = `privy${n}@borrower.test`;
    const sent = await call(t.app, officer, 'POST', `/api/clients/${created.json().id}/signature-requests`, {
      signerName: 'Lee Privy',
      signerEmail: email,
      signerTitle: kind === 'EIN' ? 'Member' : undefined,
      attestRelationship: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const digits = taxId.replace(/\D/g, '');
    return {
      token: await lastMatch(email, /\/sign\/([A-Za-z0-9_-]{43})/),
      email,
      taxId,
      digits,
      last4: digits.slice(-4),
    };
  }

  /** Neither the whole id (with or without its dashes) nor its last 4 is anywhere in the answer. */
  function expectNoTaxId(body: Buffer | string, r: { taxId: string; digits: string; last4: string }, what: string) {
    const text = Buffer.isBuffer(body) ? body.toString('latin1') : body;
    expect(text, what).not.toContain(r.taxId);
    expect(text, what).not.toContain(r.digits);
    expect(text, what).not.toContain(r.last4);
  }

  const signBody = {
    keepPriorAuthorizations: false,
    esignConsent: true,
    signature: { kind: 'typed', name: 'Lee Privy' },
  };
  const codeFor = (r: { email: string }) => lastMatch(r.email, /signing code is (\d{6})/);
  /** The signer's own check, in their browser: answers the pass it set there. */
  const passCheck = (r: { token: string; email: string; last4: string }) =>
    passSigningCheck(t.app, r, () => codeFor(r));

  beforeAll(async () => {
    t = await createTestApp({ clock });
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  }, 120_000);
  afterAll(() => t?.close());

  it.each(['SSN', 'EIN'] as const)(
    'with an %s: every route of the link before the check, then the page and the PDF after it',
    async (kind) => {
      const r = await sendFor(kind);
      const url = `/api/sign/${r.token}`;

      const page = await call(t.app, null, 'GET', url);
      expect(page.statusCode).toBe(200);
      expectNoTaxId(page.body, r, 'the page');
      expect(page.json()).toMatchObject({ taxIdKind: kind, identityChecked: false, formSha256: null });
      expect(page.json().form.taxpayer.taxId).toBe(kind === 'SSN' ? '***-**-****' : '**-*******');

      const form = await call(t.app, null, 'GET', `${url}/form`);
      expect(form.statusCode).toBe(409);
      expect(form.json().messages[0].key).toBe('IDENTITY_NOT_CHECKED');
      expectNoTaxId(form.rawPayload, r, 'the PDF');

      const answers = {
        logo: await call(t.app, null, 'GET', `${url}/logo`),
        code: await call(t.app, null, 'POST', `${url}/code`),
        wrongCheck: await call(t.app, null, 'POST', `${url}/identity`, { last4: '0000', code: '000000' }),
        badCheck: await call(t.app, null, 'POST', `${url}/identity`, { last4: 'x', code: 'y' }),
        sign: await call(t.app, null, 'POST', `${url}/sign`, signBody),
        proof: await call(t.app, null, 'POST', `${url}/proof`),
        signed: await call(t.app, null, 'GET', `${url}/signed/${'B'.repeat(43)}`),
      };
      expect(answers.wrongCheck.statusCode).toBe(400);
      expect(answers.sign.statusCode).toBe(409);
      expect(answers.signed.statusCode).toBe(404);
      for (const [what, res] of Object.entries(answers)) {
        expect(res.statusCode, what).toBeLessThan(500);
        expectNoTaxId(res.rawPayload, r, what);
      }
      // The mails the link's holder may read say nothing of the id either.
      for (const mail of await mailsTo(r.email)) expectNoTaxId(mail.body, r, 'a mail to the signer');

      const pass = await passCheck(r);

      const checked = await call(t.app, pass, 'GET', url);
      expect(checked.json()).toMatchObject({ identityChecked: true, formSha256: expect.any(String) });
      expect(checked.json().form.taxpayer.taxId).toBe(kind === 'SSN' ? `***-**-${r.last4}` : `**-***${r.last4}`);
      expect(checked.body).not.toContain(r.digits);
      const pdf = await call(t.app, pass, 'GET', `${url}/form`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdfText(pdf.rawPayload)).toContain(r.taxId);

      // Once signed, the link serves the id no more (the signer got the signed copy through its own link).
      const signed = await call(t.app, pass, 'POST', `${url}/sign`, signBody);
      expect(signed.statusCode, signed.body).toBe(200);
      expect(pdfText((await call(t.app, null, 'GET', signed.json().downloadUrl)).rawPayload)).toContain(r.taxId);
      const after = await call(t.app, null, 'GET', url);
      expectNoTaxId(after.body, r, 'the page after signing');
      expect((await call(t.app, pass, 'GET', `${url}/form`)).statusCode).toBe(409);
    },
  );

  /**
   * Decision 291: the check is bound to the browser that passed it. Someone else holding the same
   * link (a forwarded mail) between the signer's check and their signature sees what they saw before
   * it, and passes a check of their own, in full, to see more.
   */
  it('after the signer checks, another browser with the same link sees no digit until it passes a check of its own', async () => {
    const r = await sendFor('SSN');
    const url = `/api/sign/${r.token}`;
    const signers = await passCheck(r);
    expect((await call(t.app, signers, 'GET', url)).json()).toMatchObject({ identityChecked: true });

    // The other browser: no pass, so the page, the PDF, the sign step answer as before the check.
    const page = await call(t.app, null, 'GET', url);
    expect(page.json()).toMatchObject({ status: 'IDENTITY_CHECKED', identityChecked: false, formSha256: null });
    expectNoTaxId(page.body, r, 'the page without the pass');
    const form = await call(t.app, null, 'GET', `${url}/form`);
    expect(form.statusCode).toBe(409);
    expect(form.json().messages[0].key).toBe('IDENTITY_NOT_CHECKED');
    expectNoTaxId(form.rawPayload, r, 'the PDF without the pass');
    const sign = await call(t.app, null, 'POST', `${url}/sign`, signBody);
    expect(sign.statusCode).toBe(409);
    expect(sign.json().messages[0].key).toBe('IDENTITY_NOT_CHECKED');
    // A pass that is not one (made up, or cut short) is no pass either.
    const forged = { cookie: `${signers.cookie.split('.')[0]}.${'A'.repeat(43)}` };
    expect((await call(t.app, forged, 'GET', url)).json().identityChecked).toBe(false);

    // Its check is a real one: the request was checked, yet no code and wrong digits do not pass.
    const free = await call(t.app, null, 'POST', `${url}/identity`, { last4: r.last4, code: '000000' });
    expect(free.statusCode).toBe(400);
    expect(free.cookies).toHaveLength(0);
    expect((await call(t.app, null, 'POST', `${url}/code`)).statusCode).toBe(204);
    const code = await codeFor(r);
    const wrong = r.last4 === '0000' ? '1111' : '0000';
    const wrongDigits = await call(t.app, null, 'POST', `${url}/identity`, { last4: wrong, code });
    expect(wrongDigits.statusCode).toBe(400);
    expect(wrongDigits.json().messages[0].value).toMatch(/3 tries left/);
    const row = await t.db
      .selectFrom('signature_requests')
      .select(['status', 'failed_checks'])
      .where('signer_email', '=', r.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'IDENTITY_CHECKED', failed_checks: 2 });

    // The right digits and a code of its own: a pass of its own, and the signer's still holds.
    const own = await call(t.app, null, 'POST', `${url}/identity`, { last4: r.last4, code });
    expect(own.statusCode, own.body).toBe(204);
    const cookie = own.cookies.find((c) => c.name === 'taxlens_sign_pass')!;
    expect(cookie).toMatchObject({ path: url, httpOnly: true, sameSite: 'Strict' });
    expect(cookie.maxAge).toBeGreaterThan(0);
    const other = signingPassFrom(own);
    expect(other.cookie).not.toBe(signers.cookie);
    const seen = await call(t.app, other, 'GET', url);
    expect(seen.json()).toMatchObject({ identityChecked: true, formSha256: expect.any(String) });
    expect(seen.json().form.taxpayer.taxId).toBe(`***-**-${r.last4}`);
    expect(pdfText((await call(t.app, other, 'GET', `${url}/form`)).rawPayload)).toContain(r.taxId);
    expect((await call(t.app, signers, 'GET', url)).json().identityChecked).toBe(true);

    // Each check is evidence: the signer's, the two failures, and the second browser's.
    const evidence = await t.db
      .selectFrom('signature_request_events as e')
      .innerJoin('signature_requests as q', 'q.id', 'e.request_id')
      .select(['e.type', 'e.detail'])
      .where('q.signer_email', '=', r.email)
      .where('e.type', 'in', ['IDENTITY_CHECKED', 'IDENTITY_CHECK_FAILED'])
      .orderBy('e.id')
      .execute();
    expect(evidence.map((e) => e.type)).toEqual([
      'IDENTITY_CHECKED',
      'IDENTITY_CHECK_FAILED',
      'IDENTITY_CHECK_FAILED',
      'IDENTITY_CHECKED',
    ]);
    expect(evidence[3]!.detail).toContain('checked again');

    // A pass is bound to its request: it opens nothing on another checked request's link.
    const r2 = await sendFor('SSN');
    await passCheck(r2);
    expect((await call(t.app, other, 'GET', `/api/sign/${r2.token}`)).json().identityChecked).toBe(false);
    expect((await call(t.app, other, 'GET', `/api/sign/${r2.token}/form`)).statusCode).toBe(409);

    // The signer signs with their own pass; the answer ends it.
    const signed = await call(t.app, signers, 'POST', `${url}/sign`, signBody);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.cookies.find((c) => c.name === 'taxlens_sign_pass')?.value).toBe('');
  });

  it('the PDF is refused on a link whose request expired, even after the check', async () => {
    const r = await sendFor('SSN');
    const pass = await passCheck(r);
    clock.advance(60 * 86_400_000);
    const form = await call(t.app, pass, 'GET', `/api/sign/${r.token}/form`);
    expect(form.statusCode).toBe(409);
    expectNoTaxId(form.rawPayload, r, 'the PDF after expiry');
  });
});
