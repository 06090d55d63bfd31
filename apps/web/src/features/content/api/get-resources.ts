import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WpPost } from '@taxlens/contracts';
import { wpFetch } from './wp-fetch';
import { contentKeys } from './keys';

/** Spec 2 §7: resources by menu_order asc, with the embedded featured image. */
export const getResources = (signal?: AbortSignal) =>
  wpFetch<WpPost[]>(
    '/wp-json/wp/v2/portal_resources',
    { _embed: '1', orderby: 'menu_order', order: 'asc', per_page: '100' },
    signal,
  );

export const resourcesQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.resources(),
    queryFn: ({ signal }) => getResources(signal),
    staleTime: 5 * 60_000,
  });

export const useResources = () => useQuery(resourcesQueryOptions());
