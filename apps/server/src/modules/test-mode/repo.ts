import type { Database } from '../../db/connection.js';

// SQL of API test mode's synthetic completions (decision 189).

/**
 * The oldest open report of any sandbox created at or before `cutoff`, with its client's type, name and sealed
 * tax id (its transcripts are rendered for them, decision 281), locked
 * and skipped by any other transaction that holds it (two instances never take the same one).
 */
export async function claimDueSandboxReport(trx: Database, cutoff: Date) {
  return trx
    .selectFrom('reports')
    .innerJoin('clients', (j) =>
      j.onRef('clients.id', '=', 'reports.client_id').onRef('clients.lender_id', '=', 'reports.lender_id'),
    )
    .select([
      'reports.id',
      'reports.lender_id',
      'reports.client_id',
      'clients.client_type',
      'clients.business_name',
      'clients.first_name',
      'clients.last_name',
      'clients.tax_id_encrypted',
    ])
    .where('reports.status', 'in', ['PENDING', 'IN_PROGRESS'])
    .where('reports.created_at', '<=', cutoff)
    .where('reports.lender_id', 'in', trx.selectFrom('lenders').select('id').where('sandbox_of', 'is not', null))
    .orderBy('reports.created_at')
    .limit(1)
    .forUpdate('reports')
    .skipLocked()
    .executeTakeFirst();
}
