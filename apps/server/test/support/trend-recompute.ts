import { sql } from 'kysely';
import type { Database } from '../../src/db/connection.js';

export type PlainFigures = {
  clients: number;
  liability: number;
  high: number;
  medium: number;
  low: number;
  newLienOrLevy: number;
  unfiled: number;
  rejected: number;
  alerts: number;
};

/**
 * A month's figures recomputed in plain SQL over the raw tables, independently of the trends module:
 * each followed client's latest report completed before `asOf`, with the liability, risk and
 * categories that report carries (decision 266: as the dashboard and the overview count them); a new
 * lien or levy dated in [first, day]. `first` and `day` are the month's first day and the day the
 * figures are taken ('YYYY-MM-DD').
 */
export async function recomputeMonth(
  db: Database,
  q: { lenderId: string; start: Date; asOf: Date; first: string; day: string; clientType?: string; current?: boolean },
): Promise<PlainFigures> {
  const typeFilter = q.clientType ? sql`and c.client_type = ${q.clientType}` : sql``;
  // The current month follows the clients active now, as Portfolio › Overview does (decision 266).
  const activeNow = q.current ? sql`and c.status not in ('ARCHIVED', 'CLOSED')` : sql``;
  const { rows } = await sql<PlainFigures>`
    with followed as (
      select c.id from clients c
      where c.lender_id = ${q.lenderId} and (c.archived_at is null or c.archived_at >= ${q.asOf}) ${typeFilter} ${activeNow}
    ),
    latest as (
      select distinct on (r.client_id) r.client_id, r.periods, r.risk_level, r.total_liability_cents, r.categories
      from reports r join followed f on f.id = r.client_id
      where r.status = 'COMPLETED' and r.completed_at < ${q.asOf}
      order by r.client_id, r.completed_at desc, r.id
    ),
    per_client as (
      select l.client_id, l.total_liability_cents as liability, l.risk_level,
        exists (select 1 from jsonb_to_recordset(l.periods) as e("lienFiledOn" date, "levyNoticeOn" date)
          where e."lienFiledOn" between ${q.first}::date and ${q.day}::date or e."levyNoticeOn" between ${q.first}::date and ${q.day}::date) as new_lien_levy,
        l.categories && array['WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD', 'WITH_UN_FILED_INCOME_TAX_PREVIOUS_PERIOD',
          'WITH_UN_FILED_INCOME_TAX_TWO_PERIODS_AGO', 'WITH_UN_FILED_941_LAST_QUARTER']::text[] as unfiled
      from latest l
    )
    select
      (select count(*)::int from per_client) as clients,
      (select coalesce(sum(liability), 0)::bigint from per_client) as liability,
      (select count(*)::int from per_client where risk_level = 'HIGH') as high,
      (select count(*)::int from per_client where risk_level = 'MEDIUM') as medium,
      (select count(*)::int from per_client where risk_level = 'LOW') as low,
      (select count(*)::int from per_client where new_lien_levy) as "newLienOrLevy",
      (select count(*)::int from per_client where unfiled) as unfiled,
      (select count(*)::int from reports r join followed f on f.id = r.client_id
        where r.status = 'REJECTED' and r.rejected_at >= ${q.start} and r.rejected_at < ${q.asOf}) as rejected,
      (select count(*)::int from domain_events e join followed f on f.id::text = e.payload->>'clientId'
        where e.lender_id = ${q.lenderId} and e.type = 'alert.raised' and not e.test and e.occurred_at >= ${q.start} and e.occurred_at < ${q.asOf}) as alerts`.execute(
    db,
  );
  const r = rows[0]!;
  return { ...r, liability: Number(r.liability) };
}

export type PlainMover = { clientId: string; startCents: number; endCents: number };

/**
 * The movers of [start, asOf) recomputed in plain SQL (decision 201): each client followed at asOf
 * with a completed report before start and one before asOf, whose stored totals differ; the 20
 * largest rises and falls, ties by client id.
 */
export async function recomputeMovers(
  db: Database,
  q: { lenderId: string; start: Date; asOf: Date; clientType?: string; current?: boolean },
): Promise<{ risers: PlainMover[]; fallers: PlainMover[] }> {
  const typeFilter = q.clientType ? sql`and c.client_type = ${q.clientType}` : sql``;
  const activeNow = q.current ? sql`and c.status not in ('ARCHIVED', 'CLOSED')` : sql``;
  const { rows } = await sql<{ client_id: string; start_cents: string; end_cents: string }>`
    with followed as (
      select c.id from clients c where c.lender_id = ${q.lenderId} and (c.archived_at is null or c.archived_at >= ${q.asOf}) ${typeFilter} ${activeNow}
    ),
    at_start as (
      select distinct on (r.client_id) r.client_id, r.total_liability_cents from reports r join followed f on f.id = r.client_id
      where r.status = 'COMPLETED' and r.completed_at < ${q.start} order by r.client_id, r.completed_at desc, r.id
    ),
    at_end as (
      select distinct on (r.client_id) r.client_id, r.total_liability_cents from reports r join followed f on f.id = r.client_id
      where r.status = 'COMPLETED' and r.completed_at < ${q.asOf} order by r.client_id, r.completed_at desc, r.id
    )
    select s.client_id::text as client_id, s.total_liability_cents::text as start_cents, e.total_liability_cents::text as end_cents
    from at_start s join at_end e using (client_id) where s.total_liability_cents <> e.total_liability_cents`.execute(
    db,
  );
  const movers = rows.map((r) => ({
    clientId: r.client_id,
    startCents: Number(r.start_cents),
    endCents: Number(r.end_cents),
  }));
  const change = (m: PlainMover) => m.endCents - m.startCents;
  const tie = (a: PlainMover, b: PlainMover) => (a.clientId < b.clientId ? -1 : 1);
  return {
    risers: movers
      .filter((m) => change(m) > 0)
      .sort((a, b) => change(b) - change(a) || tie(a, b))
      .slice(0, 20),
    fallers: movers
      .filter((m) => change(m) < 0)
      .sort((a, b) => change(a) - change(b) || tie(a, b))
      .slice(0, 20),
  };
}
