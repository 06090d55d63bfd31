import { sql } from 'kysely';
import type { Database } from '../../src/db/connection.js';

/** How long a test waits for something the server does after answering: generous, and never timed. */
export const WAIT_BOUND_MS = 2_000;

/** Waits for `condition`, checking every 10 ms, and fails after WAIT_BOUND_MS naming `what`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > WAIT_BOUND_MS) throw new Error(`Waited ${WAIT_BOUND_MS} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits until every event written so far can be read from the stream. A reader sees only events of
 * transactions older than every one still running (decision 183): on PostgreSQL, work the server
 * started before (a consumer's batch after an earlier request) holds newer events back for a moment.
 */
export async function untilStreamCaughtUp(db: Database): Promise<void> {
  await until(async () => {
    const { rows } = await sql<{ behind: boolean }>`
      select coalesce(max(tx_id) >= (select event_stream_horizon()), false) as behind from domain_events`.execute(db);
    return rows[0]?.behind === false;
  }, 'every event written to be readable from the stream');
}

/**
 * Drains `consumers` until `done` holds. One drain after untilStreamCaughtUp can still miss the newest
 * events: the stream's horizon steps back for a moment when a transaction of another database ends
 * between the statement's snapshot and its read of pg_stat_activity, and is then kept in (decision
 * 233: a later read has them). Other test workers' databases on the same server do exactly that.
 */
export async function drainUntil(
  consumers: { drain: () => Promise<unknown> },
  done: () => Promise<boolean>,
  what: string,
): Promise<void> {
  await until(async () => {
    await consumers.drain();
    return done();
  }, what);
}
