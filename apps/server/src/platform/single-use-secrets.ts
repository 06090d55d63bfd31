import type { Database } from '../db/connection.js';
import { expireLiveSecrets, insertAccountToken, insertOneTimeCode } from './secrets-repo.js';

/**
 * The part that account tokens (modules/account-tokens/account-tokens.ts) and one-time codes
 * (modules/twofactor/one-time-code.ts) share: a user holds at most one live secret per purpose,
 * stored only as a hash, with an expiry. Checking them stays apart on purpose, because the secrets
 * differ in strength: a token is 256 random bits, found by its plain SHA-256 hash and safe to
 * look up directly; a code is 6 digits, so it is hashed with a server key bound to the user (a
 * stolen table cannot be brute-forced offline) and checked against the user's newest code with an
 * attempt limit, which a token does not need.
 */
export type SecretTable = 'account_tokens' | 'one_time_codes';

/** Stores a new secret's hash; earlier live secrets of the same user and purpose stop working. Runs in the caller's transaction. */
export async function storeSingleUseSecret(
  tx: Database,
  table: SecretTable,
  input: { userId: string; purpose: string; hash: string; now: Date; validMinutes: number },
): Promise<void> {
  await expireLiveSecrets(tx, table, input.userId, input.purpose, input.now);
  const row = {
    user_id: input.userId,
    purpose: input.purpose,
    expires_at: new Date(input.now.getTime() + input.validMinutes * 60_000),
  };
  // The two tables name their hash column after what they hold.
  if (table === 'account_tokens') await insertAccountToken(tx, { ...row, token_hash: input.hash });
  else await insertOneTimeCode(tx, { ...row, code_hash: input.hash });
}
