/**
 * Where the database reports how long queries wait and run. db/ sits under platform/, so it names
 * no metrics: platform/metrics/registry.ts sets these to its histograms (nothing is recorded until
 * then, as in a migration script).
 */
export type DatabaseTimings = {
  /** A query waited `seconds` for a connection (the pool on PostgreSQL, the one session on PGlite). */
  poolWait(database: 'postgres' | 'pglite', seconds: number): void;
  /** A query held its connection `seconds`, and ended as `outcome`. */
  query(database: 'postgres' | 'pglite', outcome: 'ok' | 'error', seconds: number): void;
};

let timings: DatabaseTimings = { poolWait: () => {}, query: () => {} };

export function reportDatabaseTimingsTo(next: DatabaseTimings): void {
  timings = next;
}

export function databaseTimings(): DatabaseTimings {
  return timings;
}
