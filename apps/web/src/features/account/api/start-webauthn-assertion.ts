import { apiFetch } from '../../../shared/api/api-client';

export const startWebauthnAssertion = (userId: string) =>
  apiFetch<unknown>(`/api/myaccount/webauthn/assertion/start/${encodeURIComponent(userId)}`);
