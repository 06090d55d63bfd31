import { PORTFOLIO_DEFAULT_SIZE } from '@taxlens/contracts';

export type ListParams = {
  page: number;
  size: number;
  sort?: string | undefined;
  type?: string | undefined;
  reports?: string | undefined;
  yearMonth?: string | undefined;
};

const FILTER_KEYS = ['sort', 'type', 'reports', 'yearMonth'] as const;

/** The list's state lives in the URL, so a link or a reload restores the same view. */
export function readListParams(search: URLSearchParams): ListParams {
  const number = (name: string, fallback: number, max: number) => {
    const value = Number(search.get(name));
    return Number.isInteger(value) && value >= 0 && search.get(name) !== null ? Math.min(value, max) : fallback;
  };
  const params: ListParams = { page: number('page', 0, 100_000), size: number('size', PORTFOLIO_DEFAULT_SIZE, 100) || PORTFOLIO_DEFAULT_SIZE };
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value) params[key] = value;
  }
  return params;
}

/** The URL query of a view; defaults are left out so links stay short. */
export function toSearch(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) if (params[key]) search.set(key, params[key]!);
  if (params.page > 0) search.set('page', String(params.page));
  if (params.size !== PORTFOLIO_DEFAULT_SIZE) search.set('size', String(params.size));
  return search;
}

/** The API query: the same parameters, page and size always sent. */
export function toApiQuery(params: ListParams): string {
  const search = toSearch(params);
  search.set('page', String(params.page));
  search.set('size', String(params.size));
  return search.toString();
}

/** The export takes the filters and sort, not the page. */
export function toExportQuery(params: ListParams): string {
  const search = toSearch(params);
  search.delete('page');
  search.delete('size');
  return search.toString();
}

/** Changing a filter or the page size starts again from the first page. */
export function withFilter(params: ListParams, key: 'type' | 'reports' | 'yearMonth', value: string | null): ListParams {
  return { ...params, [key]: value || undefined, page: 0 };
}
