import { type Kysely, sql } from 'kysely';

/**
 * Statement triggers on insert, update and delete of `table`, each naming its rows as transition
 * tables (`new_rows`, `old_rows`) for `fn`: one call per statement, however many rows it writes.
 * Triggers `${prefix}_insert`, `${prefix}_update` and `${prefix}_delete`.
 */
export async function createDeltaTriggers(
  db: Kysely<unknown>,
  table: string,
  prefix: string,
  fn: string,
): Promise<void> {
  for (const [event, referencing] of [
    ['insert', 'new table as new_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
    ['delete', 'old table as old_rows'],
  ] as const) {
    await sql`create trigger ${sql.raw(`${prefix}_${event}`)} after ${sql.raw(event)} on ${sql.raw(table)}
      referencing ${sql.raw(referencing)} for each statement execute function ${sql.raw(fn)}()`.execute(db);
  }
}
