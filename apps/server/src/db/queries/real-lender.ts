import { type RawBuilder, sql } from 'kysely';

// "Is this lender a real one, not a sandbox (API test mode, decision 189)?" as a condition shared by
// the repositories of several modules (billing, operations, jobs); a caller's
// own lender carries the flag as loaded with it (docs/decisions/270).

/**
 * A condition for queries that work across lenders (operations, billing, jobs): the row's lender is
 * a real one, not a sandbox. `column` names the lender id column of the query.
 */
export function realLender(column: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from lenders sx where sx.id = ${sql.ref(column)} and sx.sandbox_of is not null)`;
}
