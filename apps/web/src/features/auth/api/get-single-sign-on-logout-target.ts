import { apiFetch } from '../../../shared/api/api-client';

/** Made after the session ended: its failure must not sign out again. */
export const getSingleSignOnLogoutTarget = (registrationId: string): Promise<{ logoutUrl: string | null }> =>
  apiFetch(`/api/portal/sso/logout-target/${encodeURIComponent(registrationId)}`, { csrf: false, intercept: false });
