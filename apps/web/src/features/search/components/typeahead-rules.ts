/** Spec 1 §2: the typeahead waits for a 500 ms pause. */
export const TYPEAHEAD_DEBOUNCE_MS = 500;

/** Spec 1 §5: it fires only for non-empty text and only when the value changed. */
export function nextTypeaheadTerm(previous: string, typed: string): string {
  const term = typed.trim();
  return term !== '' && term !== previous ? term : previous;
}

export type SearchBoxMode = 'client' | 'place-order';

/** Result links go to the client, or to its order form in place-order mode. */
export function resultHref(mode: SearchBoxMode, key: string): string {
  const id = encodeURIComponent(key);
  return mode === 'place-order' ? `/place-order/${id}` : `/client/${id}`;
}

export const searchHref = (text: string): string => `/search?${new URLSearchParams({ q: text.trim() })}`;
