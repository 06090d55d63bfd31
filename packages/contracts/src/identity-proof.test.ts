import { describe, expect, it } from 'vitest';
import { identityFactsSchema, isAdultOn } from './identity-proof.js';
import { signatureRequestInputSchema } from './signature-requests.js';

describe('remote identity proof rules', () => {
  it('counts an adult from the 18th birthday, leap days included', () => {
    expect(isAdultOn('2008-04-06', '2026-04-06')).toBe(true);
    expect(isAdultOn('2008-04-07', '2026-04-06')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('takes an SSN or an ITIN by its own rule, and an address as the client form does', () => {
    const facts = {
      fullName: 'Rae Remote',
      taxId: '123-45-6789',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'tx',
      zip: '78701',
      dateOfBirth: '1980-05-17',
    };
    expect(identityFactsSchema.parse(facts).state).toBe('TX');
    expect(identityFactsSchema.safeParse({ ...facts, taxId: '912-70-1234' }).success).toBe(true);
    expect(identityFactsSchema.safeParse({ ...facts, taxId: '666-12-3456' }).success).toBe(false);
    expect(identityFactsSchema.safeParse({ ...facts, dateOfBirth: '17/05/1980' }).success).toBe(false);
  });

  it('asks the attestation of a known borrower only', () => {
    const signer = { signerName: 'Rae', signerEmail: 'rae@borrower.test' };
    expect(signatureRequestInputSchema.safeParse(signer).success).toBe(false);
    expect(signatureRequestInputSchema.parse({ ...signer, attestRelationship: true }).identityLevel).toBe(
      'KNOWN_BORROWER',
    );
    expect(signatureRequestInputSchema.safeParse({ ...signer, identityLevel: 'REMOTE_PROOF' }).success).toBe(true);
  });
});
