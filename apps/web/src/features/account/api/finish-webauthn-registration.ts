import type { TwoFactorState } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const finishWebauthnRegistration = (userId: string, response: unknown) =>
  apiFetch<TwoFactorState>(`/api/myaccount/webauthn/registration/finish/${encodeURIComponent(userId)}`, {
    method: 'POST',
    json: response,
  });
