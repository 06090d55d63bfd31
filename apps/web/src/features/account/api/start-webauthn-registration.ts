import { apiFetch } from '../../../shared/api/api-client';

export const startWebauthnRegistration = (userId: string) =>
  apiFetch<unknown>(`/api/myaccount/webauthn/registration/start/${encodeURIComponent(userId)}`);
