import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WpPost, WpTerm } from '@taxlens/contracts';
import { WP_MAX_PER_PAGE } from '@taxlens/contracts';
import { wpFetch } from './wp-fetch';

/** Spec 2 §7: categories by menu_order desc, 100 per page. */
export const getFaqTypes = (signal?: AbortSignal) =>
  wpFetch<WpTerm[]>(
    '/wp-json/wp/v2/faq_type',
    { orderby: 'menu_order', order: 'desc', per_page: String(WP_MAX_PER_PAGE) },
    signal,
  );

/** Spec 2 §7: the questions (tg_tips) embedded, menu_order asc, 100 per page. */
export const getFaqQuestions = (signal?: AbortSignal) =>
  wpFetch<WpPost[]>(
    '/wp-json/wp/v2/tg_tips',
    { _embed: '1', orderby: 'menu_order', order: 'asc', per_page: String(WP_MAX_PER_PAGE) },
    signal,
  );

export const faqQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'faq'],
    queryFn: async ({ signal }) => {
      const [types, questions] = await Promise.all([getFaqTypes(signal), getFaqQuestions(signal)]);
      return { types, questions };
    },
    staleTime: 5 * 60_000,
  });

export const useFaq = () => useQuery(faqQueryOptions());
