import { queryOptions, useQuery } from '@tanstack/react-query';
import { GLOBAL_NOTICE_REFRESH_MS, type GlobalNotice, globalNoticeSchema } from '@taxlens/contracts';
import { fetchContentList } from '../../../shared/api/content-client';

/** Spec 1 §7: served by the content service without credentials; 404 or nothing means no notices. */
export const GLOBAL_NOTICES_URL = '/wp-json/portal-messaging/active';

export function toGlobalNotices(items: unknown[]): GlobalNotice[] {
  return items.flatMap((item) => {
    const parsed = globalNoticeSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const globalNoticesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'global-notices'],
    queryFn: async ({ signal }) => toGlobalNotices(await fetchContentList(GLOBAL_NOTICES_URL, signal)),
    refetchInterval: GLOBAL_NOTICE_REFRESH_MS,
    staleTime: GLOBAL_NOTICE_REFRESH_MS,
    retry: false,
  });

export const useGlobalNotices = () => useQuery(globalNoticesQueryOptions());
