import { type LoginResponse, SSO_ERRORS, SSO_ERROR_PARAM, type SsoErrorCode } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

// Public calls made before a session exists (or after it ended): their failures must not sign out.

/** Finds the lender's registrationId by company identifier or work e-mail address. */
export const lookUpSingleSignOn = (q: string): Promise<{ registrationId: string }> =>
  apiFetch(`/api/portal/sso/lookup?q=${encodeURIComponent(q)}`, { csrf: false, intercept: false });

/** After the identity provider: the new session (user, csrf, lender), as the login call answers it. */
export const getSingleSignOnSession = (): Promise<LoginResponse> =>
  apiFetch('/api/portal/sso/session', { csrf: false, intercept: false });

export const getSingleSignOnLogoutTarget = (registrationId: string): Promise<{ logoutUrl: string | null }> =>
  apiFetch(`/api/portal/sso/logout-target/${encodeURIComponent(registrationId)}`, { csrf: false, intercept: false });

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
