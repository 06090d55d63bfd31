import type { Database } from '../../db/connection.js';

function keysOf(db: Database, lenderId: string) {
  return db
    .selectFrom('api_keys as k')
    .leftJoin('users as creator', 'creator.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.mode',
      'k.prefix',
      'k.scopes',
      'k.source_addresses',
      'k.expires_at',
      'k.last_used_at',
      'k.created_at',
      'k.revoked_at',
      'k.user_id',
      'creator.first_name as creator_first_name',
      'creator.last_name as creator_last_name',
    ])
    .where('k.lender_id', '=', lenderId);
}

export type KeyRow = Awaited<ReturnType<ReturnType<typeof keysOf>['executeTakeFirstOrThrow']>>;

/** The lender's keys, live ones first, newest first. */
export const listKeys = (db: Database, lenderId: string) =>
  keysOf(db, lenderId)
    .orderBy((eb) => eb.case().when('k.revoked_at', 'is', null).then(0).else(1).end())
    .orderBy('k.created_at', 'desc')
    .execute();

export const findKey = (db: Database, lenderId: string, id: string) =>
  keysOf(db, lenderId).where('k.id', '=', id).executeTakeFirst();

export async function countLiveKeys(db: Database, lenderId: string): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('lender_id', '=', lenderId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
