import { useSyncExternalStore } from 'react';
import type { SelectedLender, User } from '@taxlens/contracts';
import { getCsrf, getStoredUser, subscribeToStorage } from '../storage/local-store';

/** The signed-in user as stored (spec 1 §3), or null; re-renders when the session changes. */
export function useSessionUser(): User | null {
  const user = useSyncExternalStore(subscribeToStorage, getStoredUser);
  const csrf = useSyncExternalStore(subscribeToStorage, getCsrf);
  return csrf === null ? null : user;
}

export function useSelectedLender(): SelectedLender | null {
  return useSessionUser()?.selectedLender ?? null;
}
