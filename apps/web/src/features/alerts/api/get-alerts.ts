import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AlertsPage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { alertKeys } from './keys';

export const getAlerts = (alertType: string, page: number, signal?: AbortSignal) =>
  apiFetch<AlertsPage>(`/api/notifications/portal/alerts?${new URLSearchParams({ alertType, page: String(page) })}`, {
    signal,
  });

/** Load More appends the next page; a new filter starts a new list. */
export const alertsQueryOptions = (lenderId: string, alertType: string) =>
  infiniteQueryOptions({
    queryKey: alertKeys.list(lenderId, alertType),
    queryFn: ({ pageParam, signal }) => getAlerts(alertType, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined),
    staleTime: 0,
    gcTime: 0,
  });

export const useAlerts = (lenderId: string, alertType: string) =>
  useInfiniteQuery(alertsQueryOptions(lenderId, alertType));
