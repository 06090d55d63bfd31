import type { Database } from '../db/connection.js';

/** The signature request a live (unrevoked) link of this token hash names. */
export function selectLiveLinkRequest(db: Database, tokenHash: string) {
  return db
    .selectFrom('signature_request_links as k')
    .innerJoin('signature_requests as r', 'r.id', 'k.request_id')
    .select(['r.id', 'r.lender_id', 'r.client_id'])
    .where('k.token_hash', '=', tokenHash)
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
}
