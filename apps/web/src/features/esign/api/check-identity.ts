import { apiFetch } from '../../../shared/api/api-client';
import { useSigningMutation } from './signing-mutation';
import { SIGNER_CALL, signingPath } from './signing-path';

export type IdentityAnswer = { last4: string; code: string };

export const checkIdentity = (token: string, input: IdentityAnswer) =>
  apiFetch<void>(`${signingPath(token)}/identity`, { method: 'POST', json: input, ...SIGNER_CALL });

export const useCheckIdentity = (token: string) =>
  useSigningMutation(token, (input: IdentityAnswer) => checkIdentity(token, input), true);
