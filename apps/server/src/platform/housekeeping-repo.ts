import type { Database } from '../db/connection.js';

/** Sessions, rate-limit windows and SAML state ended by `now`; one-time codes and WebAuthn challenges expired by `codesBefore`. */
export async function deleteEndedSignInState(db: Database, now: Date, codesBefore: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', now).execute();
  await db.deleteFrom('saml_requests').where('expires_at', '<=', now).execute();
  await db.deleteFrom('saml_used_assertions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('one_time_codes').where('expires_at', '<=', codesBefore).execute();
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', codesBefore).execute();
}

export async function deleteAccountTokensExpiredBy(db: Database, before: Date): Promise<void> {
  await db.deleteFrom('account_tokens').where('expires_at', '<=', before).execute();
}

/** At most `limit` outbox rows sent by `before`. */
export async function deleteSentMessages(db: Database, before: Date, limit: number): Promise<void> {
  await db
    .deleteFrom('outbox')
    .where('id', 'in', (eb) =>
      eb.selectFrom('outbox').select('id').where('status', '=', 'SENT').where('sent_at', '<=', before).limit(limit),
    )
    .execute();
}

/** The staged rows and ZIP entries of imports finished by `before`, or left unstarted since then. */
export async function deleteStagedImportRows(db: Database, before: Date): Promise<void> {
  for (const table of ['import_rows', 'import_files'] as const) {
    await db
      .deleteFrom(table)
      .where('import_id', 'in', (eb) =>
        eb
          .selectFrom('imports')
          .select('id')
          .where((w) =>
            w.or([
              w('finished_at', '<=', before),
              w.and([
                w('finished_at', 'is', null),
                w('status', 'in', ['UPLOADED', 'PREVIEWED']),
                w('created_at', '<=', before),
              ]),
            ]),
          ),
      )
      .execute();
  }
}
