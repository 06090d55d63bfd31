import { queryOptions, useQuery } from '@tanstack/react-query';
import { ALERT_POLL_MS } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { alertKeys } from './keys';

export const getTotalUnread = () => apiFetch<{ totalUnread: number }>('/api/notifications/portal/alerts/totalunread');

/**
 * Spec 1 §4/§9: polled every 10 s. TanStack Query stops interval refetches while the tab is hidden
 * (refetchIntervalInBackground false) and refetches when it becomes visible again.
 */
export const totalUnreadQueryOptions = (lenderId: string, enabled = true) =>
  queryOptions({
    queryKey: alertKeys.totalUnread(lenderId),
    queryFn: getTotalUnread,
    refetchInterval: ALERT_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    enabled: enabled && lenderId !== '',
  });

/** enabled false: not yet asked (the header starts the poll after the page's first paint). */
export const useTotalUnread = (lenderId: string, enabled = true) =>
  useQuery(totalUnreadQueryOptions(lenderId, enabled));
