import { apiFetch } from '../../../shared/api/api-client';

export const verifyMailboxCode = (code: string) =>
  apiFetch<Record<string, never>>('/api/myaccount/mailbox-proof/verify', { method: 'POST', json: { code } });
