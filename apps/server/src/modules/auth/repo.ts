import type { Database } from '../../db/connection.js';

export async function findUserByUsername(db: Database, username: string) {
  // An API key's service user has no sign-in at all (decision 190).
  return db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username)
    .where('kind', '=', 'PERSON')
    .executeTakeFirst();
}

export async function markSignedIn(db: Database, userId: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
}

export async function findGlobalRole(db: Database, userId: string) {
  return db.selectFrom('users').select('global_role').where('id', '=', userId).executeTakeFirstOrThrow();
}
