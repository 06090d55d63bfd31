import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Written by the demo seed in its own transaction: this database holds the demo users and their published password. */
export async function markDemoData(db: Kysely<DB>, seededAt: Date): Promise<void> {
  await db
    .insertInto('demo_data_mark')
    .values({ seeded_at: seededAt })
    .onConflict((c) => c.doNothing())
    .execute();
}

export async function holdsDemoData(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('demo_data_mark').select('seeded_at').executeTakeFirst()) !== undefined;
}
