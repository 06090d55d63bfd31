import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignatureRequestInput, SignatureRequestView } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import {
  SIGNATURE_REQUEST_HANDLED_STATUSES,
  SIGNATURE_REQUESTS_KEY,
} from '../../../shared/signature-requests/request-actions';

const clientPath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/signature-requests`;

export const useSignatureRequests = (clientId: string) =>
  useQuery({
    queryKey: [...SIGNATURE_REQUESTS_KEY, clientId],
    queryFn: () => apiFetch<SignatureRequestView[]>(clientPath(clientId)),
  });

export function useSendSignatureRequest(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignatureRequestInput) =>
      apiFetch<SignatureRequestView>(clientPath(clientId), {
        method: 'POST',
        json: input,
        handledStatuses: SIGNATURE_REQUEST_HANDLED_STATUSES,
      }),
    // The portfolio list shows the new request (and the earlier one voided) too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIGNATURE_REQUESTS_KEY }),
  });
}
