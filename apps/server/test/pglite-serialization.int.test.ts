import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';

// DESIGN.md "PGlite hazard": PGlite is one session, so without the dialect's mutex a write made
// while another caller's transaction is open runs inside it and vanishes with its rollback.
describe('embedded database serializes transactions', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: 'memory://' });
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.close());

  const countByRecipient = async (recipient: string) =>
    (await handle.db.selectFrom('dev_messages').select('id').where('recipient', '=', recipient).execute()).length;

  it('keeps a concurrent plain insert when another transaction rolls back', async () => {
    const { db } = handle;
    let transactionOpen!: () => void;
    const opened = new Promise<void>((resolve) => (transactionOpen = resolve));

    const rolledBack = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('dev_messages').values({ channel: 'email', recipient: 'in-tx', body: 'x' }).execute();
        transactionOpen();
        await sleep(150);
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);

    await opened;
    const plain = db.insertInto('dev_messages').values({ channel: 'email', recipient: 'plain', body: 'y' }).execute();

    expect(await rolledBack).toBe('roll back');
    await plain;
    expect(await countByRecipient('plain')).toBe(1);
    expect(await countByRecipient('in-tx')).toBe(0);
  });

  it('lets the waiting caller read only committed data', async () => {
    const { db } = handle;
    let transactionOpen!: () => void;
    const opened = new Promise<void>((resolve) => (transactionOpen = resolve));

    const committed = db.transaction().execute(async (trx) => {
      await trx.insertInto('dev_messages').values({ channel: 'sms', recipient: 'committed', body: 'z' }).execute();
      transactionOpen();
      await sleep(50);
    });
    await opened;
    // Queued behind the transaction, this read sees its row only after the commit.
    const seen = await countByRecipient('committed');
    await committed;
    expect(seen).toBe(1);
  });

  it('gives the event loop a turn during a long run of statements (decision 292)', async () => {
    const { db } = handle;
    // PGlite answers by a resolved promise, not by I/O: without the dialect's turns a timer (or a
    // request) would wait for the whole loop below.
    let firedAfter: number | undefined;
    const started = performance.now();
    const timer = setTimeout(() => (firedAfter = performance.now() - started), 0);
    let statements = 0;
    // Statements one after another, each taking the session (a transaction keeps it: no turn inside).
    while (performance.now() - started < 300) {
      await db.insertInto('dev_messages').values({ channel: 'email', recipient: 'loop', body: 'x' }).execute();
      statements++;
    }
    clearTimeout(timer);
    expect(statements).toBeGreaterThan(1);
    expect(firedAfter).toBeDefined();
    expect(firedAfter!).toBeLessThan(300);
  });
});
