import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection.js';
import { hashSigningToken } from '../../platform/signing-principal.js';
import { insertLink, revokeLinks } from './link-repo.js';

/**
 * A fresh link of the request (32 random bytes; the database keeps only its hash), in the caller's
 * transaction. `revokeEarlier` kills the request's earlier links (a resend); a reminder keeps them.
 */
export async function issueLink(trx: Database, requestId: string, now: Date, revokeEarlier: boolean): Promise<string> {
  if (revokeEarlier) await revokeLinks(trx, requestId, now);
  const token = randomBytes(32).toString('base64url');
  await insertLink(trx, hashSigningToken(token), requestId, now);
  return token;
}

export const DAY_MS = 86_400_000;
export const expiryFrom = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);
