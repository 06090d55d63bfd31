import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { SignatureRequestStatus, SignatureRequestsTable } from '../../db/schema-esign.js';

export type SignatureRequestRow = Selectable<SignatureRequestsTable>;

/** One request of one lender, locked for the change that follows when `forUpdate`. */
export async function findRequest(
  db: Database,
  lenderId: string,
  id: string,
  forUpdate = false,
): Promise<SignatureRequestRow | undefined> {
  let q = db.selectFrom('signature_requests').selectAll().where('lender_id', '=', lenderId).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

/**
 * A joint filers' pair (docs/decisions/218), both rows locked in id order: every change that looks at
 * the other spouse's request locks the pair the same way first, so two spouses signing at the same
 * moment wait for each other instead of deadlocking. Empty for a request sent alone.
 */
export async function lockPair(db: Database, lenderId: string, pairId: string | null): Promise<SignatureRequestRow[]> {
  if (!pairId) return [];
  return db
    .selectFrom('signature_requests')
    .selectAll()
    .where('lender_id', '=', lenderId)
    .where('pair_id', '=', pairId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The lender's requests, optionally of some statuses only: every list of them starts here. */
function lenderRequests(db: Database, lenderId: string, statuses: readonly SignatureRequestStatus[] = []) {
  let q = db.selectFrom('signature_requests as r').where('r.lender_id', '=', lenderId);
  if (statuses.length > 0) q = q.where('r.status', 'in', statuses);
  return q;
}

export async function listClientRequests(
  db: Database,
  lenderId: string,
  clientId: string,
): Promise<SignatureRequestRow[]> {
  return lenderRequests(db, lenderId)
    .selectAll('r')
    .where('r.client_id', '=', clientId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();
}

/** A row of the lender-wide list: the request, its client's name, its latest evidence and its pair's other signer. */
export type LenderRequestRow = SignatureRequestRow & {
  business_name: string;
  last_event_type: string | null;
  last_event_at: Date | string | null;
  pair_signer_name: string | null;
};

/**
 * One page of the lender's requests, newest first (docs/decisions/208). The two requests of a joint
 * filers' send (one transaction, one time) stay together, the taxpayer's first (decision 218).
 */
export async function findLenderRequestsPage(
  db: Database,
  lenderId: string,
  statuses: readonly SignatureRequestStatus[],
  page: { limit: number; offset: number },
): Promise<LenderRequestRow[]> {
  return lenderRequests(db, lenderId, statuses)
    .innerJoin('clients as c', (join) =>
      join.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('signature_request_events as e')
          .select(['e.type', 'e.at'])
          .whereRef('e.request_id', '=', 'r.id')
          .orderBy('e.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .selectAll('r')
    .select(['c.business_name', 'last.type as last_event_type', 'last.at as last_event_at'])
    .select((eb) =>
      eb
        .selectFrom('signature_requests as p')
        .select('p.signer_name')
        .whereRef('p.pair_id', '=', 'r.pair_id')
        .whereRef('p.id', '<>', 'r.id')
        .whereRef('p.lender_id', '=', 'r.lender_id')
        .limit(1)
        .as('pair_signer_name'),
    )
    .orderBy('r.created_at', 'desc')
    .orderBy(sql`coalesce(r.pair_id, r.id)`)
    .orderBy(sql`r.signer_role = 'SPOUSE'`)
    .orderBy('r.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countLenderRequests(
  db: Database,
  lenderId: string,
  statuses: readonly SignatureRequestStatus[],
): Promise<number> {
  const row = await lenderRequests(db, lenderId, statuses)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One evidence row (printed on the signed form's certificate), in the caller's transaction. */
export async function addEvidence(
  db: Database,
  requestId: string,
  e: { type: string; at: Date; ip?: string | null; userAgent?: string | null; detail?: string | null },
): Promise<void> {
  await db
    .insertInto('signature_request_events')
    .values({
      request_id: requestId,
      type: e.type,
      at: e.at,
      ip: e.ip ?? null,
      user_agent: e.userAgent ?? null,
      detail: e.detail ?? null,
    })
    .execute();
}

export async function listEvidence(db: Database, requestId: string) {
  return db
    .selectFrom('signature_request_events')
    .select(['type', 'at', 'ip', 'user_agent', 'detail'])
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
}

export async function lenderNameOf(db: Database, lenderId: string): Promise<string> {
  const row = await db
    .selectFrom('lenders')
    .select('company_name')
    .where('id', '=', lenderId)
    .executeTakeFirstOrThrow();
  return row.company_name;
}
