import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentityImageKind, IdentityReview, IdentityReviewPage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const path = (requestId: string) => `/api/ops/identity-reviews/${encodeURIComponent(requestId)}`;

export const useIdentityReviews = (page: number, size: number) =>
  useQuery({
    queryKey: ['ops', 'identity-reviews', page, size],
    queryFn: () => apiFetch<IdentityReviewPage>(`/api/ops/identity-reviews?page=${page}&size=${size}`),
    placeholderData: keepPreviousData,
  });

// Each load is an audit row: not refetched in the background.
export const useIdentityReview = (requestId: string) =>
  useQuery({
    queryKey: ['ops', 'identity-review', requestId],
    queryFn: () => apiFetch<IdentityReview>(path(requestId)),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

/** A photo as an <img> loads it (the session cookie goes with it; each load is audited). */
export const identityImageUrl = (requestId: string, image: IdentityImageKind) => `${path(requestId)}/images/${image}`;

/** Approve, or refuse with a reason; 409 when another operator decided first. */
export function useDecideIdentity(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { kind: 'approve' } | { kind: 'refuse'; reason: string }) =>
      apiFetch<void>(`${path(requestId)}/${decision.kind}`, {
        method: 'POST',
        ...(decision.kind === 'refuse' ? { json: { reason: decision.reason } } : {}),
        handledStatuses: [400, 409],
      }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['ops', 'identity-review', requestId] });
      await client.invalidateQueries({ queryKey: ['ops', 'identity-reviews'] });
    },
  });
}
