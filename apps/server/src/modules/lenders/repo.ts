import type { Database } from '../../db/connection.js';

const LENDER_COLUMNS = [
  'id',
  'company_name',
  'lender_type',
  'monitor_type',
  'sso',
  'registration_id',
  'can_order_express',
  'can_order_same_day',
] as const;

/**
 * The lenders a user may work for; the provider's admins may enter every real lender. Sandboxes
 * (API test mode, decision 189) are reached by test keys alone, never chosen in a session.
 */
export async function listLendersOfUser(db: Database, userId: string, isGlobalAdmin: boolean) {
  if (isGlobalAdmin) {
    return db
      .selectFrom('lenders')
      .select(['id', 'company_name'])
      .where('sandbox_of', 'is', null)
      .orderBy('company_name')
      .execute();
  }
  return db
    .selectFrom('lenders')
    .innerJoin('user_lenders', 'user_lenders.lender_id', 'lenders.id')
    .select(['lenders.id', 'lenders.company_name'])
    .where('user_lenders.user_id', '=', userId)
    .where('lenders.sandbox_of', 'is', null)
    .orderBy('lenders.company_name')
    .execute();
}

export async function findLender(db: Database, lenderId: string) {
  return db.selectFrom('lenders').select(LENDER_COLUMNS).where('id', '=', lenderId).executeTakeFirst();
}

export async function listCapabilities(db: Database, lenderId: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('lender_capabilities')
    .select(['name', 'state'])
    .where('lender_id', '=', lenderId)
    .orderBy('name')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.state]));
}

/** How many of the user's lenders sign in through their own identity provider. */
export async function countSsoLendersOfUser(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_lenders')
    .innerJoin('lenders', 'lenders.id', 'user_lenders.lender_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_lenders.user_id', '=', userId)
    .where('lenders.sso', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
