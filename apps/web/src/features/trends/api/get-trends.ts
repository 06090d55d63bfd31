import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendBundles, TrendMoversResponse, TrendsResponse } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';

export const trendsQueryOptions = (lenderId: string, query: string) =>
  queryOptions({
    queryKey: ['trends', lenderId, query],
    queryFn: ({ signal }) => apiFetch<TrendsResponse>(`/api/trends?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTrends = (lenderId: string, query: string) => useQuery(trendsQueryOptions(lenderId, query));

export const useTrendMovers = (lenderId: string, query: string) =>
  useQuery({
    queryKey: ['trends', lenderId, 'movers', query],
    queryFn: ({ signal }) => apiFetch<TrendMoversResponse>(`/api/trends/movers?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTrendBundles = (lenderId: string) =>
  useQuery({
    queryKey: ['trends', lenderId, 'bundles'],
    queryFn: ({ signal }) => apiFetch<TrendBundles>('/api/trends/bundles', { signal }),
  });

export const exportTrends = (query: string) => downloadFile(`/api/trends/export?${query}`, 'trends.csv');
export const exportMovers = (query: string) => downloadFile(`/api/trends/movers/export?${query}`, 'trend-movers.csv');
