import type { SignFormInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useSigningMutation } from './signing-mutation';
import { SIGNER_CALL, signingPath } from './signing-path';

export const signForm = (token: string, input: SignFormInput) =>
  apiFetch<{ downloadUrl: string; downloadExpiresAt: string }>(`${signingPath(token)}/sign`, {
    method: 'POST',
    json: input,
    ...SIGNER_CALL,
  });

export const useSign = (token: string) =>
  useSigningMutation(token, (input: SignFormInput) => signForm(token, input), false);
