/** Spring-style sort parameter: 'field' (ascending) or 'field,desc'. */
export type SortParam = string | undefined;

/** Spec 1 §9: first click ascending, second descending, third clears. */
export function nextSort(current: SortParam, field: string): SortParam {
  if (current === field) return `${field},desc`;
  if (current === `${field},desc`) return undefined;
  return field;
}

/** Changing the sort always goes back to the first page. */
export function applySortClick<T extends { sort?: SortParam; page: number }>(state: T, field: string): T {
  return { ...state, sort: nextSort(state.sort, field), page: 0 };
}

export function sortDirection(current: SortParam, field: string): 'ascending' | 'descending' | 'none' {
  if (current === field) return 'ascending';
  if (current === `${field},desc`) return 'descending';
  return 'none';
}
