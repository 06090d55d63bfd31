import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { StoredTextColumn } from './stored-text-columns.js';

export type Candidate = { key: string | number; value: string; lender_id: string | null };

/** The next page of the column's values matching `pattern` (a regular expression), by key after `after`. */
export async function selectTextCandidates(
  db: Database,
  column: StoredTextColumn,
  pattern: string,
  after: string | number | undefined,
  limit: number,
): Promise<Candidate[]> {
  const key = sql.ref(column.key);
  const value = sql.ref(column.column);
  const lender = column.lenderColumn ? sql`${sql.ref(column.lenderColumn)}::text` : sql`null`;
  const { rows } = await sql<Candidate>`
    select ${key} as key, ${value} as value, ${lender} as lender_id from ${sql.table(column.table)}
    where ${value} ~ ${pattern} ${after === undefined ? sql`` : sql`and ${key} > ${after}`}
    order by ${key} limit ${limit}`.execute(db);
  return rows;
}

/** Writes `next` while the row still holds the value read; false when it no longer does. */
export async function updateIfUnchanged(
  trx: Database,
  column: StoredTextColumn,
  row: Candidate,
  next: string | null,
): Promise<boolean> {
  const { rows } = await sql`
      update ${sql.table(column.table)} set ${sql.ref(column.column)} = ${next}
      where ${sql.ref(column.key)} = ${row.key} and ${sql.ref(column.column)} = ${row.value}
      returning ${sql.ref(column.key)}`.execute(trx);
  return rows.length > 0;
}
