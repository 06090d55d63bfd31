import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendMoversResponse } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { trendKeys } from './keys';

export const getTrendMovers = (query: string, signal?: AbortSignal) =>
  apiFetch<TrendMoversResponse>(`/api/trends/movers?${query}`, { signal });

export const trendMoversQueryOptions = (lenderId: string, query: string) =>
  queryOptions({
    queryKey: trendKeys.movers(lenderId, query),
    queryFn: ({ signal }) => getTrendMovers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTrendMovers = (lenderId: string, query: string) => useQuery(trendMoversQueryOptions(lenderId, query));
