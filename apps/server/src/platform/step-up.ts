import { STEP_UP_REQUIRED, STEP_UP_REQUIRED_TEXT, STEP_UP_WINDOW_SECONDS } from '@taxlens/contracts';
import type { Database } from '../db/connection.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';
import type { Principal } from './principal.js';
import { selectSessionProvenAt, setSessionProvenAt } from './session-repo.js';

export const STEP_UP_WINDOW_MS = STEP_UP_WINDOW_SECONDS * 1000;

export const stepUpRequired = () => AppError.of(403, STEP_UP_REQUIRED, STEP_UP_REQUIRED_TEXT);

/** Records a fresh proof of identity on the session: sensitive changes are allowed for the next minutes. */
export async function recordProof(db: Database, sessionId: string, now: Date): Promise<Date> {
  await setSessionProvenAt(db, sessionId, now);
  return new Date(now.getTime() + STEP_UP_WINDOW_MS);
}

/**
 * Step-up guard for sensitive changes (e-mail, second factor, IP whitelist, another user's second
 * factor): the session must have proven who it is within the window. Read from the database, not
 * from the remembered caller, so a proof made on another instance counts at once.
 */
export async function requireRecentProof(
  ctx: { db: Database; clock: Clock },
  principal: Pick<Principal, 'sessionId'>,
): Promise<void> {
  const provenAtValue = await selectSessionProvenAt(ctx.db, principal.sessionId);
  const provenAt = provenAtValue ? new Date(provenAtValue).getTime() : null;
  const now = ctx.clock.now().getTime();
  if (provenAt === null || now - provenAt > STEP_UP_WINDOW_MS) throw stepUpRequired();
}
