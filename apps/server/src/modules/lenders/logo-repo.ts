import type { Insertable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { LenderLogosTable } from '../../db/schema-operations.js';

// SQL of the lenders' logos (decision 211).

/** The lender, when it is a real one (not a sandbox). */
export async function findRealLender(db: Database, lenderId: string) {
  return db
    .selectFrom('lenders')
    .select('id')
    .where('id', '=', lenderId)
    .where('sandbox_of', 'is', null)
    .executeTakeFirst();
}

export async function saveLogo(
  trx: Database,
  lenderId: string,
  row: Omit<Insertable<LenderLogosTable>, 'lender_id'>,
): Promise<void> {
  await trx
    .insertInto('lender_logos')
    .values({ lender_id: lenderId, ...row })
    .onConflict((oc) => oc.column('lender_id').doUpdateSet(row))
    .execute();
}

/** Deletes the logo; answers its hash, or undefined when there was none. */
export async function deleteLogo(trx: Database, lenderId: string) {
  return trx.deleteFrom('lender_logos').where('lender_id', '=', lenderId).returning('sha256').executeTakeFirst();
}

export async function findLogo(db: Database, lenderId: string) {
  return db
    .selectFrom('lender_logos')
    .select(['content_type', 'bytes'])
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

export async function logoExists(db: Database, lenderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('lender_logos')
    .select('lender_id')
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  return row !== undefined;
}
