import type { Database } from '../../db/connection.js';

// SQL of bundles (a lender's named groups of clients ordered together).

export async function findBundle(db: Database, lenderId: string, bundleId: string) {
  return db
    .selectFrom('bundles')
    .select(['id', 'name'])
    .where('lender_id', '=', lenderId)
    .where('id', '=', bundleId)
    .executeTakeFirst();
}

/** The bundle's clients in order, each with its current form's name. */
export async function listBundleMembers(db: Database, lenderId: string, bundleId: string) {
  return db
    .selectFrom('bundle_clients as bc')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'bc.client_id').onRef('c.lender_id', '=', 'bc.lender_id'))
    .leftJoin('stored_files as f', (j) =>
      j.onRef('f.id', '=', 'c.form_file_id').onRef('f.lender_id', '=', 'c.lender_id'),
    )
    .select([
      'c.id',
      'c.business_name',
      'c.client_type',
      'c.status',
      'c.tax_id_kind',
      'c.tax_id_last4',
      'c.second_ein_last4',
      'f.original_name',
    ])
    .where('bc.bundle_id', '=', bundleId)
    .where('bc.lender_id', '=', lenderId)
    .orderBy('bc.position')
    .execute();
}

/** The lender's clients among `clientIds`, each with the bundle it belongs to (if any). */
export async function listClientsWithBundle(db: Database, lenderId: string, clientIds: readonly string[]) {
  return db
    .selectFrom('clients as c')
    .leftJoin('bundle_clients as bc', 'bc.client_id', 'c.id')
    .select([
      'c.id',
      'c.business_name',
      'c.client_type',
      'c.status',
      'c.tax_id_kind',
      'c.tax_id_last4',
      'c.second_ein_last4',
      'bc.bundle_id',
    ])
    .where('c.lender_id', '=', lenderId)
    .where('c.id', 'in', clientIds)
    .execute();
}

/** The bundle's members become `clientIds`, in that order. */
export async function writeMembers(
  db: Database,
  lenderId: string,
  bundleId: string,
  clientIds: string[],
): Promise<void> {
  await db.deleteFrom('bundle_clients').where('bundle_id', '=', bundleId).where('lender_id', '=', lenderId).execute();
  await db
    .insertInto('bundle_clients')
    .values(
      clientIds.map((clientId, position) => ({
        bundle_id: bundleId,
        client_id: clientId,
        lender_id: lenderId,
        position,
      })),
    )
    .execute();
}

export async function insertBundle(trx: Database, lenderId: string, name: string): Promise<string> {
  const row = await trx
    .insertInto('bundles')
    .values({ lender_id: lenderId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameBundle(trx: Database, lenderId: string, bundleId: string, name: string): Promise<void> {
  await trx.updateTable('bundles').set({ name }).where('id', '=', bundleId).where('lender_id', '=', lenderId).execute();
}
