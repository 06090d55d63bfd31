import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WpPost } from '@taxlens/contracts';
import { wpFetch } from './wp-fetch';
import { contentKeys } from './keys';

export const getNewsPost = (id: string, signal?: AbortSignal) =>
  wpFetch<WpPost>(`/wp-json/wp/v2/posts/${encodeURIComponent(id)}`, {}, signal);

export const newsPostQueryOptions = (id: string) =>
  queryOptions({ queryKey: contentKeys.newsPost(id), queryFn: ({ signal }) => getNewsPost(id, signal), retry: false });

export const useNewsPost = (id: string) => useQuery(newsPostQueryOptions(id));
