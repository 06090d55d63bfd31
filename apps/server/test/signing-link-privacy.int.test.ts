import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMovableClock } from './support/movable-clock.js';
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
        sign: await call(t.app, null, 'POST', `${url}/sign`, {
          keepPriorAuthorizations: false,
          esignConsent: true,
          signature: { kind: 'typed', name: 'Lee Privy' },
        }),
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

      const code = await lastMatch(r.email, /signing code is (\d{6})/);
      expect((await call(t.app, null, 'POST', `${url}/identity`, { last4: r.last4, code })).statusCode).toBe(204);

      const checked = await call(t.app, null, 'GET', url);
      expect(checked.json()).toMatchObject({ identityChecked: true, formSha256: expect.any(String) });
      expect(checked.json().form.taxpayer.taxId).toBe(kind === 'SSN' ? `***-**-${r.last4}` : `**-***${r.last4}`);
      expect(checked.body).not.toContain(r.digits);
      const pdf = await call(t.app, null, 'GET', `${url}/form`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdfText(pdf.rawPayload)).toContain(r.taxId);

      // Once signed, the link serves the id no more (the signer got the signed copy through its own link).
      const signed = await call(t.app, null, 'POST', `${url}/sign`, {
        keepPriorAuthorizations: false,
        esignConsent: true,
        signature: { kind: 'typed', name: 'Lee Privy' },
      });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(pdfText((await call(t.app, null, 'GET', signed.json().downloadUrl)).rawPayload)).toContain(r.taxId);
      const after = await call(t.app, null, 'GET', url);
      expectNoTaxId(after.body, r, 'the page after signing');
      expect((await call(t.app, null, 'GET', `${url}/form`)).statusCode).toBe(409);
    },
  );

  it('the PDF is refused on a link whose request expired, even after the check', async () => {
    const r = await sendFor('SSN');
    await call(t.app, null, 'POST', `/api/sign/${r.token}/code`);
    const code = await lastMatch(r.email, /signing code is (\d{6})/);
    expect(
      (await call(t.app, null, 'POST', `/api/sign/${r.token}/identity`, { last4: r.last4, code })).statusCode,
    ).toBe(204);
    clock.advance(60 * 86_400_000);
    const form = await call(t.app, null, 'GET', `/api/sign/${r.token}/form`);
    expect(form.statusCode).toBe(409);
    expectNoTaxId(form.rawPayload, r, 'the PDF after expiry');
  });
});
