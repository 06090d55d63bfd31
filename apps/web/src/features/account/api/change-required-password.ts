import { apiFetch } from '../../../shared/api/api-client';
import type { Passwords } from './passwords-input';

/** Spec 1 §7, made without a session ("no headers"): a refusal is shown on the page, never treated as a lost session. */
export const changeRequiredPassword = (payload: Passwords & { username: string }) =>
  apiFetch<{ username: string }>('/api/myaccount/updatepassword/required', {
    method: 'POST',
    json: payload,
    csrf: false,
    intercept: false,
  });
