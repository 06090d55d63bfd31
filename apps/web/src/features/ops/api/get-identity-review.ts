import { useQuery } from '@tanstack/react-query';
import type { IdentityReview } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { identityReviewPath } from './identity-review-path';
import { opsKeys } from './keys';

export { identityImageUrl } from './identity-review-path';

export const getIdentityReview = (requestId: string) => apiFetch<IdentityReview>(identityReviewPath(requestId));

// Each load is an audit row: not refetched in the background.
export const useIdentityReview = (requestId: string) =>
  useQuery({
    queryKey: opsKeys.identityReview(requestId),
    queryFn: () => getIdentityReview(requestId),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
