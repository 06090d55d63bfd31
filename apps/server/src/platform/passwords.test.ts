import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and verifies the right password only', async () => {
    const hash = await hashPassword('TaxLens-demo-2026!');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(hash).not.toContain('TaxLens-demo-2026!');
    expect(await verifyPassword(hash, 'TaxLens-demo-2026!')).toBe(true);
    expect(await verifyPassword(hash, 'taxlens-demo-2026!')).toBe(false);
  });

  it('salts: the same password hashes differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
  });
});
