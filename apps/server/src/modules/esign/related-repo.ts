import type { IdentityLevel } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';

// The rows around a request that are not its own: the sending user, the lender's e-sign settings, stored files.

export function findUserName(trx: Database, userId: string) {
  return trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The user's address while the user is active. */
export async function activeUserEmail(trx: Database, userId: string): Promise<string | undefined> {
  const user = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return user?.email;
}

/** The lender's name on the mail and how many days a link lives. */
export function lenderSendingSettings(trx: Database, lenderId: string) {
  return trx
    .selectFrom('lenders')
    .select(['company_name', 'esign_expiry_days'])
    .where('id', '=', lenderId)
    .executeTakeFirstOrThrow();
}

export async function lenderIdentityLevels(db: Database, lenderId: string): Promise<IdentityLevel[]> {
  const row = await db
    .selectFrom('lenders')
    .select('esign_identity_levels')
    .where('id', '=', lenderId)
    .executeTakeFirstOrThrow();
  return row.esign_identity_levels;
}

/** Where a stored file's bytes are; undefined when there is no such file (of this lender, when given). */
export async function storageKeyOf(db: Database, fileId: string, lenderId?: string): Promise<string | undefined> {
  let q = db.selectFrom('stored_files').select('storage_key').where('id', '=', fileId);
  if (lenderId !== undefined) q = q.where('lender_id', '=', lenderId);
  return (await q.executeTakeFirst())?.storage_key;
}

export async function markFileESigned(trx: Database, fileId: string): Promise<void> {
  await trx.updateTable('stored_files').set({ e_signed: true }).where('id', '=', fileId).execute();
}
