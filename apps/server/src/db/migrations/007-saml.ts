import { type Kysely, sql } from 'kysely';

// Single sign-on: one SAML identity-provider configuration per lender, the AuthnRequest ids we
// issued (InResponseTo, shared by every instance) and the assertion ids already accepted (replay).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saml_configs (
      registration_id text primary key,
      lender_id uuid not null unique references lenders(id) on delete cascade,
      idp_entity_id text not null,
      idp_sso_url text not null,
      idp_certificate text not null,
      idp_logout_url text,
      email_domains text[] not null default '{}',
      attribute_email text not null default 'email',
      attribute_first_name text not null default 'firstName',
      attribute_last_name text not null default 'lastName',
      default_role text not null default 'ROLE_LENDER',
      create_users boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table saml_requests (
      id text primary key,
      registration_id text not null references saml_configs(registration_id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index saml_requests_expires on saml_requests(expires_at)`.execute(db);

  await sql`
    create table saml_used_assertions (
      issuer text not null,
      assertion_id text not null,
      expires_at timestamptz not null,
      primary key (issuer, assertion_id)
    )`.execute(db);
  await sql`create index saml_used_assertions_expires on saml_used_assertions(expires_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
