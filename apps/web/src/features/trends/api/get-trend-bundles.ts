import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendBundles } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { trendKeys } from './keys';

export const getTrendBundles = (signal?: AbortSignal) => apiFetch<TrendBundles>('/api/trends/bundles', { signal });

export const trendBundlesQueryOptions = (lenderId: string) =>
  queryOptions({ queryKey: trendKeys.bundles(lenderId), queryFn: ({ signal }) => getTrendBundles(signal) });

export const useTrendBundles = (lenderId: string) => useQuery(trendBundlesQueryOptions(lenderId));
