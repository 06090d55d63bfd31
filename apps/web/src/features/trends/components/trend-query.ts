/** The trends page's filters in its URL, in the order the API's query string takes them. */
export const TREND_KEYS = ['from', 'to', 'clientType', 'risk', 'bundleId'] as const;

/** The API's query string for the filters in the page's URL (the page and its prefetch build the same key). */
export const trendQuery = (search: URLSearchParams): string =>
  new URLSearchParams(TREND_KEYS.flatMap((k) => (search.get(k) ? [[k, search.get(k)!]] : []))).toString();
