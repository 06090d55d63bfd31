import type { Invitation } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

type Passwords = { newPassword: string; confirmPassword: string };
// Signed-out calls: a refusal is shown on the page, never treated as a lost session.
const post = <T>(url: string, json: unknown) =>
  apiFetch<T>(url, { method: 'POST', json, csrf: false, intercept: false });

/** Spec 1 §7: the calls made without a session ("no headers"). */
export const changeRequiredPassword = (payload: Passwords & { username: string }) =>
  post<{ username: string }>('/api/myaccount/updatepassword/required', payload);
export const resetPasswordFromToken = (payload: Passwords & { token: string }) =>
  post<{ username: string }>('/api/myaccount/updatepassword/fromtoken', payload);
export const getInvitation = (token: string) =>
  apiFetch<Invitation>(`/api/myaccount/get/${encodeURIComponent(token)}`, { csrf: false, intercept: false });
export const activateAccount = (token: string, payload: Passwords) =>
  post<{ username: string }>(`/api/myaccount/portal/create/${encodeURIComponent(token)}`, payload);
