import type { Database } from '../db/connection.js';
import {
  deleteAccountTokensExpiredBy,
  deleteEndedSignInState,
  deleteSentMessages,
  deleteStagedImportRows,
} from './housekeeping-repo.js';
import { deleteExpiredKeys } from './idempotency/keys-repo.js';

const DAY_MS = 86_400_000;
/** Sent mail and texts are kept this long (what an operator may be asked about), then removed. */
export const SENT_MESSAGE_RETENTION_DAYS = 30;
/** Removed at most this many a sweep, so one sweep never holds a long transaction. */
const SENT_MESSAGE_BATCH = 5_000;

/**
 * Removes state that can no longer be used: expired sessions, finished rate-limit windows,
 * one-time codes, WebAuthn challenges and account tokens a day past expiry (kept that long so
 * failed attempts can still be investigated), and sent messages past their retention.
 * Safe to run on every instance at once.
 */
export async function sweepExpiredState(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await deleteEndedSignInState(db, now, dayAgo);
  // Stored /api/v1 answers are replayed for 24 hours (decision 186); the web app's keys do not expire (decision 253).
  await deleteExpiredKeys(db, now);
  await deleteAccountTokensExpiredBy(db, dayAgo);
  // The outbox would otherwise keep every message ever sent, names and addresses included (decision 236).
  await deleteSentMessages(db, new Date(now.getTime() - SENT_MESSAGE_RETENTION_DAYS * DAY_MS), SENT_MESSAGE_BATCH);
  // An import's staged rows hold tax ids: gone a day after the import ends (decision 177), and with
  // them its ZIP's entries (decision 206); the orphan sweep then deletes the PDFs no client was given.
  await deleteStagedImportRows(db, dayAgo);
}
