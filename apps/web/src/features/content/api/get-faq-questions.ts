import type { WpPost } from '@taxlens/contracts';
import { WP_MAX_PER_PAGE } from '@taxlens/contracts';
import { wpFetch } from './wp-fetch';

/** Spec 2 §7: the questions (tg_tips) embedded, menu_order asc, 100 per page. */
export const getFaqQuestions = (signal?: AbortSignal) =>
  wpFetch<WpPost[]>(
    '/wp-json/wp/v2/tg_tips',
    { _embed: '1', orderby: 'menu_order', order: 'asc', per_page: String(WP_MAX_PER_PAGE) },
    signal,
  );
