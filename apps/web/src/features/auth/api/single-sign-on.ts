import { SSO_ERRORS, SSO_ERROR_PARAM, type SsoErrorCode } from '@taxlens/contracts';

/** A full page load elsewhere (the identity provider, or the server routes that lead there). */
export const leaveForUrl = (url: string): void => window.location.assign(url);

/** The browser leaves the app: the server redirects it to the lender's identity provider. */
export const singleSignOnStartUrl = (registrationId: string) =>
  `/saml2/authenticate/${encodeURIComponent(registrationId)}`;

/** The message of a refused single sign-on (`/auth/login?sso_error=CODE`), or null. */
export function singleSignOnErrorFrom(search: URLSearchParams): string | null {
  const code = search.get(SSO_ERROR_PARAM);
  if (!code) return null;
  return code in SSO_ERRORS ? SSO_ERRORS[code as SsoErrorCode] : 'Single sign-on did not succeed. Please try again.';
}
