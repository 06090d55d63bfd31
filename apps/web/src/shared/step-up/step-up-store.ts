import { useSyncExternalStore } from 'react';

// The confirm dialog is opened from the api client, outside React, so it needs a store. Calls
// refused together wait for the one dialog: a person confirms once, every waiting call retries.
let waiting: Array<(confirmed: boolean) => void> = [];
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Opens the dialog (or joins the open one); true once the person confirmed it is them. */
export function requestStepUp(): Promise<boolean> {
  return new Promise((resolve) => {
    waiting = [...waiting, resolve];
    notify();
  });
}

/** The dialog closed: confirmed, or cancelled. */
export function settleStepUp(confirmed: boolean): void {
  const settled = waiting;
  waiting = [];
  notify();
  for (const resolve of settled) resolve(confirmed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many refused calls wait for the dialog. */
export function countWaitingCalls(): number {
  return waiting.length;
}

export function useStepUpRequested(): boolean {
  return useSyncExternalStore(subscribe, () => waiting.length > 0);
}
