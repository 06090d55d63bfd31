import type { Database } from '../../db/connection.js';

export async function findUserByUsername(db: Database, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function markSignedIn(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_login_at: at })
    .where('id', '=', userId)
    .execute();
}
