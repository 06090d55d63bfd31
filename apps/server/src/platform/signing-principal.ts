import { createHash } from 'node:crypto';
import type { Database } from '../db/connection.js';
import { selectLiveLinkRequest } from './signing-link-repo.js';

/**
 * The borrower holding a signing link (DESIGN.md "One principal, several ways in",
 * docs/decisions/196): not a user and not a session, only the one signature request its token
 * names. Routes of level 'signing' receive it; they never see a session, and sessions never reach them.
 */
export type SigningPrincipal = { kind: 'signing'; requestId: string; lenderId: string; clientId: string };

/** Link tokens are 32 random bytes (base64url); only their SHA-256 is stored. */
export const hashSigningToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The request a live link token names, or null (unknown, revoked, or of the wrong shape). */
export async function loadSigningPrincipal(db: Database, token: string): Promise<SigningPrincipal | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await selectLiveLinkRequest(db, hashSigningToken(token));
  return row ? { kind: 'signing', requestId: row.id, lenderId: row.lender_id, clientId: row.client_id } : null;
}
