import type { Database } from '../../db/connection.js';

export function findUserRow(db: Database, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function findNotificationTypes(db: Database, userId: string): Promise<string[] | undefined> {
  const row = await db.selectFrom('users').select('notification_types').where('id', '=', userId).executeTakeFirst();
  return row?.notification_types;
}

/** Whether another user already has this username. */
export async function isUsernameTaken(db: Database, username: string, exceptUserId: string): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
  return Boolean(taken);
}

/** Writes the changed columns (column name to value) of the user row. */
export async function updateUserColumns(tx: Database, userId: string, set: Record<string, unknown>): Promise<void> {
  await tx.updateTable('users').set(set).where('id', '=', userId).execute();
}

export function listLiveSessions(db: Database, userId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

export function listSessionIds(db: Database, userId: string) {
  return db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** The user's newest audit entries of these actions. */
export function listUserAuditEvents(db: Database, userId: string, actions: readonly string[], limit: number) {
  return db
    .selectFrom('audit_log')
    .select(['at', 'ip', 'action', 'details'])
    .where('user_id', '=', userId)
    .where('action', 'in', actions)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
