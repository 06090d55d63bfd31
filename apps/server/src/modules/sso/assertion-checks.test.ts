import { beforeAll, describe, expect, it } from 'vitest';
import { AssertionRefused, checkResponseEnvelope, readAssertionIdentity } from './assertion-checks.js';
import { generateIdpKeyPair, type IdpKeyPair } from './idp/key-pair.js';
import { buildSamlResponse, type SamlResponseInput } from './idp/saml-response.js';

const ACS = 'https://portal.example/login/saml2/sso/bank';

describe('checkResponseEnvelope', () => {
  let keys: IdpKeyPair;
  const response = (overrides: Partial<SamlResponseInput> = {}) =>
    buildSamlResponse({
      keys,
      issuer: 'idp',
      destination: ACS,
      audience: 'sp',
      inResponseTo: '_1',
      nameId: 'someone',
      ...overrides,
    });
  beforeAll(async () => {
    keys = await generateIdpKeyPair('unit');
  });

  it('passes a SHA-256 response addressed to our ACS', () => {
    expect(() => checkResponseEnvelope(response(), ACS)).not.toThrow();
  });

  it('refuses another destination, SHA-1, document types and broken XML', () => {
    expect(() => checkResponseEnvelope(response({ destination: 'https://else.example/acs' }), ACS)).toThrow(
      /Destination/,
    );
    expect(() => checkResponseEnvelope(response({ algorithm: 'sha1' }), ACS)).toThrow(/algorithm not accepted/);
    expect(() => checkResponseEnvelope(`<!DOCTYPE r>${response()}`, ACS)).toThrow(AssertionRefused);
    expect(() => checkResponseEnvelope('<a><b></a>', ACS)).toThrow(AssertionRefused);
    expect(() => checkResponseEnvelope('<Response/>', ACS)).toThrow(/Not a SAML Response/);
  });

  it('refuses a subject confirmation for another recipient', () => {
    const xml = response({ sign: 'none' }).replace(`Recipient="${ACS}"`, 'Recipient="https://else.example/acs"');
    expect(() => checkResponseEnvelope(xml, ACS)).toThrow(/Recipient/);
  });
});

describe('readAssertionIdentity', () => {
  it('reads the assertion id and the end of its validity', () => {
    const xml =
      '<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_a1"><saml:Conditions NotOnOrAfter="2026-01-01T00:05:00Z"/></saml:Assertion>';
    expect(readAssertionIdentity(xml)).toEqual({ id: '_a1', notOnOrAfter: new Date('2026-01-01T00:05:00Z') });
    expect(() => readAssertionIdentity('<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"/>')).toThrow(
      /no ID/,
    );
  });
});
