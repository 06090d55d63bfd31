import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IdentityReviewPage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const getIdentityReviews = (page: number, size: number) =>
  apiFetch<IdentityReviewPage>(`/api/ops/identity-reviews?page=${page}&size=${size}`);

export const useIdentityReviews = (page: number, size: number) =>
  useQuery({
    queryKey: opsKeys.identityReviewsPage(page, size),
    queryFn: () => getIdentityReviews(page, size),
    placeholderData: keepPreviousData,
  });
