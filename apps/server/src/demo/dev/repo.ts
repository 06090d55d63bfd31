import type { Database } from '../../db/connection.js';

/** Demo mode's developer helpers (dev/*-routes.ts): what they read and reset. */
export function findUserIdByUsername(db: Database, username: string) {
  return db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
}

/** Puts a demo user's sign-in back to its seeded state: its password and second factor, no lock, no session. */
export async function resetUserSignIn(
  tx: Database,
  userId: string,
  state: { passwordHash: string | null; passwordExpiresAt: Date | null; f2aType: string; status: string },
): Promise<void> {
  await tx
    .updateTable('users')
    .set({
      password_hash: state.passwordHash,
      password_expires_at: state.passwordExpiresAt,
      f2a_type: state.f2aType,
      status: state.status,
      failed_logins: 0,
      locked_until: null,
      f2a_failures: 0,
      f2a_blocked_at: null,
    })
    .where('id', '=', userId)
    .execute();
  for (const table of [
    'user_second_factors',
    'webauthn_credentials',
    'webauthn_challenges',
    'account_tokens',
    'one_time_codes',
    'sessions',
  ] as const) {
    await tx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
}

/** The demo outbox, newest first. */
export function listDevMessages(db: Database) {
  return db.selectFrom('dev_messages').selectAll().orderBy('id', 'desc').limit(200).execute();
}

/** The client's oldest open report (order or monitoring). */
export function findOldestOpenReport(db: Database, clientId: string) {
  return db
    .selectFrom('reports')
    .select(['id', 'kind'])
    .where('client_id', '=', clientId)
    .where('status', 'in', ['PENDING', 'IN_PROGRESS'])
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

/** The first operations user (ROLE_ADMIN). */
export function findFirstOperator(db: Database) {
  return db
    .selectFrom('users')
    .select('id')
    .where('global_role', '=', 'ROLE_ADMIN')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}
