import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptPii, encryptPii, hashTaxId, normalizeTaxId, PiiError } from './pii.js';

const key = randomBytes(32);

describe('encryptPii / decryptPii', () => {
  it('round-trips any text', () => {
    fc.assert(fc.property(fc.string(), (plain) => decryptPii(key, encryptPii(key, plain)) === plain));
  });

  it('writes a versioned value and never the plain text', () => {
    const sealed = encryptPii(key, '123456789');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(sealed).not.toContain('123456789');
    expect(Buffer.from(sealed.slice(3), 'base64').length).toBe(12 + 16 + 9);
  });

  it('uses a fresh IV each time', () => {
    expect(encryptPii(key, '123456789')).not.toBe(encryptPii(key, '123456789'));
  });

  it('refuses another key', () => {
    const sealed = encryptPii(key, '123456789');
    expect(() => decryptPii(randomBytes(32), sealed)).toThrow(PiiError);
  });

  it('refuses a tampered value', () => {
    const sealed = encryptPii(key, '123456789');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => decryptPii(key, `v1:${raw.toString('base64')}`)).toThrow(PiiError);
  });

  it('refuses an unknown version, a truncated value and a short key', () => {
    expect(() => decryptPii(key, 'v0:abcd')).toThrow(PiiError);
    expect(() => decryptPii(key, 'v1:abcd')).toThrow(PiiError);
    expect(() => encryptPii(randomBytes(16), 'x')).toThrow(PiiError);
  });
});

describe('normalizeTaxId', () => {
  it('keeps digits only', () => {
    expect(normalizeTaxId(' 12-345 6789 ')).toBe('123456789');
  });
});

describe('hashTaxId', () => {
  it('is stable for a key and differs between keys and inputs', () => {
    const a = hashTaxId(key, '123456789');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashTaxId(key, '123456789')).toBe(a);
    expect(hashTaxId(key, '123456780')).not.toBe(a);
    expect(hashTaxId(randomBytes(32), '123456789')).not.toBe(a);
  });

  it('does not use the PII key itself as the HMAC key', async () => {
    const { createHmac } = await import('node:crypto');
    const direct = createHmac('sha256', key).update('123456789').digest('hex');
    expect(hashTaxId(key, '123456789')).not.toBe(direct);
  });
});
