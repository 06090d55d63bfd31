import { queryOptions, useQuery } from '@tanstack/react-query';
import { GLOBAL_NOTICE_REFRESH_MS } from '@taxlens/contracts';
import { fetchContentList } from '../../../shared/api/content-client';
import { noticeKeys } from './keys';

/** Spec 1 §7: served by the content service without credentials; 404 or nothing means no notices. */
export const GLOBAL_NOTICES_URL = '/wp-json/portal-messaging/active';

export const globalNoticesQueryOptions = () =>
  queryOptions({
    queryKey: noticeKeys.globalNotices(),
    queryFn: async ({ signal }) => {
      const items = await fetchContentList(GLOBAL_NOTICES_URL, signal);
      if (items.length === 0) return [];
      // Loaded only when there is something to check: the check needs zod, which the header must not wait for.
      const { toGlobalNotices } = await import('./to-global-notices');
      return toGlobalNotices(items);
    },
    refetchInterval: GLOBAL_NOTICE_REFRESH_MS,
    staleTime: GLOBAL_NOTICE_REFRESH_MS,
    retry: false,
  });

export const useGlobalNotices = () => useQuery(globalNoticesQueryOptions());
