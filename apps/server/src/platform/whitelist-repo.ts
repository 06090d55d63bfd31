import type { Database } from '../db/connection.js';

/** The lenders the user belongs to. */
export async function selectUserLenderIds(db: Database, userId: string): Promise<string[]> {
  return (await db.selectFrom('user_lenders').select('lender_id').where('user_id', '=', userId).execute()).map(
    (r) => r.lender_id,
  );
}

/** The entries of these lenders' general lists and of the user's own lists there. */
export async function selectWhitelistEntries(db: Database, userId: string, lenderIds: readonly string[]) {
  return db
    .selectFrom('lender_ip_whitelist')
    .select(['lender_id', 'address'])
    .where('lender_id', 'in', lenderIds)
    .unionAll(
      db
        .selectFrom('user_ip_whitelist')
        .select(['lender_id', 'address'])
        .where('user_id', '=', userId)
        .where('lender_id', 'in', lenderIds),
    )
    .execute();
}
