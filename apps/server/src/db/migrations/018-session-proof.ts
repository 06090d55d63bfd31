import { type Kysely, sql } from 'kysely';

// Step-up: sensitive changes need a proof of identity (password, second factor or a fresh
// identity-provider sign-in) made within the last minutes. The session remembers when it last had one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column proven_at timestamptz`.execute(db);
  // A single-sign-on step-up is an AuthnRequest bound to the session that asked for it: the IdP's
  // form post comes back cross-site, without the SameSite=Lax session cookie.
  await sql`alter table saml_requests add column step_up_session_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table saml_requests drop column step_up_session_id`.execute(db);
  await sql`alter table sessions drop column proven_at`.execute(db);
}
