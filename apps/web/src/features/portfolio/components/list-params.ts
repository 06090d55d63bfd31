import { type PageParams, readPageParams, writePageParams } from '../../../shared/navigation/page-params';

export type ListParams = PageParams & {
  sort?: string | undefined;
  type?: string | undefined;
  reports?: string | undefined;
  yearMonth?: string | undefined;
};

const FILTER_KEYS = ['sort', 'type', 'reports', 'yearMonth'] as const;

/** The list's state lives in the URL, so a link or a reload restores the same view. */
export function readListParams(search: URLSearchParams): ListParams {
  const params: ListParams = readPageParams(search);
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
  return writePageParams(search, params);
}

/** The API query: the same parameters, page and size always sent. */
export function toApiQuery(params: ListParams): string {
  return writePageParams(toSearch(params), params, true).toString();
}

/** The export takes the filters and sort, not the page. */
export function toExportQuery(params: ListParams): string {
  const search = toSearch(params);
  search.delete('page');
  search.delete('size');
  return search.toString();
}

/** Changing a filter or the page size starts again from the first page. */
export function withFilter(
  params: ListParams,
  key: 'type' | 'reports' | 'yearMonth',
  value: string | null,
): ListParams {
  return { ...params, [key]: value || undefined, page: 0 };
}
