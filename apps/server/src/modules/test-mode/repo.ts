import type { Database } from '../../db/connection.js';

// SQL of API test mode's synthetic completions (decision 189).

/**
 * The oldest open report of any sandbox created at or before `cutoff`, with its client's type, locked
 * and skipped by any other transaction that holds it (two instances never take the same one).
 */
export async function claimDueSandboxReport(trx: Database, cutoff: Date) {
  return trx
    .selectFrom('reports')
    .select((eb) => [
      'reports.id',
      'reports.client_id',
      eb
        .selectFrom('clients')
        .select('clients.client_type')
        .whereRef('clients.id', '=', 'reports.client_id')
        .as('client_type'),
    ])
    .where('reports.status', 'in', ['PENDING', 'IN_PROGRESS'])
    .where('reports.created_at', '<=', cutoff)
    .where('reports.lender_id', 'in', trx.selectFrom('lenders').select('id').where('sandbox_of', 'is not', null))
    .orderBy('reports.created_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}
