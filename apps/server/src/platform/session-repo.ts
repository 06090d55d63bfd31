import type { Insertable } from 'kysely';
import type { Database } from '../db/connection.js';
import type { DB } from '../db/schema.js';

export async function insertSession(db: Database, row: Insertable<DB['sessions']>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** A use of the session: its activity and its new stored end. */
export async function touchSession(db: Database, sessionId: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function setSessionLender(db: Database, sessionId: string, lenderId: string): Promise<void> {
  await db.updateTable('sessions').set({ lender_id: lenderId }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (a changed password), optionally keeping the one making the change. */
export async function deleteUserSessions(db: Database, userId: string, keepSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

/** The session passed a second factor now (an enrolment that proved the mailbox and the new method). */
export async function markSecondFactorPassed(db: Database, sessionId: string, method: string): Promise<void> {
  await db.updateTable('sessions').set({ second_factor: method }).where('id', '=', sessionId).execute();
}

/** The setup code mailed to the address on file was entered in this session. */
export async function markMailboxProven(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ mailbox_proven_at: now }).where('id', '=', sessionId).execute();
}

/** A fresh proof of identity on the session (step-up). */
export async function setSessionProvenAt(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ proven_at: now }).where('id', '=', sessionId).execute();
}

/** The session's last proof of identity; null when none, undefined when the session is gone. */
export async function selectSessionProvenAt(db: Database, sessionId: string) {
  const row = await db.selectFrom('sessions').select('proven_at').where('id', '=', sessionId).executeTakeFirst();
  return row?.proven_at;
}
