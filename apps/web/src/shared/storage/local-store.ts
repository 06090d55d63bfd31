import type { User } from '@taxlens/contracts';

/** Spec 1 §3: the only things the portal keeps in local storage. This module owns the keys. */
export const STORAGE_KEYS = {
  csrf: 'csrf',
  user: 'user',
  goto: 'goto',
  expiredUsername: 'expiredUsername',
  seenNotices: 'seenNotices',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
type Listener = () => void;

const listeners = new Set<Listener>();

// Storage can throw (private mode, quota); the portal then behaves as if nothing was stored.
function readItem(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: see readItem.
  }
  notifyListeners();
}

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to changes of the stored session, including those made by other tabs. */
export function subscribeToStorage(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const getCsrf = (): string | null => readItem(STORAGE_KEYS.csrf);
export const setCsrf = (token: string): void => writeItem(STORAGE_KEYS.csrf, token);

let cachedUserJson: string | null = null;
let cachedUser: User | null = null;

/** Returns the same object while the stored JSON is unchanged (useSyncExternalStore needs that). */
export function getStoredUser(): User | null {
  const json = readItem(STORAGE_KEYS.user);
  if (json === cachedUserJson) return cachedUser;
  cachedUserJson = json;
  cachedUser = parseUser(json);
  return cachedUser;
}

function parseUser(json: string | null): User | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    // Trust the server's shape; only reject what cannot be a user at all.
    return typeof value === 'object' && value !== null && 'id' in value ? (value as User) : null;
  } catch {
    return null;
  }
}

export const setStoredUser = (user: User): void => writeItem(STORAGE_KEYS.user, JSON.stringify(user));

export const getGoto = (): string | null => readItem(STORAGE_KEYS.goto);
export const setGoto = (target: string): void => writeItem(STORAGE_KEYS.goto, target);
export const clearGoto = (): void => writeItem(STORAGE_KEYS.goto, null);

/** Reads the saved target and clears it, so it is followed once. */
export function takeGoto(): string | null {
  const target = getGoto();
  if (target !== null) clearGoto();
  return target;
}

export const getExpiredUsername = (): string | null => readItem(STORAGE_KEYS.expiredUsername);
export const setExpiredUsername = (username: string): void => writeItem(STORAGE_KEYS.expiredUsername, username);
export const clearExpiredUsername = (): void => writeItem(STORAGE_KEYS.expiredUsername, null);

export function getSeenNotices(): string[] {
  try {
    const value: unknown = JSON.parse(readItem(STORAGE_KEYS.seenNotices) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function addSeenNotice(id: string): void {
  const seen = getSeenNotices();
  if (!seen.includes(id)) writeItem(STORAGE_KEYS.seenNotices, JSON.stringify([...seen, id]));
}

/** The session part only: csrf and user (a 403 from login or logout clears just these). */
export function clearCsrfAndUser(): void {
  writeItem(STORAGE_KEYS.csrf, null);
  writeItem(STORAGE_KEYS.user, null);
}

/** Logout clears csrf, user and goto whether the server call succeeded or not (spec 1 §4). */
export function clearSession(): void {
  clearCsrfAndUser();
  clearGoto();
}

/** Signed in means both a user and the csrf token that every call needs. */
export function isSignedIn(): boolean {
  return getCsrf() !== null && getStoredUser() !== null;
}
