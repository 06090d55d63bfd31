import type { CallerChange } from './caller-events.js';

/** Whose data an entry holds: a change to any of them forgets it. */
export type EntryOwners = {
  sessionId?: string;
  userId: string;
  lenderId: string | null;
  /** A test API key acts at a sandbox lender but is bound by its owner's settings (whitelist). */
  ownerLenderId?: string;
};

/**
 * An in-memory map of what signed-in calls need, kept until a committed change concerning its
 * owners is announced (docs/decisions/146), never by time. Bounded: the least recently used entry
 * goes first. A load that started before a change (its generation is older) is not stored, so a
 * read racing a write cannot bring back what the write's announcement just forgot.
 */
export type EventCache<V> = {
  get: (key: string) => V | undefined;
  /** The generation to pass to `put`, taken before loading from the database. */
  generation: () => number;
  put: (key: string, value: V, owners: EntryOwners, loadedInGeneration: number) => void;
  forget: (change: CallerChange) => void;
  size: () => number;
};

export function createEventCache<V>(options: { maxEntries: number; usable: () => boolean }): EventCache<V> {
  const entries = new Map<string, { value: V; owners: EntryOwners }>();
  let generation = 0;
  const concerns = (owners: EntryOwners, change: CallerChange) =>
    change.kind === 'all' ||
    (change.kind === 'session' && owners.sessionId === change.id) ||
    (change.kind === 'user' && owners.userId === change.id) ||
    (change.kind === 'lender' && (owners.lenderId === change.id || owners.ownerLenderId === change.id));
  return {
    get(key) {
      if (!options.usable()) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Most recently used last: a Map iterates in insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    generation: () => generation,
    put(key, value, owners, loadedInGeneration) {
      if (options.maxEntries <= 0 || loadedInGeneration !== generation || !options.usable()) return;
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, owners });
    },
    forget(change) {
      generation++;
      if (change.kind === 'all') return entries.clear();
      if (change.kind === 'session') {
        // Keys of the callers' memory are session ids; other memories hold no session's entry.
        const entry = entries.get(change.id);
        if (entry && concerns(entry.owners, change)) entries.delete(change.id);
        return;
      }
      for (const [key, entry] of entries) if (concerns(entry.owners, change)) entries.delete(key);
    },
    size: () => entries.size,
  };
}
