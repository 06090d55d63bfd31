import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SignatureRequestPage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { signatureRequestKeys } from '../../../shared/signature-requests/keys';

/** GET /api/signature-requests: one page of the selected lender's requests (query: page, size, status). */
export const getSignatureRequests = (query: string, signal?: AbortSignal) =>
  apiFetch<SignatureRequestPage>(`/api/signature-requests?${query}`, { signal });

export const signatureRequestsQueryOptions = (lenderId: string, query: string) =>
  queryOptions({
    // Under the shared key, so a resend or void anywhere refreshes this list too.
    queryKey: signatureRequestKeys.lenderPage(lenderId, query),
    queryFn: ({ signal }) => getSignatureRequests(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLenderSignatureRequests = (lenderId: string, query: string) =>
  useQuery(signatureRequestsQueryOptions(lenderId, query));
