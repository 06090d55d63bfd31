import type { Database } from '../db/connection.js';

/** The time zone stored in the user's settings; undefined when there is no such user. */
export async function selectUserTimeZone(db: Database, userId: string) {
  const row = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
  return row?.time_zone;
}
