import { describe, expect, it } from 'vitest';
import { classifySamlError } from './sso-failure.js';

describe('classifySamlError', () => {
  it("names the reason from node-saml's message", () => {
    expect(classifySamlError(new Error('SAML assertion expired: clocks skewed too much')).code).toBe('EXPIRED');
    expect(classifySamlError(new Error('SAML assertion not yet valid')).code).toBe('EXPIRED');
    expect(
      classifySamlError(new Error('No valid subject confirmation found among those available in the SAML assertion'))
        .code,
    ).toBe('EXPIRED');
    expect(classifySamlError(new Error('InResponseTo is not valid')).code).toBe('UNSOLICITED');
    expect(classifySamlError(new Error('SAML provider returned Responder error: denied')).code).toBe('IDP_REFUSED');
    expect(classifySamlError(new Error('Invalid signature')).code).toBe('INVALID_RESPONSE');
    expect(classifySamlError('odd').code).toBe('INVALID_RESPONSE');
  });
});
