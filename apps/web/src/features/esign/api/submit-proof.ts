import type { IdentityFactsInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useSigningMutation } from './signing-mutation';
import { SIGNER_CALL, signingPath } from './signing-path';

export type IdentityProof = { facts: IdentityFactsInput; idDocument: File; selfie: File };

/** The remote identity proof: the facts as JSON and the two photos, in one multipart call. */
export const submitProof = (token: string, input: IdentityProof) => {
  const formData = new FormData();
  formData.append('facts', JSON.stringify(input.facts));
  formData.append('idDocument', input.idDocument);
  formData.append('selfie', input.selfie);
  return apiFetch<void>(`${signingPath(token)}/proof`, { method: 'POST', formData, ...SIGNER_CALL });
};

export const useSubmitProof = (token: string) =>
  useSigningMutation(token, (input: IdentityProof) => submitProof(token, input), true);
