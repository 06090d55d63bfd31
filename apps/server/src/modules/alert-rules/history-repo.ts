import type { Database } from '../../db/connection.js';

/** The lender's active clients among `clientIds`, in id order (the expiry as text, a date without a zone). */
export function listActiveClients(db: Database, lenderId: string, clientIds: readonly string[]) {
  return db
    .selectFrom('clients')
    .select([
      'id',
      'business_name',
      'client_type',
      (eb) => eb.cast<string | null>('authorization_expires_on', 'text').as('expires_on'),
    ])
    .where('lender_id', '=', lenderId)
    .where('status', '=', 'ACTIVE')
    .where('id', 'in', clientIds)
    .orderBy('id')
    .execute();
}

/** The completed reports of these clients, oldest first (by completion time, then id). */
export function listCompletedReports(db: Database, lenderId: string, clientIds: readonly string[]) {
  return db
    .selectFrom('reports')
    .select(['id', 'client_id', 'completed_at', 'periods', 'total_liability_cents', 'risk_level'])
    .where('lender_id', '=', lenderId)
    .where('client_id', 'in', clientIds)
    .where('status', '=', 'COMPLETED')
    .where('completed_at', 'is not', null)
    .orderBy('completed_at')
    .orderBy('id')
    .execute();
}

export function listBundleMemberships(db: Database, lenderId: string, clientIds: readonly string[]) {
  return db
    .selectFrom('bundle_clients')
    .select(['client_id', 'bundle_id'])
    .where('lender_id', '=', lenderId)
    .where('client_id', 'in', clientIds)
    .execute();
}

/** One page of the lender's active client ids after `after` (keyset, id order). */
export async function pageActiveClientIds(
  db: Database,
  lenderId: string,
  after: string | null,
  limit: number,
): Promise<string[]> {
  let page = db.selectFrom('clients').select('id').where('lender_id', '=', lenderId).where('status', '=', 'ACTIVE');
  if (after) page = page.where('id', '>', after);
  return (await page.orderBy('id').limit(limit).execute()).map((r) => r.id);
}

/** When the lender's report was completed; undefined unless it is COMPLETED. */
export async function findCompletedAt(trx: Database, lenderId: string, reportId: string) {
  const report = await trx
    .selectFrom('reports')
    .select('completed_at')
    .where('id', '=', reportId)
    .where('lender_id', '=', lenderId)
    .where('status', '=', 'COMPLETED')
    .executeTakeFirst();
  return report?.completed_at;
}

/** The clients a digest lists, by name. */
export function listDigestClients(trx: Database, lenderId: string, clientIds: string[]) {
  return trx
    .selectFrom('clients')
    .select(['id', 'business_name', 'tax_id_kind', 'tax_id_last4'])
    .where('lender_id', '=', lenderId)
    .where('id', 'in', clientIds)
    .orderBy('business_name')
    .execute();
}

export async function findReportOrderId(trx: Database, reportId: string) {
  const report = await trx.selectFrom('reports').select('order_id').where('id', '=', reportId).executeTakeFirst();
  return report?.order_id;
}
