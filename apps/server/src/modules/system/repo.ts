import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

/** The smallest round trip to the database: throws when it cannot be reached. */
export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
