import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeyInsights } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const getKeyInsights = () => apiFetch<KeyInsights>('/api/dashboard/key-insights');

export const keyInsightsQueryOptions = (lenderId: string, enabled: boolean) =>
  queryOptions({ queryKey: ['dashboard', lenderId, 'key-insights'], queryFn: getKeyInsights, enabled });

export const useKeyInsights = (lenderId: string, enabled: boolean) =>
  useQuery(keyInsightsQueryOptions(lenderId, enabled));
