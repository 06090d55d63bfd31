import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection.js';
import { storeSingleUseSecret } from '../../platform/single-use-secrets.js';
import { findLiveTokenUser, useLiveToken } from './repo.js';

/** RESET: forgot-password link; INVITATION: account activation; EXPIRED_PASSWORD: the forced change after sign-in; UNLOCK: a throttled account's device pass (decision 131); F2A_RESET: a blocked second factor's reset (decision 132). */
export type AccountTokenPurpose = 'RESET' | 'INVITATION' | 'EXPIRED_PASSWORD' | 'UNLOCK' | 'F2A_RESET';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token (256 bits); earlier live tokens of the same purpose stop working. Only its hash is stored (checking differs from one-time codes: see platform/single-use-secrets.ts). */
export async function issueAccountToken(
  tx: Database,
  input: { userId: string; purpose: AccountTokenPurpose; now: Date; validMinutes: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await storeSingleUseSecret(tx, 'account_tokens', { ...input, hash: hashToken(token) });
  return token;
}

/** The user a live token belongs to, without using it up (to show a page or check a password first). */
export async function findTokenUser(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string | null> {
  const row = await findLiveTokenUser(db, hashToken(token), purpose, now);
  return row?.user_id ?? null;
}

/** Uses a token up: one statement, so the same link cannot succeed twice, even on two instances at once. */
export async function consumeAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string | null> {
  const row = await useLiveToken(db, hashToken(token), purpose, now);
  return row?.user_id ?? null;
}
