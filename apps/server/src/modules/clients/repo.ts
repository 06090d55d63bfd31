import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { ClientsTable } from '../../db/schema-portfolio.js';

/** One client of one lender with its designee's name and current 8821; undefined for a missing or foreign id. */
export async function findClient(db: Database, lenderId: string, id: string) {
  return db
    .selectFrom('clients as c')
    .leftJoin('designees as d', (j) => j.onRef('d.id', '=', 'c.designee_id').onRef('d.lender_id', '=', 'c.lender_id'))
    .leftJoin('stored_files as f', (j) => j.onRef('f.id', '=', 'c.form_file_id').onRef('f.lender_id', '=', 'c.lender_id'))
    .leftJoin('stored_files as sf', (j) => j.onRef('sf.id', '=', 'c.spouse_form_file_id').onRef('sf.lender_id', '=', 'c.lender_id'))
    .selectAll('c')
    .select(['sf.original_name as spouse_form_name', 'sf.size_bytes as spouse_form_size', 'sf.created_at as spouse_form_uploaded_at'])
    .select(['d.name as designee_name', 'f.original_name as form_name', 'f.size_bytes as form_size', 'f.created_at as form_uploaded_at', 'f.storage_key as form_storage_key', 'f.e_signed as form_e_signed', 'f.deleted_at as form_deleted_at'])
    .where('c.lender_id', '=', lenderId)
    .where('c.id', '=', id)
    .executeTakeFirst();
}
export type ClientRecord = NonNullable<Awaited<ReturnType<typeof findClient>>>;

/** The client of this lender holding a tax id, found by its blind index. */
export async function findClientByTaxIdHash(db: Database, lenderId: string, hash: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'tax_id_kind'])
    .where('lender_id', '=', lenderId)
    .where('tax_id_hash', '=', hash)
    .executeTakeFirst();
}

/** Inserts clients, leaving out any whose tax id the lender already has (a race); returns those inserted. */
export async function insertClientsUnlessTaxIdTaken(db: Database, rows: Insertable<ClientsTable>[]): Promise<{ id: string; tax_id_hash: string }[]> {
  return db
    .insertInto('clients')
    .values(rows)
    .onConflict((oc) => oc.columns(['lender_id', 'tax_id_hash']).doNothing())
    .returning(['id', 'tax_id_hash'])
    .execute();
}

export async function updateClient(db: Database, lenderId: string, id: string, changes: Updateable<ClientsTable>): Promise<boolean> {
  const result = await db
    .updateTable('clients')
    .set({ ...changes, updated_at: new Date() })
    .where('lender_id', '=', lenderId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The client's orders (each with its report) and monitoring reports, newest first. */
export async function listClientOrdersAndReports(db: Database, lenderId: string, clientId: string) {
  const orders = await db
    .selectFrom('orders as o')
    .leftJoin('reports as r', (j) => j.onRef('r.order_id', '=', 'o.id').onRef('r.lender_id', '=', 'o.lender_id'))
    .select([
      'o.id as order_id',
      'o.report_type',
      'o.delivery',
      'o.status as order_status',
      'o.created_at',
      'r.id as report_id',
      'r.status as report_status',
      'r.completed_at',
      'r.rejection_code',
      'r.total_liability_cents',
      'r.risk_level',
    ])
    .where('o.lender_id', '=', lenderId)
    .where('o.client_id', '=', clientId)
    .execute();
  const monitoring = await db
    .selectFrom('reports')
    .select(['id', 'report_type', 'status', 'created_at', 'completed_at', 'rejection_code', 'total_liability_cents', 'risk_level'])
    .where('lender_id', '=', lenderId)
    .where('client_id', '=', clientId)
    .where('kind', '=', 'MONITORING')
    .execute();
  return { orders, monitoring };
}

export async function findLatestCompletedReport(db: Database, lenderId: string, clientId: string) {
  return db
    .selectFrom('reports')
    .select(['id', 'report_type', 'report_date', 'risk_level', 'total_liability_cents', 'categories', 'periods'])
    .where('lender_id', '=', lenderId)
    .where('client_id', '=', clientId)
    .where('status', '=', 'COMPLETED')
    .orderBy('completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findBundleIdOfClient(db: Database, lenderId: string, clientId: string): Promise<string | null> {
  const row = await db
    .selectFrom('bundle_clients')
    .select('bundle_id')
    .where('lender_id', '=', lenderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row?.bundle_id ?? null;
}
