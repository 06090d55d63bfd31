/** Spec 1 §9: page-size choices run from 10 to 100 in steps of 10. */
const SIZE_STEP = 10;
const MAX_SIZE = 100;
export const DEFAULT_PAGE_LINKS = 7;

/** Each size is offered only if the total exceeds the previous step (10 whenever there is anything). */
export function pageSizeChoices(total: number): number[] {
  const choices: number[] = [];
  for (let size = SIZE_STEP; size <= MAX_SIZE; size += SIZE_STEP) {
    if (total > size - SIZE_STEP) choices.push(size);
  }
  return choices;
}

/** The page-size selector appears only with more than 10 items. */
export const showsPageSizeSelect = (total: number): boolean => total > SIZE_STEP;

export const totalPages = (total: number, size: number): number => (size > 0 ? Math.ceil(total / size) : 0);

/** Zero-based page numbers to link, a window of `count` around the current page. */
export function pageLinks(current: number, pages: number, count = DEFAULT_PAGE_LINKS): number[] {
  if (pages <= 0 || count <= 0) return [];
  const span = Math.min(count, pages);
  const start = Math.min(Math.max(current - Math.floor(span / 2), 0), pages - span);
  return Array.from({ length: span }, (_, i) => start + i);
}

/** Items shown on the current page, for 'Viewing X out of Y results'. */
export function itemsOnPage(page: number, size: number, total: number): number {
  return Math.max(0, Math.min(size, total - page * size));
}
