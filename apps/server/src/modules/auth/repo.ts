import type { Database } from '../../db/connection.js';

export async function findUserByUsername(db: Database, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** Counts one more consecutive failure; returns the new count. */
export async function countFailedLogin(db: Database, userId: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', userId)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  return row.failed_logins;
}

export async function lockUser(db: Database, userId: string, until: Date): Promise<void> {
  await db.updateTable('users').set({ locked_until: until, failed_logins: 0 }).where('id', '=', userId).execute();
}

export async function clearFailedLogins(db: Database, userId: string): Promise<void> {
  await db.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('id', '=', userId).execute();
}

export async function markSignedIn(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_logins: 0, locked_until: null, last_login_at: at })
    .where('id', '=', userId)
    .execute();
}
