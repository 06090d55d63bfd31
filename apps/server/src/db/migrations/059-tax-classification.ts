import { type Kysely, sql } from 'kysely';

// Decision 285: a client's tax classification, where its type alone does not tell which income return it
// files (a corporation: C or S; an LLC: also partnership or disregarded). Null means "not known": the form
// check then accepts any return that fits the type. The constraint holds the same rule as the contracts'
// schema, so no path (import, /api/v1, an edit that changes the type) can store a classification that
// does not fit. And the products of a pre-check (Place Order's chosen product and add-ons), whose line 3
// needs the check compares (NO_INCOME_MONITORING_AUTH); an order's own check reads them from the order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table clients add column tax_classification text
      constraint clients_tax_classification_fits check (
        tax_classification is null
        or (client_type = 'corp' and tax_classification in ('c_corporation', 's_corporation'))
        or (client_type = 'llc' and tax_classification in ('disregarded', 'partnership', 'c_corporation', 's_corporation'))
      )
  `.execute(db);
  await sql`alter table form_checks add column products jsonb not null default '[]'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
