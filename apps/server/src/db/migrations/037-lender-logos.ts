import { type Kysely, sql } from 'kysely';

// The lender's logo on the borrower's signing page (docs/decisions/211): set by operations,
// a small PNG or JPEG kept in the database beside its lender (no file storage to sweep), with the
// dimensions read from its header so the page reserves its space.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lender_logos (
      lender_id uuid primary key references lenders(id) on delete cascade,
      content_type text not null check (content_type in ('image/png', 'image/jpeg')),
      bytes bytea not null,
      sha256 text not null,
      width integer not null check (width between 16 and 2000),
      height integer not null check (height between 16 and 2000),
      updated_at timestamptz not null default now(),
      updated_by uuid references users(id) on delete set null
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
