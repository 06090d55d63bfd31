import type { Database } from '../db/connection.js';
import type { SecretTable } from './single-use-secrets.js';

type SecretRow = { user_id: string; purpose: string; expires_at: Date };

/** Marks the user's live secrets of this purpose used, so they stop working. */
export async function expireLiveSecrets(
  tx: Database,
  table: SecretTable,
  userId: string,
  purpose: string,
  now: Date,
): Promise<void> {
  await tx
    .updateTable(table)
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertAccountToken(tx: Database, row: SecretRow & { token_hash: string }): Promise<void> {
  await tx.insertInto('account_tokens').values(row).execute();
}

export async function insertOneTimeCode(tx: Database, row: SecretRow & { code_hash: string }): Promise<void> {
  await tx.insertInto('one_time_codes').values(row).execute();
}
