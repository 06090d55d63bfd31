import { apiFetch } from '../../../shared/api/api-client';

// Signed-out calls: a refusal is shown on the login screen, never treated as a lost session.
const post = (url: string, json: unknown) =>
  apiFetch<{ message: string }>(url, { method: 'POST', json, csrf: false, intercept: false });

/** Spec 1 §7: both answer the same whether or not an account matched. */
export const requestUsername = (email: string) => post('/api/myaccount/forgotusername', { email });
export const requestPasswordReset = (username: string) => post('/api/myaccount/forgotpassword', { username });
