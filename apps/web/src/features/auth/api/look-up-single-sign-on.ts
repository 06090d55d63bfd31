import { apiFetch } from '../../../shared/api/api-client';

/** Finds the lender's registrationId by company identifier or work e-mail address (public: a failure never signs out). */
export const lookUpSingleSignOn = (q: string): Promise<{ registrationId: string }> =>
  apiFetch(`/api/portal/sso/lookup?q=${encodeURIComponent(q)}`, { csrf: false, intercept: false });
