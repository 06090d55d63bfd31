import { useSyncExternalStore } from 'react';

// The major-error modal (spec 1 §2) is opened from the api client, outside React, so it needs a store.
let message: string | null = null;
const listeners = new Set<() => void>();

export function setMajorError(next: string | null): void {
  message = next;
  for (const listener of listeners) listener();
}

export const clearMajorError = (): void => setMajorError(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMajorError(): string | null {
  return useSyncExternalStore(subscribe, () => message);
}
