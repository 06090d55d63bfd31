import type { Database } from '../db/connection.js';
import { deleteExpiredKeys } from './idempotency/store.js';

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
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', now).execute();
  await db.deleteFrom('saml_requests').where('expires_at', '<=', now).execute();
  await db.deleteFrom('saml_used_assertions').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('one_time_codes')
    .where('expires_at', '<=', new Date(now.getTime() - DAY_MS))
    .execute();
  await db
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<=', new Date(now.getTime() - DAY_MS))
    .execute();
  // Stored /api/v1 answers are replayed for 24 hours (decision 186); the web app's keys do not expire (decision 253).
  await deleteExpiredKeys(db, now);
  await db
    .deleteFrom('account_tokens')
    .where('expires_at', '<=', new Date(now.getTime() - DAY_MS))
    .execute();
  // The outbox would otherwise keep every message ever sent, names and addresses included (decision 236).
  await db
    .deleteFrom('outbox')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'SENT')
        .where('sent_at', '<=', new Date(now.getTime() - SENT_MESSAGE_RETENTION_DAYS * DAY_MS))
        .limit(SENT_MESSAGE_BATCH),
    )
    .execute();
  // An import's staged rows hold tax ids: gone a day after the import ends (decision 177), and with
  // them its ZIP's entries (decision 206); the orphan sweep then deletes the PDFs no client was given.
  for (const table of ['import_rows', 'import_files'] as const) {
    await db
      .deleteFrom(table)
      .where('import_id', 'in', (eb) =>
        eb
          .selectFrom('imports')
          .select('id')
          .where((w) =>
            w.or([
              w('finished_at', '<=', new Date(now.getTime() - DAY_MS)),
              w.and([
                w('finished_at', 'is', null),
                w('status', 'in', ['UPLOADED', 'PREVIEWED']),
                w('created_at', '<=', new Date(now.getTime() - DAY_MS)),
              ]),
            ]),
          ),
      )
      .execute();
  }
}
