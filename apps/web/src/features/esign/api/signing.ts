import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentityFactsInput, SignFormInput, SigningView } from '@taxlens/contracts';
import { ApiError, apiFetch } from '../../../shared/api/api-client';

/**
 * The signer has no account: calls carry the link token in the path, no session and no CSRF token,
 * and a refusal is shown on the page (never the portal's sign-out or not-found handling).
 */
const signingCall = <T>(token: string, path: string, json?: unknown) =>
  apiFetch<T>(`/api/sign/${encodeURIComponent(token)}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    json,
    csrf: false,
    intercept: false,
  });

const key = (token: string) => ['signing', token] as const;

// Opening is recorded on each load: never refetched in the background.
export const useSigningView = (token: string) =>
  useQuery({
    queryKey: key(token),
    queryFn: () => signingCall<SigningView>(token, ''),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export const formPdfUrl = (token: string) => `/api/sign/${encodeURIComponent(token)}/form`;
export const lenderLogoUrl = (token: string) => `/api/sign/${encodeURIComponent(token)}/logo`;

/**
 * A refusal saying the request changed under the page (409: it ended or moved on; 423: the last
 * failed check locked it) reloads the view, so the page stops offering what can no longer be done.
 */
const changedUnderPage = (error: Error) => error instanceof ApiError && (error.status === 409 || error.status === 423);

function useSigningMutation<I, O>(token: string, call: (input: I) => Promise<O>, refresh: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => (refresh ? queryClient.invalidateQueries({ queryKey: key(token) }) : undefined),
    onError: (error) => (changedUnderPage(error) ? queryClient.invalidateQueries({ queryKey: key(token) }) : undefined),
  });
}

export const useSendCode = (token: string) =>
  useSigningMutation(token, () => signingCall<void>(token, '/code', {}), false);
export const useCheckIdentity = (token: string) =>
  useSigningMutation(
    token,
    (input: { last4: string; code: string }) => signingCall<void>(token, '/identity', input),
    true,
  );
/** The remote identity proof: the facts as JSON and the two photos, in one multipart call. */
export const useSubmitProof = (token: string) =>
  useSigningMutation(
    token,
    (input: { facts: IdentityFactsInput; idDocument: File; selfie: File }) => {
      const formData = new FormData();
      formData.append('facts', JSON.stringify(input.facts));
      formData.append('idDocument', input.idDocument);
      formData.append('selfie', input.selfie);
      return apiFetch<void>(`/api/sign/${encodeURIComponent(token)}/proof`, {
        method: 'POST',
        formData,
        csrf: false,
        intercept: false,
      });
    },
    true,
  );
export const useSign = (token: string) =>
  useSigningMutation(
    token,
    (input: SignFormInput) => signingCall<{ downloadUrl: string; downloadExpiresAt: string }>(token, '/sign', input),
    false,
  );
export const useDecline = (token: string) =>
  useSigningMutation(token, (reason: string) => signingCall<void>(token, '/decline', { reason }), true);
