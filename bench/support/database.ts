import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL, else DATABASE_URL, else the local
 * server. Benchmarks never touch the named database itself: they create their own next to it.
 */
export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** BENCH_KEEP_DB=1 keeps the generated data set for the next run (generation is the slow part). */
export const KEEP_DATA_SET = ['1', 'true', 'yes'].includes(process.env.BENCH_KEEP_DB ?? '');

export function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (create/drop/comment database). */
export async function admin<T extends pg.QueryResultRow = pg.QueryResultRow>(
  statement: string,
  values: unknown[] = [],
): Promise<T[]> {
  return queryOnce<T>(databaseUrl('postgres'), statement, values);
}

/** Runs one statement on its own connection to a database, and closes it. */
export async function queryOnce<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  statement: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export type BenchDatabase = { name: string; url: string; drop: () => Promise<void> };

/** A fresh database with a unique name (taxlens_bench_<prefix>_<random>), for one benchmark. */
export async function createThrowawayDatabase(prefix: string): Promise<BenchDatabase> {
  const name = `taxlens_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  return { name, url: databaseUrl(name), drop: () => dropDatabase(name) };
}

export async function dropDatabase(name: string): Promise<void> {
  await admin(`drop database if exists ${name} with (force)`);
}

/** Data sets are marked complete with a comment once generated, so an interrupted one is remade. */
export async function isComplete(name: string): Promise<boolean> {
  const rows = await admin<{ comment: string | null }>(
    "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
    [name],
  );
  return rows[0]?.comment === 'taxlens bench data set: complete';
}

export async function markComplete(name: string): Promise<void> {
  await admin(`comment on database ${name} is 'taxlens bench data set: complete'`);
}
