import type { WpTerm } from '@taxlens/contracts';
import { WP_MAX_PER_PAGE } from '@taxlens/contracts';
import { wpFetch } from './wp-fetch';

/** Spec 2 §7: categories by menu_order desc, 100 per page. */
export const getFaqTypes = (signal?: AbortSignal) =>
  wpFetch<WpTerm[]>(
    '/wp-json/wp/v2/faq_type',
    { orderby: 'menu_order', order: 'desc', per_page: String(WP_MAX_PER_PAGE) },
    signal,
  );
