import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/connection.js';

export const SESSION_COOKIE = 'taxlens_session';

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const randomToken = () => randomBytes(32).toString('base64url');

export type NewSession = { token: string; csrfToken: string; expiresAt: Date };

/** A new session id at every sign-in; the cookie holds the token, the database only its hash. */
export async function createSession(
  db: Database,
  input: {
    userId: string;
    lenderId: string | null;
    ip: string | null;
    userAgent: string | null;
    now: Date;
    ttlSeconds: number;
    /** The second factor passed at this sign-in (a method, or SAML); null: none (decision 126). */
    secondFactor: string | null;
    /** The last proof of identity: step-up counts from it. */
    provenAt?: Date | null;
  },
): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlSeconds * 1000);
  await db
    .insertInto('sessions')
    .values({
      id: hashSessionToken(token),
      user_id: input.userId,
      lender_id: input.lenderId,
      csrf_token: csrfToken,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
      created_at: input.now,
      last_seen_at: input.now,
      // As extendSession: the stored end lags the user's countdown by one activity-write period.
      expires_at: new Date(expiresAt.getTime() + ACTIVITY_WRITE_MS),
      second_factor: input.secondFactor,
      proven_at: input.provenAt ?? null,
    })
    .execute();
  return { token, csrfToken, expiresAt };
}

/**
 * Session activity is written at most this often per session and instance (docs/decisions/147), so a
 * signed-in read is not a database write.
 */
export const ACTIVITY_WRITE_MS = 60_000;

/**
 * Idle expiry: an active use pushes the end out by the idle period. The stored end carries one
 * activity-write period more than the user's countdown: uses in the minute after a write are not
 * written, and the server's expiry must lag the countdown, never precede it. Returns the user's end.
 */
export async function extendSession(db: Database, sessionId: string, now: Date, ttlSeconds: number): Promise<Date> {
  const userEnd = new Date(now.getTime() + ttlSeconds * 1000);
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: new Date(userEnd.getTime() + ACTIVITY_WRITE_MS) })
    .where('id', '=', sessionId)
    .execute();
  return userEnd;
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
