import { createHash } from 'node:crypto';
import type { QueryCreator } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { DB } from '../../db/schema.js';
import { completeKey, deleteKey, findKey, insertKey, type KeyScope, type StoredKey } from './keys-repo.js';

export type { IdempotencySurface, KeyScope } from './keys-repo.js';

/** A request sent with an Idempotency-Key, as one surface sees it (decision 253). */
export type KeyedRequest = {
  scope: KeyScope;
  /** What makes a retry "the same request": see fingerprintOf. */
  fingerprint: string;
  /** The surface's refusal of its key sent with another request: a 4xx in the surface's own error shape. */
  refuseReuse: () => Error;
};

export type Outcome<R> = { result: R; replayed: boolean };

/** The fingerprint of a request's content: its JSON (files by their digest), hashed. */
export const fingerprintOf = (content: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(content ?? null))
    .digest('hex');

/** The key was taken by a copy of the request while this one ran: its work rolls back and answers the copy's. */
export class KeyTaken extends Error {}

/** The stored key after its fingerprint is checked; an empty one (kept before fingerprints) matches any request. */
async function findChecked(db: Database, request: KeyedRequest): Promise<StoredKey | undefined> {
  const stored = await findKey(db, request.scope);
  if (stored?.status === 'DONE' && stored.fingerprint !== '' && stored.fingerprint !== request.fingerprint)
    throw request.refuseReuse();
  return stored;
}

/** Records the key with the work, in the work's transaction. */
export type KeyRecorder<A> = {
  /** Its own statement; throws KeyTaken when a copy of the request holds the key (it waits for that copy to commit). */
  record: (trx: Database, answer: A) => Promise<void>;
  /** The same insert as part of a statement (a CTE) that saves a round trip; it answers no row when the key is taken. */
  insert: (db: QueryCreator<DB>, answer: A) => ReturnType<typeof insertKey>;
};

/**
 * Runs work once per key, the key recorded in the work's own transaction (the web app's orders and
 * bulk sends): a retry answers `replay` of the stored answer; a copy sent at once waits on the key
 * and, its transaction rolled back, answers the first one's outcome. A failed request leaves no key.
 * `raced`: failures that mean a copy committed first (e.g. the order it would have made exists).
 */
export async function runOnceWithWork<A, R>(
  db: Database,
  now: Date,
  request: KeyedRequest,
  steps: {
    run: (key: KeyRecorder<A>) => Promise<R>;
    replay: (answer: A) => Promise<R>;
    raced?: (error: unknown) => boolean;
  },
): Promise<Outcome<R>> {
  const replayStored = async (): Promise<Outcome<R> | null> => {
    const stored = await findChecked(db, request);
    return stored?.answer ? { result: await steps.replay(JSON.parse(stored.answer) as A), replayed: true } : null;
  };
  const earlier = await replayStored();
  if (earlier) return earlier;
  const values = (answer: A) => ({
    fingerprint: request.fingerprint,
    status: 'DONE' as const,
    answer: JSON.stringify(answer),
    now,
    expiresAt: null,
  });
  const key: KeyRecorder<A> = {
    insert: (qc, answer) => insertKey(qc, request.scope, values(answer)),
    record: async (trx, answer) => {
      if (!(await insertKey(trx, request.scope, values(answer)).executeTakeFirst())) throw new KeyTaken();
    },
  };
  try {
    return { result: await steps.run(key), replayed: false };
  } catch (error) {
    if (error instanceof KeyTaken || steps.raced?.(error)) {
      const copy = await replayStored();
      if (copy) return copy;
    }
    throw error;
  }
}

/**
 * Runs work once per key, claimed before the work starts (/api/v1, whose work is any route's): the
 * first request claims the key, runs, and stores its answer; a retry with the same request gets the
 * stored answer, and one while the first still runs `refuseBusy`. A failed request frees its key.
 * `keptMs`: how long the answer is replayed.
 */
export async function runOnceClaimed<A>(
  db: Database,
  now: Date,
  request: KeyedRequest,
  steps: { run: () => Promise<A>; refuseBusy: (state: 'running' | 'finished') => Error; keptMs: number },
): Promise<Outcome<A>> {
  const { scope } = request;
  await deleteKey(db, scope, now);
  const claimed = await insertKey(db, scope, {
    fingerprint: request.fingerprint,
    status: 'PENDING',
    answer: null,
    now,
    expiresAt: new Date(now.getTime() + steps.keptMs),
  }).executeTakeFirst();
  if (!claimed) {
    const stored = await findChecked(db, request);
    // Gone since the claim failed: the first request failed and freed the key; the caller may retry.
    if (!stored) throw steps.refuseBusy('finished');
    if (stored.status === 'PENDING') throw steps.refuseBusy('running');
    return { result: JSON.parse(stored.answer!) as A, replayed: true };
  }
  let result: A;
  try {
    result = await steps.run();
  } catch (error) {
    await deleteKey(db, scope);
    throw error;
  }
  await completeKey(db, scope, JSON.stringify(result));
  return { result, replayed: false };
}
