import type { Insertable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { ApiKeysTable } from '../../db/schema-api-keys.js';

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

/**
 * A key's service user: no password, no second factor, no notification types (it can neither sign in
 * nor get mail), named so that "first last" reads "API: {key name}"; with its role at the acting lender.
 */
export async function insertServiceUser(
  trx: Database,
  input: { handle: string; keyName: string; actingLenderId: string; role: string },
): Promise<string> {
  const user = await trx
    .insertInto('users')
    .values({
      username: input.handle,
      email: `${input.handle}@api-keys.invalid`,
      first_name: 'API:',
      last_name: input.keyName,
      kind: 'API',
      password_hash: null,
      notification_types: [],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_lenders')
    .values({ user_id: user.id, lender_id: input.actingLenderId, role: input.role })
    .execute();
  return user.id;
}

export async function insertKey(trx: Database, values: Insertable<ApiKeysTable>): Promise<string> {
  const key = await trx.insertInto('api_keys').values(values).returning('id').executeTakeFirstOrThrow();
  return key.id;
}

/** Revokes the key (if not yet) and disables its service user. */
export async function revokeKey(trx: Database, input: { id: string; userId: string; by: string; now: Date }) {
  await trx
    .updateTable('api_keys')
    .set({ revoked_at: input.now, revoked_by: input.by })
    .where('id', '=', input.id)
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('users')
    .set({ status: 'INACTIVE' })
    .where('id', '=', input.userId)
    .where('kind', '=', 'API')
    .execute();
}

export async function findLenderName(db: Database, lenderId: string) {
  return db.selectFrom('lenders').select('company_name').where('id', '=', lenderId).executeTakeFirstOrThrow();
}
