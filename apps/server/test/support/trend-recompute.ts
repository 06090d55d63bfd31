import { sql } from 'kysely';
import type { Database } from '../../src/db/connection.js';

export type PlainFigures = { clients: number; liability: number; high: number; medium: number; low: number; newLienOrLevy: number; unfiled: number; rejected: number; alerts: number };

/**
 * A month's figures recomputed in plain SQL over the raw tables, independently of the trends module,
 * for reports whose periods carry no installment agreement (so no potential default): HIGH with a
 * levy or a lien in the 45 days before `day`, MEDIUM with a balance, LOW otherwise.
 * `first` and `day` are the month's first day and the day the figures are taken ('YYYY-MM-DD').
 */
export async function recomputeMonth(db: Database, q: { lenderId: string; start: Date; asOf: Date; first: string; day: string; clientType?: string }): Promise<PlainFigures> {
  const year = Number(q.day.slice(0, 4));
  const typeFilter = q.clientType ? sql`and c.client_type = ${q.clientType}` : sql``;
  const { rows } = await sql<PlainFigures>`
    with followed as (
      select c.id from clients c
      where c.lender_id = ${q.lenderId} and (c.archived_at is null or c.archived_at >= ${q.asOf}) ${typeFilter}
    ),
    latest as (
      select distinct on (r.client_id) r.client_id, r.periods from reports r join followed f on f.id = r.client_id
      where r.status = 'COMPLETED' and r.completed_at < ${q.asOf}
      order by r.client_id, r.completed_at desc, r.id desc
    ),
    p as (
      select l.client_id, e.period, e.filed, e."balanceCents" as balance, e."lienFiledOn" as lien, e."levyNoticeOn" as levy
      from latest l cross join jsonb_to_recordset(l.periods) as e(period text, filed boolean, "balanceCents" bigint, "lienFiledOn" date, "levyNoticeOn" date)
    ),
    per_client as (
      select l.client_id,
        (select coalesce(sum(balance), 0) from p where p.client_id = l.client_id and balance > 0) as liability,
        exists (select 1 from p where p.client_id = l.client_id and (levy <= ${q.day}::date or (lien <= ${q.day}::date and lien >= ${q.day}::date - 45))) as high,
        exists (select 1 from p where p.client_id = l.client_id and balance > 0) as owing,
        exists (select 1 from p where p.client_id = l.client_id and (lien between ${q.first}::date and ${q.day}::date or levy between ${q.first}::date and ${q.day}::date)) as new_lien_levy,
        exists (select 1 from p where p.client_id = l.client_id and p.period::int between ${year - 3} and ${year - 1}
          group by p.period having bool_and(not p.filed)) as unfiled
      from latest l
    )
    select
      (select count(*)::int from per_client) as clients,
      (select coalesce(sum(liability), 0)::bigint from per_client) as liability,
      (select count(*)::int from per_client where high) as high,
      (select count(*)::int from per_client where not high and owing) as medium,
      (select count(*)::int from per_client where not high and not owing) as low,
      (select count(*)::int from per_client where new_lien_levy) as "newLienOrLevy",
      (select count(*)::int from per_client where unfiled) as unfiled,
      (select count(*)::int from reports r join followed f on f.id = r.client_id
        where r.status = 'REJECTED' and r.rejected_at >= ${q.start} and r.rejected_at < ${q.asOf}) as rejected,
      (select count(*)::int from domain_events e join followed f on f.id::text = e.payload->>'clientId'
        where e.lender_id = ${q.lenderId} and e.type = 'alert.raised' and not e.test and e.occurred_at >= ${q.start} and e.occurred_at < ${q.asOf}) as alerts`.execute(db);
  const r = rows[0]!;
  return { ...r, liability: Number(r.liability) };
}
