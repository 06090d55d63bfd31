import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendsResponse } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { trendKeys } from './keys';

export const getTrends = (query: string, signal?: AbortSignal) =>
  apiFetch<TrendsResponse>(`/api/trends?${query}`, { signal });

export const trendsQueryOptions = (lenderId: string, query: string) =>
  queryOptions({
    queryKey: trendKeys.trends(lenderId, query),
    queryFn: ({ signal }) => getTrends(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTrends = (lenderId: string, query: string) => useQuery(trendsQueryOptions(lenderId, query));
