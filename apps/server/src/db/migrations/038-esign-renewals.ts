import { type Kysely, sql } from 'kysely';

// Renewals of e-signed 8821s (docs/decisions/212): what the lender wants when a client's
// e-signed form enters the expiring-forms window (ASK: an alert; AUTO: a new request to the last
// signer; OFF: nothing), and one row per client and expiring form that the job acted on. The primary
// key is the once-only guarantee: a second run, a concurrent instance or a run after a crash finds
// the row (or waits on it and then finds it) and does nothing more.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table lenders add column esign_renewal_mode text not null default 'ASK' check (esign_renewal_mode in ('ASK', 'AUTO', 'OFF'))`.execute(
    db,
  );
  await sql`
    create table esign_renewals (
      client_id uuid not null references clients(id) on delete cascade,
      form_file_id uuid not null references stored_files(id) on delete cascade,
      lender_id uuid not null references lenders(id) on delete cascade,
      mode text not null check (mode in ('ASK', 'AUTO')),
      form_expires_on date not null,
      -- AUTO: the request sent; written before the request row in the same transaction, hence deferred.
      signature_request_id uuid references signature_requests(id) on delete set null deferrable initially deferred,
      -- ASK: the alert raised.
      alert_id uuid references alerts(id) on delete set null,
      created_at timestamptz not null,
      primary key (client_id, form_file_id)
    )`.execute(db);
  await sql`create index esign_renewals_lender on esign_renewals(lender_id, created_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
