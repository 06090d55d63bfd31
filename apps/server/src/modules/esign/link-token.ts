import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection.js';
import { hashSigningToken } from '../../platform/signing-principal.js';

/**
 * A fresh link of the request (32 random bytes; the database keeps only its hash), in the caller's
 * transaction. `revokeEarlier` kills the request's earlier links (a resend); a reminder keeps them.
 */
export async function issueLink(trx: Database, requestId: string, now: Date, revokeEarlier: boolean): Promise<string> {
  if (revokeEarlier) await revokeLinks(trx, requestId, now);
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('signature_request_links')
    .values({ token_hash: hashSigningToken(token), request_id: requestId, created_at: now })
    .execute();
  return token;
}

export async function revokeLinks(trx: Database, requestId: string, now: Date): Promise<void> {
  await trx
    .updateTable('signature_request_links')
    .set({ revoked_at: now })
    .where('request_id', '=', requestId)
    .where('revoked_at', 'is', null)
    .execute();
}

export const DAY_MS = 86_400_000;
export const expiryFrom = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);
