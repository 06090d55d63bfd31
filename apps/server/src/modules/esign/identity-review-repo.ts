import type { Database } from '../../db/connection.js';

// What operations read to review remote identity proofs, across lenders (docs/decisions/214).

const waiting = (db: Database) => db.selectFrom('signature_requests as r').where('r.status', '=', 'AWAITING_REVIEW');

export async function countWaitingReviews(db: Database): Promise<number> {
  const count = await waiting(db)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** One page of the signed forms waiting for a decision, oldest first. */
export function listWaitingReviews(db: Database, page: { limit: number; offset: number }) {
  return waiting(db)
    .innerJoin('lenders as l', 'l.id', 'r.lender_id')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'))
    .innerJoin('identity_proofs as p', 'p.request_id', 'r.id')
    .select(['r.id', 'l.company_name', 'c.business_name', 'r.signer_name', 'p.submitted_at', 'r.completed_at'])
    .orderBy('r.completed_at')
    .orderBy('r.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The decisions made since a time, counted by decision. */
export function countDecisionsSince(db: Database, since: Date) {
  return db
    .selectFrom('signature_requests')
    .select(['identity_decision', (eb) => eb.fn.countAll<string>().as('n')])
    .where('identity_decided_at', '>=', since)
    .groupBy('identity_decision')
    .execute();
}

/** A proof with its request, lender and client, as the review shows it. */
export function findReviewRow(db: Database, requestId: string) {
  return db
    .selectFrom('identity_proofs as p')
    .innerJoin('signature_requests as r', 'r.id', 'p.request_id')
    .innerJoin('lenders as l', 'l.id', 'r.lender_id')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'))
    .selectAll('p')
    .select([
      'r.status',
      'r.signer_name',
      'r.signer_email',
      'r.signer_title',
      'r.completed_at',
      'r.identity_decision',
      'r.identity_decided_at',
      'r.identity_decided_by_name',
      'r.decline_reason',
      'l.company_name',
      'c.business_name',
      'c.tax_id_kind as client_tax_id_kind',
      'c.tax_id_last4 as client_tax_id_last4',
    ])
    .where('p.request_id', '=', requestId)
    .executeTakeFirst();
}
