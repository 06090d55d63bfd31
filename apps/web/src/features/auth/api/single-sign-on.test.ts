import { SSO_ERRORS } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import { singleSignOnErrorFrom, singleSignOnStartUrl } from './single-sign-on';

describe('single sign-on helpers', () => {
  it("shows the server's reason for a refused single sign-on", () => {
    expect(singleSignOnErrorFrom(new URLSearchParams('sso_error=EXPIRED'))).toBe(SSO_ERRORS.EXPIRED);
    expect(singleSignOnErrorFrom(new URLSearchParams('sso_error=SOMETHING_NEW'))).toBe(
      'Single sign-on did not succeed. Please try again.',
    );
    expect(singleSignOnErrorFrom(new URLSearchParams(''))).toBeNull();
  });

  it('sends the browser to the registration of the lender', () => {
    expect(singleSignOnStartUrl('delta-federal')).toBe('/saml2/authenticate/delta-federal');
  });
});
