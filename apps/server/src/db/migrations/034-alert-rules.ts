import { type Kysely, sql } from 'kysely';

// Decisions 203-205: alert rules a lender writes. A rule keeps every version (an edit makes a new
// one, in force from its creation); a firing is written once per (version, report) or, for the
// daily 8821 check, per (version, client, the form's expiry date): the unique keys are the
// idempotency across restarts and instances.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table alerts drop constraint if exists alerts_portal_alert_type_check`.execute(db);
  await sql`
    alter table alerts add constraint alerts_portal_alert_type_check
      check (portal_alert_type in ('CLIENT_RENAMED', 'REJECTED', 'INCOMPLETE_AUTH', 'HIGH_RISK', 'LENDER_ALERT', 'LENDER_RULE'))`.execute(
    db,
  );
  await sql`
    create table alert_rules (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      current_version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
  await sql`create index alert_rules_lender on alert_rules (lender_id) where deleted_at is null`.execute(db);
  await sql`
    create table alert_rule_versions (
      id uuid primary key default gen_random_uuid(),
      rule_id uuid not null references alert_rules(id) on delete cascade,
      lender_id uuid not null references lenders(id) on delete cascade,
      version integer not null,
      name text not null,
      definition jsonb not null,
      checked_on text not null check (checked_on in ('REPORT', 'DAILY')),
      effective_from timestamptz not null,
      created_by uuid references users(id) on delete set null,
      unique (rule_id, version)
    )`.execute(db);
  await sql`create index alert_rule_versions_lender on alert_rule_versions (lender_id, effective_from)`.execute(db);
  await sql`
    create table alert_rule_firings (
      id bigserial primary key,
      lender_id uuid not null references lenders(id) on delete cascade,
      rule_version_id uuid not null references alert_rule_versions(id) on delete cascade,
      client_id uuid not null,
      report_id uuid,
      authorization_expires_on date,
      fired_at timestamptz not null,
      delivered_at timestamptz,
      alert_id uuid references alerts(id) on delete set null,
      foreign key (client_id, lender_id) references clients(id, lender_id) on delete cascade,
      unique (rule_version_id, report_id),
      unique (rule_version_id, client_id, authorization_expires_on)
    )`.execute(db);
  await sql`create index alert_rule_firings_undelivered on alert_rule_firings (lender_id) where delivered_at is null`.execute(
    db,
  );
}
