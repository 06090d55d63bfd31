import { apiFetch } from '../api/api-client';

/** Extends the server-side idle expiry while the user is active. */
export const sendKeepalive = (): Promise<{ expiresAt: string }> =>
  apiFetch<{ expiresAt: string }>('/api/myaccount/keepalive');
