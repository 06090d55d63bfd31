import type { TwoFactorState } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const verifySmsCode = (userId: string, token: string) =>
  apiFetch<TwoFactorState>(`/api/myaccount/smstotp/verify/${encodeURIComponent(userId)}`, {
    method: 'POST',
    json: { token },
  });
