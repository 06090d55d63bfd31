import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { OutboxMessage } from './enqueue.js';

/** Inserts messages in one statement, in the caller's transaction, available from `now`. */
export async function insertOutboxMessages(db: Database, messages: readonly OutboxMessage[], now: Date): Promise<void> {
  await db
    .insertInto('outbox')
    .values(messages.map((m) => ({ channel: m.channel, payload: JSON.stringify(m.payload), available_at: now })))
    .execute();
}

/**
 * Claims up to `limit` due messages until `until`, in one statement; FOR UPDATE SKIP LOCKED lets
 * several instances share the queue.
 */
export async function claimOutboxBatch(db: Database, now: Date, until: Date, limit: number) {
  return db
    .updateTable('outbox')
    .set({ status: 'SENDING', available_at: until, attempts: sql`attempts + 1` })
    .where(
      'id',
      'in',
      db
        .selectFrom('outbox')
        .select('id')
        .where('status', 'in', ['PENDING', 'SENDING'])
        .where('available_at', '<=', now)
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'channel', 'payload', 'attempts'])
    .execute();
}

/** Marks the claim held at `row.attempts` sent; false when it was taken over. */
export async function markOutboxSent(db: Database, row: { id: number; attempts: number }, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'SENT', sent_at: now })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A failed delivery of the claim held at `row.attempts`: tried again at `retryAt`, or FAILED for good. */
export async function markOutboxFailed(
  db: Database,
  row: { id: number; attempts: number },
  failure: { failed: boolean; retryAt: Date; error: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: failure.failed ? 'FAILED' : 'PENDING', available_at: failure.retryAt, last_error: failure.error })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .execute();
}
