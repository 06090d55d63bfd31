import type { User } from '@taxlens/contracts';
import type { ChangeChannel } from '../db/change-channel.js';
import { type CallerEvents, startCallerEvents } from './caller-events.js';
import { createEventCache, type EventCache } from './event-cache.js';
import type { Principal } from './principal.js';

/**
 * What every signed-in call needs, remembered by this instance until the database announces a
 * change to it (docs/decisions/146): the caller by session-token hash, and the account view by user
 * and selected lender. While the change listener is not confirmed live, nothing is read from or
 * stored in these memories: every call reads the database.
 */
export type CallerCache = {
  principals: EventCache<Principal>;
  /** `GET /api/myaccount/get` answers, keyed by `accountViewKey`. */
  accounts: EventCache<User>;
  live: () => boolean;
  /** Resolves once every change committed before the call has been heard here (a write's own, too). */
  settle: () => Promise<void>;
  forgetAll: () => void;
  close: () => Promise<void>;
};

export const accountViewKey = (userId: string, lenderId: string | null) => `${userId}|${lenderId ?? ''}`;

export function createCallerCache(options: {
  channel: ChangeChannel | undefined;
  maxEntries: number;
  heartbeatMs: number;
  onProblem?: (error: Error) => void;
}): CallerCache {
  // Read only once events exist (the listener confirms itself asynchronously).
  const usable = () => events.live();
  const principals = createEventCache<Principal>({ maxEntries: options.maxEntries, usable });
  const accounts = createEventCache<User>({ maxEntries: options.maxEntries, usable });
  const forgetAll = () => {
    principals.forget({ kind: 'all' });
    accounts.forget({ kind: 'all' });
  };
  const events: CallerEvents = startCallerEvents({
    channel: options.maxEntries > 0 ? options.channel : undefined,
    heartbeatMs: options.heartbeatMs,
    onChange: (change) => {
      principals.forget(change);
      accounts.forget(change);
    },
    onReset: forgetAll,
    ...(options.onProblem ? { onProblem: options.onProblem } : {}),
  });
  return { principals, accounts, live: events.live, settle: events.settle, forgetAll, close: events.close };
}
