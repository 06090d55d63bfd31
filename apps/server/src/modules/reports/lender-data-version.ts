import type { Database } from '../../db/connection.js';

/**
 * The lender's data version (migration 014, decision 125): it changes in the same transaction as
 * every write to the lender's clients, orders and reports, on whichever instance. Read it before
 * computing the answer it keys: an answer computed afterwards is at least as new as the version.
 */
export async function readLenderDataVersion(db: Database, lenderId: string): Promise<number> {
  const row = await db.selectFrom('lender_data_versions').select('version').where('lender_id', '=', lenderId).executeTakeFirst();
  return Number(row?.version ?? 0);
}
