import type { Database } from '../../db/connection.js';

// The client rows e-signing reads: its name, tax id, joint filing, and what a form is prefilled with.

export async function clientExists(db: Database, lenderId: string, clientId: string): Promise<boolean> {
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('lender_id', '=', lenderId)
    .where('id', '=', clientId)
    .executeTakeFirst();
  return Boolean(client);
}

export async function clientNameOf(trx: Database, lenderId: string, clientId: string): Promise<string> {
  const client = await trx
    .selectFrom('clients')
    .select('business_name')
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirstOrThrow();
  return client.business_name;
}

export async function clientTaxIdLast4(trx: Database, lenderId: string, clientId: string): Promise<string> {
  const client = await trx
    .selectFrom('clients')
    .select('tax_id_last4')
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirstOrThrow();
  return client.tax_id_last4;
}

/** The client's tax id kind and its sealed tax id. */
export function clientTaxId(trx: Database, lenderId: string, clientId: string) {
  return trx
    .selectFrom('clients')
    .select(['tax_id_kind', 'tax_id_encrypted'])
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirstOrThrow();
}

export function findJointFiling(db: Database, lenderId: string, clientId: string) {
  return db
    .selectFrom('clients')
    .select(['client_type', 'spouse_tax_id_encrypted'])
    .where('lender_id', '=', lenderId)
    .where('id', '=', clientId)
    .executeTakeFirst();
}

/** The client with its lender's monitoring and its designee (d_*), as a form is prefilled from them. */
export function findPrefillSource(db: Database, lenderId: string, clientId: string) {
  return db
    .selectFrom('clients as c')
    .innerJoin('lenders as l', 'l.id', 'c.lender_id')
    .leftJoin('designees as d', (j) => j.onRef('d.id', '=', 'c.designee_id').onRef('d.lender_id', '=', 'c.lender_id'))
    .select([
      'c.client_type',
      'c.business_name',
      'c.first_name',
      'c.last_name',
      'c.tax_id_kind',
      'c.tax_id_encrypted',
      'c.address_line1',
      'c.address_line2',
      'c.city',
      'c.state',
      'c.zip',
      'c.phone',
      'c.monitoring_frequency',
      'l.monitor_type',
    ])
    .select(['c.spouse_first_name', 'c.spouse_last_name', 'c.spouse_tax_id_encrypted'])
    .select([
      'd.name as d_name',
      'd.caf_number as d_caf',
      'd.ptin as d_ptin',
      'd.address_line1 as d_line1',
      'd.address_line2 as d_line2',
      'd.city as d_city',
      'd.state as d_state',
      'd.zip as d_zip',
      'd.phone as d_phone',
      'd.fax as d_fax',
    ])
    .where('c.lender_id', '=', lenderId)
    .where('c.id', '=', clientId)
    .executeTakeFirst();
}

/** What a bulk send checks of each client: its state, names, contact and spouse. */
export function listBulkClients(db: Database, lenderId: string, clientIds: readonly string[]) {
  return db
    .selectFrom('clients')
    .select([
      'id',
      'business_name',
      'client_type',
      'status',
      'first_name',
      'last_name',
      'fiduciary_name',
      'contact_name',
      'contact_email',
      'contact_mobile',
      'contact_title',
    ])
    .select(['spouse_first_name', 'spouse_last_name', 'spouse_tax_id_encrypted', 'spouse_email', 'spouse_mobile'])
    .where('lender_id', '=', lenderId)
    .where('id', 'in', clientIds)
    .execute();
}
