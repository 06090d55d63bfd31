/** Spec 2 §9: search starts on page 0 with 10 results per page. */
export const DEFAULT_SEARCH_PAGE = 0;
export const DEFAULT_SEARCH_SIZE = 10;

const wholeNumber = (value: string | null, fallback: number, min: number, max: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** Reads q, page and size from the URL, falling back to the defaults for missing or odd values. */
export function readSearchParams(search: URLSearchParams) {
  return {
    keyword: (search.get('q') ?? '').trim(),
    page: wholeNumber(search.get('page'), DEFAULT_SEARCH_PAGE, 0, 100_000),
    size: wholeNumber(search.get('size'), DEFAULT_SEARCH_SIZE, 1, 100),
  };
}

/** Shown for an empty EIN, SSN or status cell. */
export const orDash = (value: string | null | undefined): string => (value ? value : '--');
