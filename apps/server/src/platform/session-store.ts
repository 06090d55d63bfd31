import { hash, randomBytes } from 'node:crypto';
import type { Database } from '../db/connection.js';
import { insertSession, touchSession } from './session-repo.js';

export const SESSION_COOKIE = 'taxlens_session';

/** On every signed-in call: the one-shot `hash` costs half of a `createHash` object (decision 296). */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
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
  await insertSession(db, {
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
  });
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
  await touchSession(db, sessionId, now, new Date(userEnd.getTime() + ACTIVITY_WRITE_MS));
  return userEnd;
}
