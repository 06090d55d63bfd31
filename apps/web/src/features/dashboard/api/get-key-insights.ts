import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeyInsights } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { dashboardKeys } from './keys';

export const getKeyInsights = () => apiFetch<KeyInsights>('/api/dashboard/key-insights');

export const keyInsightsQueryOptions = (lenderId: string, enabled: boolean) =>
  queryOptions({ queryKey: dashboardKeys.keyInsights(lenderId), queryFn: getKeyInsights, enabled });

export const useKeyInsights = (lenderId: string, enabled: boolean) =>
  useQuery(keyInsightsQueryOptions(lenderId, enabled));
