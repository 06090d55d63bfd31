import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignatureRequestInput, SignatureRequestView } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { signatureRequestKeys } from '../../../shared/signature-requests/keys';
import { SIGNATURE_REQUEST_HANDLED_STATUSES } from '../../../shared/signature-requests/request-actions';

export const sendSignatureRequest = (clientId: string, input: SignatureRequestInput) =>
  apiFetch<SignatureRequestView>(`/api/clients/${encodeURIComponent(clientId)}/signature-requests`, {
    method: 'POST',
    json: input,
    handledStatuses: SIGNATURE_REQUEST_HANDLED_STATUSES,
  });

export function useSendSignatureRequest(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignatureRequestInput) => sendSignatureRequest(clientId, input),
    // The portfolio list shows the new request (and the earlier one voided) too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: signatureRequestKeys.all }),
  });
}
