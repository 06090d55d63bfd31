import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

// SQL of the sandbox lenders (API test mode, decision 189).

/** What a sandbox is called: its lender's name with this after it. */
export const SANDBOX_SUFFIX = ' (test)';

/**
 * Inserts the sandbox of a real lender with its settings (no single sign-on of its own); undefined
 * when another request made it first (or there is no such real lender).
 */
export async function insertSandboxLender(trx: Database, lenderId: string) {
  return trx
    .insertInto('lenders')
    .columns([
      'company_name',
      'lender_type',
      'monitor_type',
      'sso',
      'registration_id',
      'can_order_express',
      'can_order_same_day',
      'sandbox_of',
    ])
    .expression((eb) =>
      eb
        .selectFrom('lenders')
        .select([
          sql<string>`company_name || ${SANDBOX_SUFFIX}`.as('company_name'),
          'lender_type',
          'monitor_type',
          // A sandbox is reached only through API keys: no single sign-on of its own.
          sql<boolean>`false`.as('sso'),
          sql<null>`null`.as('registration_id'),
          'can_order_express',
          'can_order_same_day',
          'id',
        ])
        .where('id', '=', lenderId)
        .where('sandbox_of', 'is', null),
    )
    .onConflict((oc) => oc.column('sandbox_of').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The sandbox of a real lender, if it has one. */
export async function findSandboxOf(db: Database, lenderId: string): Promise<string | undefined> {
  const row = await db.selectFrom('lenders').select('id').where('sandbox_of', '=', lenderId).executeTakeFirst();
  return row?.id;
}

/** The real lender a sandbox belongs to; undefined when `lenderId` is not a sandbox. */
export async function realLenderOfSandbox(db: Database, lenderId: string): Promise<string | undefined> {
  const row = await db.selectFrom('lenders').select('sandbox_of').where('id', '=', lenderId).executeTakeFirst();
  return row?.sandbox_of ?? undefined;
}

/** The sandbox takes its real lender's name and settings again. */
export async function copyLenderSettings(trx: Database, sandboxId: string): Promise<void> {
  await trx
    .updateTable('lenders as s')
    .from('lenders as l')
    .set((eb) => ({
      company_name: sql<string>`l.company_name || ${SANDBOX_SUFFIX}`,
      lender_type: eb.ref('l.lender_type'),
      monitor_type: eb.ref('l.monitor_type'),
      can_order_express: eb.ref('l.can_order_express'),
      can_order_same_day: eb.ref('l.can_order_same_day'),
    }))
    .whereRef('l.id', '=', 's.sandbox_of')
    .where('s.id', '=', sandboxId)
    .execute();
}

/** Removes the sandbox's capabilities, products and add-on prices. */
export async function clearCatalog(trx: Database, sandboxId: string): Promise<void> {
  await trx.deleteFrom('lender_capabilities').where('lender_id', '=', sandboxId).execute();
  await trx.deleteFrom('lender_products').where('lender_id', '=', sandboxId).execute();
  await trx.deleteFrom('lender_add_on_prices').where('lender_id', '=', sandboxId).execute();
}

/** Capabilities, products with their prices, and add-on prices, as the real lender has them. */
export async function copyCatalog(trx: Database, from: string, to: string): Promise<void> {
  await sql`insert into lender_capabilities (lender_id, name, state) select ${to}, name, state from lender_capabilities where lender_id = ${from}`.execute(
    trx,
  );
  await sql`
    insert into lender_products (lender_id, report_type, delivery, product_code, label, price_cents, trt_frequency, roa_frequency, wi_frequency, active)
    select ${to}, report_type, delivery, product_code, label, price_cents, trt_frequency, roa_frequency, wi_frequency, active
    from lender_products where lender_id = ${from}`.execute(trx);
  await sql`insert into lender_add_on_prices (lender_id, add_on, price_cents) select ${to}, add_on, price_cents from lender_add_on_prices where lender_id = ${from}`.execute(
    trx,
  );
}
