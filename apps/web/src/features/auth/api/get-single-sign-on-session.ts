import type { LoginResponse } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** After the identity provider: the new session (user, csrf, lender), as the login call answers it. */
export const getSingleSignOnSession = (): Promise<LoginResponse> =>
  apiFetch('/api/portal/sso/session', { csrf: false, intercept: false });
