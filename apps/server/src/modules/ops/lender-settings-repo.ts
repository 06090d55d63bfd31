import type { UpdateLenderSettingsInput } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';

// SQL of the operations console's lender settings. Sandboxes (API test mode, decision 189) follow their
// lender's settings and are not shown.

/** Real lenders, by name, with how many of their reports are open. */
export async function listLiveLenders(db: Database) {
  return db
    .selectFrom('lenders as l')
    .select((eb) => [
      'l.id',
      'l.company_name',
      'l.lender_type',
      'l.monitor_type',
      'l.sso',
      eb
        .selectFrom('reports as r')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('r.lender_id', '=', 'l.id')
        .where('r.status', 'in', ['PENDING', 'IN_PROGRESS'])
        .as('open_reports'),
    ])
    .where('l.sandbox_of', 'is', null)
    .orderBy('l.company_name')
    .execute();
}

export async function findLiveLender(db: Database, lenderId: string) {
  return db
    .selectFrom('lenders')
    .selectAll()
    .where('id', '=', lenderId)
    .where('sandbox_of', 'is', null)
    .executeTakeFirst();
}

export async function listCapabilities(db: Database, lenderId: string) {
  return db.selectFrom('lender_capabilities').select(['name', 'state']).where('lender_id', '=', lenderId).execute();
}

/** Saves the settings operations change; those the input leaves out stay. */
export async function updateLenderSettingsRow(
  trx: Database,
  lenderId: string,
  input: UpdateLenderSettingsInput,
): Promise<void> {
  await trx
    .updateTable('lenders')
    .set({
      monitor_type: input.monitorType,
      can_order_express: input.canOrderExpress,
      can_order_same_day: input.canOrderSameDay,
      ...(input.apiRateLimitPerMinute !== undefined ? { api_rate_limit_per_minute: input.apiRateLimitPerMinute } : {}),
      ...(input.esignRenewalMode !== undefined ? { esign_renewal_mode: input.esignRenewalMode } : {}),
      ...(input.esignIdentityLevels !== undefined ? { esign_identity_levels: input.esignIdentityLevels } : {}),
    })
    .where('id', '=', lenderId)
    .execute();
}

/** Sets a capability's state, or removes it (null). */
export async function saveCapability(trx: Database, lenderId: string, name: string, state: string | null) {
  if (state === null) {
    await trx.deleteFrom('lender_capabilities').where('lender_id', '=', lenderId).where('name', '=', name).execute();
    return;
  }
  await trx
    .insertInto('lender_capabilities')
    .values({ lender_id: lenderId, name, state })
    .onConflict((oc) => oc.columns(['lender_id', 'name']).doUpdateSet({ state }))
    .execute();
}
