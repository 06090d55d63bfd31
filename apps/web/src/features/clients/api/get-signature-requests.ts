import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignatureRequestView } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { signatureRequestKeys } from '../../../shared/signature-requests/keys';

export const getSignatureRequests = (clientId: string) =>
  apiFetch<SignatureRequestView[]>(`/api/clients/${encodeURIComponent(clientId)}/signature-requests`);

export const signatureRequestsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: signatureRequestKeys.client(clientId), queryFn: () => getSignatureRequests(clientId) });

export const useSignatureRequests = (clientId: string) => useQuery(signatureRequestsQueryOptions(clientId));
