import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrefilledForm, SignatureRequestInput, SignatureRequestView } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const KEY = ['signature-requests'] as const;
// A refused field (400) and a request that already ended (409) are shown on the page.
const handledStatuses = [400, 409] as const;
const clientPath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/signature-requests`;

export const useSignatureRequests = (clientId: string) =>
  useQuery({ queryKey: [...KEY, clientId], queryFn: () => apiFetch<SignatureRequestView[]>(clientPath(clientId)) });

/** The form the signer will see, fetched when the lender opens the request form. */
export const usePrefilledForm = (clientId: string, enabled: boolean) =>
  useQuery({ queryKey: [...KEY, clientId, 'prefill'], queryFn: () => apiFetch<PrefilledForm>(`${clientPath(clientId)}/prefill`), enabled });

export function useSendSignatureRequest(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignatureRequestInput) => apiFetch<SignatureRequestView>(clientPath(clientId), { method: 'POST', json: input, handledStatuses }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...KEY, clientId] }),
  });
}

export function useSignatureRequestAction(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resend' | 'void' }) =>
      apiFetch<SignatureRequestView>(`/api/signature-requests/${encodeURIComponent(id)}/${action}`, { method: 'POST', handledStatuses }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...KEY, clientId] }),
  });
}
