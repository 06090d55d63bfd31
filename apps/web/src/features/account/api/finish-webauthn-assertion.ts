import type { TwoFactorState } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const finishWebauthnAssertion = (userId: string, response: unknown) =>
  apiFetch<TwoFactorState>(`/api/myaccount/webauthn/assertion/finish/${encodeURIComponent(userId)}`, {
    method: 'POST',
    json: response,
  });
