import { type Kysely, sql } from 'kysely';

// Decision 183: one stream of domain events. Each event is written once, in its cause's
// transaction; consumers keep their own position in it. tx_id is the writing transaction's id: a
// consumer reads only events of transactions older than every one still running, so an event that
// commits late (an earlier id, a later commit) is never stepped over.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table domain_events (
      id bigserial primary key,
      event_id text not null unique,
      type text not null,
      version integer not null default 1,
      lender_id uuid not null references lenders(id) on delete cascade,
      test boolean not null default false,
      payload jsonb not null,
      occurred_at timestamptz not null,
      tx_id xid8 not null default pg_current_xact_id()
    )`.execute(db);
  await sql`create index domain_events_order on domain_events (tx_id, id)`.execute(db);
  await sql`create index domain_events_lender on domain_events (lender_id, id)`.execute(db);
  await sql`
    create table event_consumers (
      name text primary key,
      last_tx_id xid8 not null default '0'::xid8,
      last_event_id bigint not null default 0,
      failing_event_id bigint,
      failures integer not null default 0,
      retry_at timestamptz,
      last_error text,
      updated_at timestamptz not null default now()
    )`.execute(db);
  // Events a consumer gave up on after its retries (kept for an operator to look at and replay).
  await sql`
    create table event_consumer_failures (
      consumer text not null,
      event_id bigint not null references domain_events(id) on delete cascade,
      error text not null,
      failed_at timestamptz not null default now(),
      primary key (consumer, event_id)
    )`.execute(db);
  await carryOverUnsentOutboxEvents(db);
}

// Notification and operations rows still unsent at the upgrade become events of the stream, so
// their mail and log line still happen (once: the rows are closed in the same migration).
async function carryOverUnsentOutboxEvents(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into domain_events (event_id, type, lender_id, payload, occurred_at)
    select 'evt_' || replace(gen_random_uuid()::text, '-', ''),
      case o.payload->>'type' when 'REPORT_COMPLETED' then 'report.completed' when 'REJECTED_8821' then 'order.rejected'
        when 'CLIENT_CLOSED' then 'client.archived' else 'alert.raised' end,
      (o.payload->>'lenderId')::uuid,
      case o.payload->>'type'
        when 'REPORT_COMPLETED' then jsonb_build_object('clientId', o.payload->'clientId', 'orderId', o.payload->'orderId', 'reportId', o.payload->'reportId')
        when 'REJECTED_8821' then jsonb_build_object('clientId', o.payload->'clientId', 'orderId', o.payload->'orderId', 'reportId', o.payload->'reportId', 'reasonCode', null, 'reasonLabel', null)
        when 'CLIENT_CLOSED' then jsonb_build_object('clientId', o.payload->'clientId')
        when 'MISSING_AUTH' then jsonb_build_object('clientId', o.payload->'clientId', 'reportId', null, 'alertIds', '[]'::jsonb, 'cause', 'INCOMPLETE_AUTH')
        else jsonb_build_object('clientId', o.payload->'clientId', 'reportId', o.payload->'reportId', 'cause', 'REPORT', 'alertIds', coalesce(
          (select jsonb_agg(a.id order by a.created_at) from alerts a where a.report_id = (o.payload->>'reportId')::uuid and a.portal_alert_type <> 'INCOMPLETE_AUTH'), '[]'::jsonb))
      end,
      o.created_at
    from outbox o
    where o.channel = 'notification' and o.status in ('PENDING', 'SENDING')
    order by o.id`.execute(db);
  await sql`
    insert into domain_events (event_id, type, lender_id, payload, occurred_at)
    select 'evt_' || replace(gen_random_uuid()::text, '-', ''), 'order.placed', (o.payload->>'lenderId')::uuid, o.payload - 'type' - 'lenderId', o.created_at
    from outbox o
    where o.channel = 'ops-event' and o.status in ('PENDING', 'SENDING')
    order by o.id`.execute(db);
  await sql`update outbox set status = 'SENT', sent_at = now() where channel in ('notification', 'ops-event') and status in ('PENDING', 'SENDING')`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
