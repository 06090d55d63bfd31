import type { Database } from '../../db/connection.js';

export async function insertLink(trx: Database, tokenHash: string, requestId: string, now: Date): Promise<void> {
  await trx
    .insertInto('signature_request_links')
    .values({ token_hash: tokenHash, request_id: requestId, created_at: now })
    .execute();
}

export async function revokeLinks(trx: Database, requestId: string, now: Date): Promise<void> {
  await trx
    .updateTable('signature_request_links')
    .set({ revoked_at: now })
    .where('request_id', '=', requestId)
    .where('revoked_at', 'is', null)
    .execute();
}
