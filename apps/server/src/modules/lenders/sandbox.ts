import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { notFound } from '../../platform/errors.js';

/** What a sandbox is called: its lender's name with this after it. */
export const SANDBOX_SUFFIX = ' (test)';

/**
 * The hidden sandbox lender of `lenderId` (decision 189), made on first use with the lender's
 * settings, capabilities and prices. Safe to call again and from two requests at once: the unique
 * index on sandbox_of lets one insert win and the other read its row. Works inside the caller's
 * transaction or opens its own.
 */
export async function ensureSandboxLender(db: Database, lenderId: string): Promise<string> {
  const existing = await findSandboxOf(db, lenderId);
  if (existing) return existing;
  const create = async (trx: Database) => {
    const inserted = await trx
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
    if (!inserted) {
      // Another request made it first (or there is no such real lender).
      const raced = await findSandboxOf(trx, lenderId);
      if (!raced) throw notFound('The lender');
      return raced;
    }
    await copyCatalog(trx, lenderId, inserted.id);
    return inserted.id;
  };
  return db.isTransaction ? create(db) : db.transaction().execute(create);
}

/** The sandbox of a real lender, if it has one. */
export async function findSandboxOf(db: Database, lenderId: string): Promise<string | undefined> {
  const row = await db.selectFrom('lenders').select('id').where('sandbox_of', '=', lenderId).executeTakeFirst();
  return row?.id;
}

/**
 * Is `lenderId` a sandbox? For work without a caller (a job): a caller's lender carries the flag as
 * loaded with it (PrincipalLender.sandbox), so a request never asks again (docs/decisions/270).
 */
export async function isSandboxLender(db: Database, lenderId: string): Promise<boolean> {
  return (await realLenderOfSandbox(db, lenderId)) !== undefined;
}

/** The real lender a sandbox belongs to; undefined when `lenderId` is not a sandbox. */
export async function realLenderOfSandbox(db: Database, lenderId: string): Promise<string | undefined> {
  const row = await db.selectFrom('lenders').select('sandbox_of').where('id', '=', lenderId).executeTakeFirst();
  return row?.sandbox_of ?? undefined;
}

/**
 * A condition for queries that work across lenders (operations, billing, jobs): the row's lender is
 * a real one, not a sandbox. `column` names the lender id column of the query.
 */
export function realLender(column: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from lenders sx where sx.id = ${sql.ref(column)} and sx.sandbox_of is not null)`;
}

/**
 * After a real lender's settings, capabilities or prices change, its sandbox (if any) follows, so
 * test keys see what live keys see. Run inside the change's transaction.
 */
export async function syncSandbox(trx: Database, lenderId: string): Promise<void> {
  const sandboxId = await findSandboxOf(trx, lenderId);
  if (!sandboxId) return;
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
  await trx.deleteFrom('lender_capabilities').where('lender_id', '=', sandboxId).execute();
  await trx.deleteFrom('lender_products').where('lender_id', '=', sandboxId).execute();
  await trx.deleteFrom('lender_add_on_prices').where('lender_id', '=', sandboxId).execute();
  await copyCatalog(trx, lenderId, sandboxId);
}

// Capabilities, products with their prices, and add-on prices, as the real lender has them.
async function copyCatalog(trx: Database, from: string, to: string): Promise<void> {
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
