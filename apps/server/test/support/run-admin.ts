import pg from 'pg';

/**
 * One statement on its own connection to the server's admin database. `create database` cannot run
 * inside a transaction or with parameters, so callers pass names they generated themselves.
 */
export async function runAdmin<Row extends object = Record<string, unknown>>(
  serverUrl: string,
  statement: string,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}
