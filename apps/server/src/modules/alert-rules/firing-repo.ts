import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

export type NewFiring = {
  lenderId: string;
  versionId: string;
  clientId: string;
  reportId: string | null;
  authorizationExpiresOn: string | null;
  at: Date;
};

/**
 * Writes a firing once: the unique keys (version, report) and (version, client, 8821 expiry) make a
 * second try, by a restart or another instance, a no-op. Answers whether this call wrote it.
 */
export async function recordFiring(trx: Database, f: NewFiring): Promise<boolean> {
  const row = await trx
    .insertInto('alert_rule_firings')
    .values({
      lender_id: f.lenderId,
      rule_version_id: f.versionId,
      client_id: f.clientId,
      report_id: f.reportId,
      authorization_expires_on: f.authorizationExpiresOn,
      fired_at: f.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** A firing not yet delivered, with its rule version and client's name. */
export type PendingFiring = {
  id: number;
  lender_id: string;
  rule_version_id: string;
  client_id: string;
  report_id: string | null;
  rule_id: string;
  version: number;
  name: string;
  definition: unknown;
  business_name: string;
  fired_at: Date;
};

/**
 * The firings of this source not yet delivered, locked (SKIP LOCKED) so a run never delivers what
 * another is delivering.
 */
export async function lockPendingFirings(trx: Database, source: 'REPORT' | 'DAILY'): Promise<PendingFiring[]> {
  const { rows } = await sql<PendingFiring>`
    select f.id, f.lender_id::text as lender_id, f.rule_version_id::text as rule_version_id, f.client_id::text as client_id,
      f.report_id::text as report_id, v.rule_id::text as rule_id, v.version, v.name, v.definition, c.business_name, f.fired_at
    from alert_rule_firings f
      join alert_rule_versions v on v.id = f.rule_version_id
      join clients c on c.id = f.client_id and c.lender_id = f.lender_id
    where f.delivered_at is null and ${source === 'REPORT' ? sql`f.report_id is not null` : sql`f.report_id is null`}
    order by f.id
    for update of f skip locked`.execute(trx);
  return rows;
}

export async function insertRuleAlert(
  trx: Database,
  a: { lenderId: string; clientId: string | null; reportId: string | null; title: string; body: string },
  now: Date,
): Promise<string> {
  const row = await trx
    .insertInto('alerts')
    .values({
      lender_id: a.lenderId,
      client_id: a.clientId,
      report_id: a.reportId,
      user_id: null,
      portal_alert_type: 'LENDER_RULE',
      title: a.title,
      body: a.body,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markDelivered(trx: Database, ids: number[], alertId: string, now: Date): Promise<void> {
  await trx
    .updateTable('alert_rule_firings')
    .set({ delivered_at: now, alert_id: alertId })
    .where('id', 'in', ids)
    .execute();
}
