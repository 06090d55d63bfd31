import type { Database } from '../../db/connection.js';
import type { AccountTokenPurpose } from './account-tokens.js';

// SQL of the account tokens (only their hashes are stored).

/** The user of a live token with this hash. */
export async function findLiveTokenUser(db: Database, tokenHash: string, purpose: AccountTokenPurpose, now: Date) {
  return db
    .selectFrom('account_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks a live token used, in one statement; answers its user, or undefined when it was not live. */
export async function useLiveToken(db: Database, tokenHash: string, purpose: AccountTokenPurpose, now: Date) {
  return db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}
