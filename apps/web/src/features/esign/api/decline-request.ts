import { apiFetch } from '../../../shared/api/api-client';
import { useSigningMutation } from './signing-mutation';
import { SIGNER_CALL, signingPath } from './signing-path';

export const declineRequest = (token: string, reason: string) =>
  apiFetch<void>(`${signingPath(token)}/decline`, { method: 'POST', json: { reason }, ...SIGNER_CALL });

export const useDecline = (token: string) =>
  useSigningMutation(token, (reason: string) => declineRequest(token, reason), true);
