import { apiFetch } from '../../../shared/api/api-client';

/**
 * Spec 1 §7: answers the same whether or not an account matched. A signed-out call: a refusal is shown on
 * the login screen, never treated as a lost session.
 */
export const requestPasswordReset = (username: string) =>
  apiFetch<{ message: string }>('/api/myaccount/forgotpassword', {
    method: 'POST',
    json: { username },
    csrf: false,
    intercept: false,
  });
