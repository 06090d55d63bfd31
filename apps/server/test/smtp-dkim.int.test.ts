import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { describe, expect, it } from 'vitest';
import { withAppOnLocalSmtp } from './support/local-smtp-server.js';
import { loginRequest } from './support/test-app.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DOMAIN = 'lender-portal.example';
const SELECTOR = 'mail2026';
// The TXT record the provider publishes at mail2026._domainkey.lender-portal.example.
const TXT = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[TXT]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

/** With DKIM_* set, mail over SMTP carries a DKIM signature that a receiver's verifier accepts. */
describe('DKIM-signed mail over SMTP', () => {
  const mail = withAppOnLocalSmtp({
    MAIL_FROM: `TaxLens Portal <no-reply@${DOMAIN}>`,
    DKIM_DOMAIN: DOMAIN,
    DKIM_SELECTOR: SELECTOR,
    DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });

  it('passes verification against the published key, and not once the body is changed', async () => {
    await loginRequest(mail.t.app, 'loan.officer');
    await mail.t.app.ctx.outbox.drain();
    expect(mail.received).toHaveLength(1);
    const raw = mail.received[0]!.raw;
    expect(raw).toMatch(/^DKIM-Signature: [^]*?\bd=lender-portal\.example;/m);

    const { results } = await dkimVerify(raw, { resolver });
    expect(results.map((r) => [r.signingDomain, r.selector, r.status.result])).toEqual([[DOMAIN, SELECTOR, 'pass']]);

    const tampered = raw.replace(/sign-in code is (\d)/, (_, d: string) => `sign-in code is ${(Number(d) + 1) % 10}`);
    expect(tampered).not.toBe(raw);
    const after = await dkimVerify(tampered, { resolver });
    // mailauth answers a body that no longer matches its hash "neutral" (RFC 6376 6.3), with the reason.
    expect(after.results[0]?.status).toMatchObject({
      result: 'neutral',
      comment: expect.stringMatching(/body hash did not verify/),
    });
  });
});
