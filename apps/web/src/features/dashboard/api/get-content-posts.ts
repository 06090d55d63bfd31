import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchContentList, htmlToText } from '../../../shared/api/content-client';
import { dashboardKeys } from './keys';

export type ContentPost = {
  id: string;
  title: string;
  excerpt: string;
  link: string;
  date: string | null;
  thumbnail: string | null;
};

type WpPost = {
  id?: number | string;
  title?: { rendered?: string };
  excerpt?: { rendered?: string };
  link?: string;
  date?: string;
  _embedded?: { 'wp:featuredmedia'?: Array<{ source_url?: string }> };
};

/** The WordPress REST post shape, reduced to what the cards show; entries without a title are skipped. */
export function toContentPosts(items: unknown[]): ContentPost[] {
  return (items as WpPost[]).flatMap((p) => {
    const title = htmlToText(p.title?.rendered ?? '');
    if (!title || p.id === undefined) return [];
    return [
      {
        id: String(p.id),
        title,
        excerpt: htmlToText(p.excerpt?.rendered ?? ''),
        link: typeof p.link === 'string' && /^(https?:\/\/|\/(?!\/))/.test(p.link) ? p.link : '',
        date: p.date ?? null,
        thumbnail: p._embedded?.['wp:featuredmedia']?.[0]?.source_url ?? null,
      },
    ];
  });
}

/** The portal's own page of a news article: relative, never built from a configured host. */
export const newsArticlePath = (id: string) => `/news/${encodeURIComponent(id)}`;

/** Spec 1 §2 {product} News: article cards from the content service. */
export const NEWS_URL = '/wp-json/wp/v2/posts?_embed&per_page=3';
/** Spec 1 §7/§9: the latest 5 release posts. */
export const RELEASES_URL = '/wp-json/wp/v2/releases?posts_per_page=5';

export const contentPostsQueryOptions = (url: string) =>
  queryOptions({
    queryKey: dashboardKeys.contentPosts(url),
    queryFn: async ({ signal }) => toContentPosts(await fetchContentList(url, signal)),
    staleTime: 10 * 60_000,
  });

export const useContentPosts = (url: string) => useQuery(contentPostsQueryOptions(url));
