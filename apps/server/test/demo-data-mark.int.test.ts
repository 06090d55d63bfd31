import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as markExistingDemoData } from '../src/db/migrations/019-demo-data-mark.js';
import { holdsDemoData } from '../src/demo/demo-data-mark-repo.js';
import { createLender, createUser } from '../src/demo/seed/factories.js';
import { seedDemo } from '../src/demo/seed/seed-demo.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const NOW = new Date('2026-03-10T16:30:00Z');

// Production mode refuses a database holding the demo users (docs/decisions/136): the seed must say so.
describe('the demo data mark', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it('is absent from a new database and from rows the factories make (tests, benchmarks)', async () => {
    expect(await holdsDemoData(t.db)).toBe(false);
    const other = await createTestDatabase();
    try {
      await createLender(other.db, { companyName: 'Factory Lender' });
      await createUser(other.db, { username: 'factory.user' });
      expect(await holdsDemoData(other.db)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('is left by the demo seed, with the time it seeded', async () => {
    expect(await seedDemo(t.db, { piiKey: randomBytes(32), now: NOW })).toEqual({ seeded: true });
    expect(await holdsDemoData(t.db)).toBe(true);
    expect(await t.db.selectFrom('demo_data_mark').select('seeded_at').execute()).toEqual([{ seeded_at: NOW }]);
  });

  it('is set by migration 019 on a database seeded before the mark existed', async () => {
    await sql`drop table demo_data_mark`.execute(t.db);
    await markExistingDemoData(t.db as unknown as Kysely<unknown>);
    expect(await holdsDemoData(t.db)).toBe(true);
  });
});
