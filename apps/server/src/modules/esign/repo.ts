import type { Selectable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { SignatureRequestsTable } from '../../db/schema-esign.js';

export type SignatureRequestRow = Selectable<SignatureRequestsTable>;

/** One request of one lender, locked for the change that follows when `forUpdate`. */
export async function findRequest(db: Database, lenderId: string, id: string, forUpdate = false): Promise<SignatureRequestRow | undefined> {
  let q = db.selectFrom('signature_requests').selectAll().where('lender_id', '=', lenderId).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function listClientRequests(db: Database, lenderId: string, clientId: string): Promise<SignatureRequestRow[]> {
  return db
    .selectFrom('signature_requests')
    .selectAll()
    .where('lender_id', '=', lenderId)
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** One evidence row (printed on the signed form's certificate), in the caller's transaction. */
export async function addEvidence(
  db: Database,
  requestId: string,
  e: { type: string; at: Date; ip?: string | null; userAgent?: string | null; detail?: string | null },
): Promise<void> {
  await db
    .insertInto('signature_request_events')
    .values({ request_id: requestId, type: e.type, at: e.at, ip: e.ip ?? null, user_agent: e.userAgent ?? null, detail: e.detail ?? null })
    .execute();
}

export async function listEvidence(db: Database, requestId: string) {
  return db.selectFrom('signature_request_events').select(['type', 'at', 'ip', 'user_agent', 'detail']).where('request_id', '=', requestId).orderBy('id').execute();
}

export async function lenderNameOf(db: Database, lenderId: string): Promise<string> {
  const row = await db.selectFrom('lenders').select('company_name').where('id', '=', lenderId).executeTakeFirstOrThrow();
  return row.company_name;
}
