import type { Insertable } from 'kysely';
import type { Database } from '../../../db/connection.js';
import type { DB } from '../../../db/schema.js';

const CHUNK_ROWS = 400;

/** Multi-row inserts in chunks: far fewer round trips than one insert per row, and under the 65,535-parameter limit. */
export async function insertInChunks<T extends keyof DB & string>(
  db: Database,
  table: T,
  rows: ReadonlyArray<Insertable<DB[T]>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    // Kysely cannot relate a generic table name to its row type; callers are typed above.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK_ROWS) as never)
      .execute();
  }
}
