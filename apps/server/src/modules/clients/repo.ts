import { type Insertable, sql, type Updateable } from 'kysely';
import type { DeliveryCode, OrderStatus } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import type { ClientsTable } from '../../db/schema-portfolio.js';

/** One client of one lender with its designee's name and current 8821; undefined for a missing or foreign id. */
export async function findClient(db: Database, lenderId: string, id: string) {
  return (
    db
      .selectFrom('clients as c')
      .leftJoin('designees as d', (j) => j.onRef('d.id', '=', 'c.designee_id').onRef('d.lender_id', '=', 'c.lender_id'))
      .leftJoin('stored_files as f', (j) =>
        j.onRef('f.id', '=', 'c.form_file_id').onRef('f.lender_id', '=', 'c.lender_id'),
      )
      .leftJoin('stored_files as sf', (j) =>
        j.onRef('sf.id', '=', 'c.spouse_form_file_id').onRef('sf.lender_id', '=', 'c.lender_id'),
      )
      .selectAll('c')
      .select([
        'sf.original_name as spouse_form_name',
        'sf.size_bytes as spouse_form_size',
        'sf.created_at as spouse_form_uploaded_at',
      ])
      .select([
        'd.name as designee_name',
        'f.original_name as form_name',
        'f.size_bytes as form_size',
        'f.created_at as form_uploaded_at',
        'f.storage_key as form_storage_key',
        'f.e_signed as form_e_signed',
        'f.deleted_at as form_deleted_at',
      ])
      // The bundle it belongs to (a client is in at most one), read here so the client page costs one round trip.
      .select((eb) =>
        eb
          .selectFrom('bundle_clients as b')
          .select('b.bundle_id')
          .whereRef('b.client_id', '=', 'c.id')
          .whereRef('b.lender_id', '=', 'c.lender_id')
          .as('bundle_id'),
      )
      .where('c.lender_id', '=', lenderId)
      .where('c.id', '=', id)
      .executeTakeFirst()
  );
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
export async function insertClientsUnlessTaxIdTaken(
  db: Database,
  rows: Insertable<ClientsTable>[],
): Promise<{ id: string; tax_id_hash: string }[]> {
  return db
    .insertInto('clients')
    .values(rows)
    .onConflict((oc) => oc.columns(['lender_id', 'tax_id_hash']).doNothing())
    .returning(['id', 'tax_id_hash'])
    .execute();
}

export async function updateClient(
  db: Database,
  lenderId: string,
  id: string,
  changes: Updateable<ClientsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('clients')
    .set({ ...changes, updated_at: new Date() })
    .where('lender_id', '=', lenderId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The client's orders (each with its report) and monitoring reports, in one statement. Orders and
 * reports name their client with the lender (a foreign key), so a row proves the client is the
 * lender's; only an empty answer needs the client looked up.
 */
export async function listClientOrdersAndReports(db: Database, lenderId: string, clientId: string) {
  return (
    db
      .selectFrom('orders as o')
      .leftJoin('reports as r', (j) => j.onRef('r.order_id', '=', 'o.id').onRef('r.lender_id', '=', 'o.lender_id'))
      // Typed as the union's columns: a monitoring report has no order, delivery or order status.
      .select((eb) => [
        sql<'ORDER' | 'MONITORING'>`'ORDER'`.as('kind'),
        eb.ref('o.id').$castTo<string | null>().as('order_id'),
        'o.report_type',
        eb.ref('o.delivery').$castTo<DeliveryCode | null>().as('delivery'),
        eb.ref('o.status').$castTo<OrderStatus | null>().as('order_status'),
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
      .unionAll((eb) =>
        eb
          .selectFrom('reports as m')
          .select([
            sql<'ORDER' | 'MONITORING'>`'MONITORING'`.as('kind'),
            sql<null>`null`.as('order_id'),
            'm.report_type',
            sql<null>`null`.as('delivery'),
            sql<null>`null`.as('order_status'),
            'm.created_at',
            'm.id as report_id',
            'm.status as report_status',
            'm.completed_at',
            'm.rejection_code',
            'm.total_liability_cents',
            'm.risk_level',
          ])
          .where('m.lender_id', '=', lenderId)
          .where('m.client_id', '=', clientId)
          .where('m.kind', '=', 'MONITORING'),
      )
      .execute()
  );
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

/**
 * The lender's row of `table` with this id, if any. Clients, bundles, designees and alerts share id
 * and lender_id; one typed query serves them all.
 */
export async function findOwnedRecord(
  db: Database,
  table: 'clients' | 'bundles' | 'designees' | 'alerts',
  lenderId: string,
  id: string,
) {
  return db
    .selectFrom(table as 'clients')
    .select('id')
    .where('id', '=', id)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

export type FormOnFileRow = {
  client_id: string;
  client_status: string;
  periods: string[];
  expires_on: string | null;
  file_id: string;
  original_name: string;
  uploaded_at: Date | string;
  /** The signature date (YYYY-MM-DD) the form check read from this form, when it read one (decision 294). */
  signed_on: string | null;
  rejected: boolean;
};

/**
 * The latest stored 8821 of each client (the client's current form or the newest an order carried:
 * uploaded, imported or e-signed), rejected or not, with the signature date its latest finished check read
 * (of this file or the same bytes). Clients with no form are absent.
 */
export async function listLatestForms(
  db: Database,
  lenderId: string,
  clientIds: readonly string[],
): Promise<FormOnFileRow[]> {
  const { rows } = await sql<FormOnFileRow>`
    select distinct on (c.id) c.id as client_id, c.status as client_status, c.authorization_periods as periods,
      c.authorization_expires_on::text as expires_on, f.id as file_id, f.original_name, f.created_at as uploaded_at,
      (select fc.fields->>'signedOn' from form_checks fc
        where fc.lender_id = c.lender_id and fc.client_id = c.id and fc.status = 'done'
          and (fc.file_id = f.id or fc.file_sha256 = f.sha256) and fc.fields->>'signedOn' is not null
        order by fc.finished_at desc limit 1) as signed_on,
      (c.status = 'REJECTED' or exists (select 1 from orders r where r.lender_id = c.lender_id and r.client_id = c.id
        and r.form_file_id = f.id and r.status = 'REJECTED')) as rejected
    from clients c
    -- The client's own form ids first, then each file by its key: joining on "the current form or one
    -- an order carried" read every stored file of the lender, once per client.
    cross join lateral (
      select c.form_file_id as file_id
      union
      select o.form_file_id from orders o where o.lender_id = c.lender_id and o.client_id = c.id and o.form_file_id is not null
    ) forms
    join stored_files f on f.id = forms.file_id and f.lender_id = c.lender_id
    where c.lender_id = ${lenderId} and c.id in (${sql.join(clientIds.map((id) => sql`${id}::uuid`))})
    order by c.id, f.created_at desc, f.id`.execute(db);
  return rows;
}
