import type { TwoFactorState } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const verifyAuthenticator = (userId: string, code: string) =>
  apiFetch<TwoFactorState>(`/api/myaccount/authenticator/verify/${encodeURIComponent(userId)}`, {
    method: 'POST',
    json: { code },
  });
