import type { Database } from '../../db/connection.js';

export async function listLenderEntries(db: Database, lenderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('lender_ip_whitelist')
    .select('address')
    .where('lender_id', '=', lenderId)
    .orderBy('created_at')
    .orderBy('address')
    .execute();
  return rows.map((r) => r.address);
}

export async function listUserEntries(db: Database, lenderId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_ip_whitelist')
    .select('address')
    .where('lender_id', '=', lenderId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('address')
    .execute();
  return rows.map((r) => r.address);
}

export async function addLenderEntry(db: Database, lenderId: string, address: string, by: string): Promise<void> {
  await db
    .insertInto('lender_ip_whitelist')
    .values({ lender_id: lenderId, address, created_by: by })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeLenderEntry(db: Database, lenderId: string, address: string): Promise<void> {
  await db.deleteFrom('lender_ip_whitelist').where('lender_id', '=', lenderId).where('address', '=', address).execute();
}

export async function addUserEntry(
  db: Database,
  lenderId: string,
  userId: string,
  address: string,
  by: string,
): Promise<void> {
  await db
    .insertInto('user_ip_whitelist')
    .values({ lender_id: lenderId, user_id: userId, address, created_by: by })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeUserEntry(db: Database, lenderId: string, userId: string, address: string): Promise<void> {
  await db
    .deleteFrom('user_ip_whitelist')
    .where('lender_id', '=', lenderId)
    .where('user_id', '=', userId)
    .where('address', '=', address)
    .execute();
}

export type LenderUserRow = { id: string; username: string; first_name: string; last_name: string; status: string };

/** The lender's users (by membership), active ones only when asked. */
export async function listLenderUsers(
  db: Database,
  lenderId: string,
  opts: { activeOnly: boolean; limit: number },
): Promise<LenderUserRow[]> {
  let q = db
    .selectFrom('users')
    .innerJoin('user_lenders', 'user_lenders.user_id', 'users.id')
    .select(['users.id', 'users.username', 'users.first_name', 'users.last_name', 'users.status'])
    .where('user_lenders.lender_id', '=', lenderId)
    .where('users.kind', '=', 'PERSON');
  if (opts.activeOnly) q = q.where('users.status', '=', 'ACTIVE');
  return q.orderBy('users.last_name').orderBy('users.first_name').orderBy('users.id').limit(opts.limit).execute();
}

/** user id -> the user's own entries at this lender. */
export async function listUserEntriesOfLender(db: Database, lenderId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('user_ip_whitelist')
    .select(['user_id', 'address'])
    .where('lender_id', '=', lenderId)
    .orderBy('created_at')
    .orderBy('address')
    .execute();
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r.address]);
  return map;
}

export async function isMemberOf(db: Database, lenderId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_lenders')
    .select('user_id')
    .where('lender_id', '=', lenderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function findLender(db: Database, lenderId: string) {
  return db.selectFrom('lenders').select(['id', 'company_name', 'sso']).where('id', '=', lenderId).executeTakeFirst();
}
