import { sql } from 'kysely';
import type { Database } from '../../../src/db/connection.js';

/**
 * Tables a rejected request may legitimately change, so a fuzz run leaves them out of the
 * "nothing stored changed" comparison. Each with its reason:
 */
export const BOOKKEEPING_TABLES: Record<string, string> = {
  sessions: 'every signed-in call may extend its session (last seen, expiry); the fuzz run opens sessions',
  rate_limit_counters: 'every counted call (sign-in, password and code requests) bumps its window, accepted or not',
  audit_log: 'some refusals are audited by design (failed sign-ins, IP whitelist refusals, password requests)',
};

/** One checksum per table of the public schema (bookkeeping tables left out), for before/after comparison. */
export async function checksumTables(
  db: Database,
  exclude: readonly string[] = Object.keys(BOOKKEEPING_TABLES),
): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (exclude.includes(name)) continue;
    const row = await sql<{ sum: string | null; n: number }>`
      select md5(string_agg(t::text, '|' order by t::text)) as sum, count(*)::int as n from ${sql.table(name)} t`.execute(
      db,
    );
    sums[name] = `${row.rows[0]?.n}:${row.rows[0]?.sum ?? ''}`;
  }
  return sums;
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);
}
