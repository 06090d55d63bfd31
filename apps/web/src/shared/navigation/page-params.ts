import { PORTFOLIO_DEFAULT_SIZE, PORTFOLIO_MAX_SIZE } from '@taxlens/contracts';

/** A server-paged list's page (from 0, as the API pages) and size, as kept in the page's URL. */
export type PageParams = { page: number; size: number };

/** Page and size from a list's URL: a missing or bad value is the default, a too-large one the limit. */
export function readPageParams(search: URLSearchParams): PageParams {
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = search.get(name);
    const value = Number(raw);
    return raw !== null && Number.isInteger(value) && value >= min ? Math.min(value, max) : fallback;
  };
  return { page: number('page', 0, 0, 100_000), size: number('size', PORTFOLIO_DEFAULT_SIZE, 1, PORTFOLIO_MAX_SIZE) };
}

/** Adds page and size to a list's query: in a URL the defaults are left out (short links); the API (`always`) gets both. */
export function writePageParams(search: URLSearchParams, params: PageParams, always = false): URLSearchParams {
  if (always || params.page > 0) search.set('page', String(params.page));
  if (always || params.size !== PORTFOLIO_DEFAULT_SIZE) search.set('size', String(params.size));
  return search;
}
