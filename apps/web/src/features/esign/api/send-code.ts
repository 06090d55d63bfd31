import { apiFetch } from '../../../shared/api/api-client';
import { useSigningMutation } from './signing-mutation';
import { SIGNER_CALL, signingPath } from './signing-path';

export const sendCode = (token: string) =>
  apiFetch<void>(`${signingPath(token)}/code`, { method: 'POST', json: {}, ...SIGNER_CALL });

export const useSendCode = (token: string) => useSigningMutation(token, () => sendCode(token), false);
