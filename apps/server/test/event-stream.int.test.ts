import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'kysely';
import pg from 'pg';
import { createEventConsumers, type EventConsumer, type StoredEvent } from '../src/platform/events/event-consumers.js';
import { recordEvent } from '../src/platform/events/record-event.js';
import { createMovableClock } from './support/movable-clock.js';
import { countingQueries } from './support/query-count.js';
import { drainUntil, untilStreamCaughtUp } from './support/until.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';
import { createClient } from '../src/demo/seed/factories.js';

let t: TestApp;
let lenderId: string;
let admin: Session;
const log = pino({ level: 'silent' });
const clock = createMovableClock(new Date('2026-11-25T15:00:00Z'));

beforeAll(async () => {
  t = await createTestApp();
  lenderId = await lenderIdByName(t.db, 'Acme Capital');
  admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
});
afterAll(async () => t?.close());

/** A consumer that remembers every event it was given and writes a row per event in its transaction. */
function countingConsumer(name: string, seen: StoredEvent[], failOn?: (e: StoredEvent) => boolean): EventConsumer {
  return {
    name,
    async handle(trx, event) {
      if (failOn?.(event)) throw new Error(`refused ${event.eventId}`);
      await sql`insert into consumed_in_test (consumer, event_id) values (${name}, ${event.id})`.execute(trx);
      seen.push(event);
    },
  };
}

const recordPlain = (at = clock.now()) =>
  t.db
    .transaction()
    .execute((trx) =>
      recordEvent(trx, { type: 'client.created', lenderId, payload: { clientId: crypto.randomUUID() } }, at),
    );

/** An event as if written by transaction `txId` (the stream's position is the writing transaction's id). */
const recordWithTransactionId = (txId: string) =>
  sql`insert into domain_events (event_id, type, lender_id, payload, occurred_at, tx_id)
      values (${`evt_${crypto.randomUUID().replaceAll('-', '')}`}, 'client.created', ${lenderId}, ${JSON.stringify({ clientId: crypto.randomUUID() })}, ${clock.now()}, ${txId}::xid8)`.execute(
    t.db,
  );

const consumedIds = async (consumer: string) =>
  (
    await sql<{
      event_id: number;
    }>`select event_id from consumed_in_test where consumer = ${consumer} order by event_id`.execute(t.db)
  ).rows.map((r) => Number(r.event_id));
const allEventIds = async () =>
  (await t.db.selectFrom('domain_events').select('id').orderBy('id').execute()).map((r) => Number(r.id));

beforeAll(async () => {
  await sql`create table consumed_in_test (consumer text not null, event_id bigint not null)`.execute(t.db);
});

describe('the event stream', () => {
  it('writes an event with its cause and none when the cause rolls back', async () => {
    const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId, clientType: 'llc' });
    const archived = await call(t.app, admin, 'PUT', `/api/clients/archive/${client.id}`);
    expect(archived.statusCode).toBe(200);
    const events = await t.db.selectFrom('domain_events').selectAll().where('type', '=', 'client.archived').execute();
    expect(events.map((e) => e.payload)).toContainEqual({ clientId: client.id });
    expect(events[0]!.event_id).toMatch(/^evt_[0-9a-f]{32}$/);

    const before = (await allEventIds()).length;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordEvent(
          trx,
          { type: 'client.created', lenderId, payload: { clientId: crypto.randomUUID() } },
          clock.now(),
        );
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect((await allEventIds()).length).toBe(before);
  });

  it('an archived client is mailed to those who asked, through the mail consumer, once', async () => {
    await t.db
      .updateTable('users')
      .set({ notification_types: ['CLIENT_CLOSED_ALL'] })
      .where('username', '=', 'lender.admin')
      .execute();
    const client = await createClient(
      t.db,
      { piiKey: t.config.piiKey },
      { lenderId, clientType: 'llc', businessName: 'Streamed Close LLC' },
    );
    await call(t.app, admin, 'PUT', `/api/clients/archive/${client.id}`);
    await t.app.ctx.outbox.drain();
    await t.app.ctx.outbox.drain();
    const mails = await t.db
      .selectFrom('dev_messages')
      .select('subject')
      .where('body', 'like', '%Streamed Close LLC%')
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('gives each consumer every event exactly once when two instances drain at once', async () => {
    const seenA: StoredEvent[] = [];
    const seenB: StoredEvent[] = [];
    const instanceA = createEventConsumers({
      db: t.db,
      clock,
      log,
      consumers: [countingConsumer('twin', seenA), countingConsumer('other', [])],
    });
    const instanceB = createEventConsumers({
      db: t.db,
      clock,
      log,
      consumers: [countingConsumer('twin', seenB), countingConsumer('other', [])],
    });
    const writes = Array.from({ length: 40 }, () => recordPlain());
    const drains = Array.from({ length: 6 }, (_, i) => (i % 2 ? instanceA : instanceB).drain());
    await Promise.all([...writes, ...drains]);
    await instanceA.drain();
    await instanceB.drain();
    const all = await allEventIds();
    expect(await consumedIds('twin')).toEqual(all);
    expect(await consumedIds('other')).toEqual(all);
    expect(seenA.length + seenB.length).toBe(all.length);
  });

  it('retries a failing event later, keeps what came before it, and sets it aside after its retries', async () => {
    await recordPlain();
    const poison = await t.db.selectFrom('domain_events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await recordPlain();
    await untilStreamCaughtUp(t.db);
    const seen: StoredEvent[] = [];
    const consumers = createEventConsumers({
      db: t.db,
      clock,
      log,
      consumers: [countingConsumer('picky', seen, (e) => e.id === poison.id)],
    });
    const failing = async () =>
      (
        await t.db
          .selectFrom('event_consumers')
          .select('failing_event_id')
          .where('name', '=', 'picky')
          .executeTakeFirst()
      )?.failing_event_id;
    await drainUntil(
      consumers,
      async () => Number(await failing()) === Number(poison.id),
      'the poison event to fail once',
    );
    const done = await consumedIds('picky');
    expect(done.at(-1)).toBeLessThan(Number(poison.id));
    const position = await t.db
      .selectFrom('event_consumers')
      .selectAll()
      .where('name', '=', 'picky')
      .executeTakeFirstOrThrow();
    expect(position).toMatchObject({ failing_event_id: Number(poison.id), failures: 1 });
    // Not again before its pause is over.
    await consumers.drain();
    expect(
      (
        await t.db
          .selectFrom('event_consumers')
          .select('failures')
          .where('name', '=', 'picky')
          .executeTakeFirstOrThrow()
      ).failures,
    ).toBe(1);
    for (let i = 0; i < 10; i++) {
      clock.advance(10 * 60_000);
      await consumers.drain();
    }
    const failures = await t.db
      .selectFrom('event_consumer_failures')
      .selectAll()
      .where('consumer', '=', 'picky')
      .execute();
    expect(failures.map((f) => Number(f.event_id))).toEqual([Number(poison.id)]);
    const all = await allEventIds();
    expect(await consumedIds('picky')).toEqual(all.filter((id) => id !== Number(poison.id)));
  });

  it('passes over the types a consumer does not take, without a call, and still moves past them', async () => {
    await recordPlain();
    await t.db
      .transaction()
      .execute((trx) =>
        recordEvent(
          trx,
          { type: 'client.archived', lenderId, payload: { clientId: crypto.randomUUID() } },
          clock.now(),
        ),
      );
    await recordPlain();
    await untilStreamCaughtUp(t.db);
    const seen: StoredEvent[] = [];
    const archivedOnly: EventConsumer = {
      ...countingConsumer('archived-only', seen),
      types: new Set(['client.archived']),
    };
    const consumers = createEventConsumers({ db: t.db, clock, log, consumers: [archivedOnly] });
    const inStreamOrder = await sql<{ id: number; type: string }>`
      select id, type from domain_events order by tx_id, id`.execute(t.db);
    const lastId = Number(inStreamOrder.rows.at(-1)!.id);
    const position = async () =>
      Number(
        (
          await t.db
            .selectFrom('event_consumers')
            .select('last_event_id')
            .where('name', '=', 'archived-only')
            .executeTakeFirst()
        )?.last_event_id,
      );
    await drainUntil(consumers, async () => (await position()) === lastId, 'the consumer past the last event');
    const archived = inStreamOrder.rows.filter((e) => e.type === 'client.archived').map((e) => Number(e.id));
    expect(archived.length).toBeGreaterThan(0);
    expect(seen.map((e) => e.id)).toEqual(archived);
    expect(await consumedIds('archived-only')).toEqual(archived);
  });

  it('answers a round with nothing new in one query, reads a new event in the next round, and runs every batch every 30 s', async () => {
    // Decision 332: on the embedded database the consumers' idle transactions held the event loop every second.
    const counted = countingQueries(t.db);
    const consumers = createEventConsumers({
      db: counted.db,
      clock,
      log,
      consumers: [countingConsumer('quiet-a', []), countingConsumer('quiet-b', [])],
    });
    const bothPastEveryEvent = async () => {
      const events = (await allEventIds()).length;
      return (await consumedIds('quiet-a')).length === events && (await consumedIds('quiet-b')).length === events;
    };
    await recordPlain();
    await untilStreamCaughtUp(t.db);
    await drainUntil(consumers, bothPastEveryEvent, 'both consumers past every event');

    counted.queries = 0;
    expect(await consumers.drain()).toBe(0);
    expect(counted.queries).toBe(1);

    await recordPlain();
    await untilStreamCaughtUp(t.db);
    await drainUntil(consumers, bothPastEveryEvent, 'both consumers past the new event');

    counted.queries = 0;
    clock.advance(30_000);
    expect(await consumers.drain()).toBe(0);
    // Each consumer's transaction reads its position and the events after it (begin and commit are the driver's).
    expect(counted.queries).toBe(2 * 2);
  });

  it('reads transactions in the order of their ids when the ids grow a digit, and steps over none', async () => {
    // Transactions 10 and 9, long committed: by text, 10 came first and 9 was stepped over.
    await recordWithTransactionId('10');
    await recordWithTransactionId('9');
    await untilStreamCaughtUp(t.db);
    const seen: StoredEvent[] = [];
    const consumers = createEventConsumers({ db: t.db, clock, log, consumers: [countingConsumer('digits', seen)] });
    const total = (await allEventIds()).length;
    await drainUntil(consumers, async () => seen.length >= total, 'every event read');
    const inStreamOrder = await sql<{ id: number }>`select id from domain_events order by tx_id, id`.execute(t.db);
    expect(seen.map((e) => e.id)).toEqual(inStreamOrder.rows.map((r) => Number(r.id)));
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'never steps over an event whose transaction commits after a later one',
    async () => {
      const seen: StoredEvent[] = [];
      const consumers = createEventConsumers({ db: t.db, clock, log, consumers: [countingConsumer('ordered', seen)] });
      await untilStreamCaughtUp(t.db);
      await consumers.drain();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const writtenEarly = new Promise<void>((resolve) => (written = resolve));
      const slow = t.db.transaction().execute(async (trx) => {
        await recordEvent(
          trx,
          { type: 'client.created', lenderId, payload: { clientId: crypto.randomUUID() } },
          clock.now(),
        );
        written();
        await held;
      });
      await writtenEarly;
      await recordPlain();
      await consumers.drain();
      const early = await t.db.selectFrom('domain_events').select('id').orderBy('id', 'desc').limit(2).execute();
      // The later, committed event waits for the earlier, open one.
      expect(await consumedIds('ordered')).not.toContain(Number(early[0]!.id));
      release();
      await slow;
      await untilStreamCaughtUp(t.db);
      const all = await allEventIds();
      await drainUntil(consumers, async () => (await consumedIds('ordered')).length >= all.length, 'every event read');
      expect(await consumedIds('ordered')).toEqual(all);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'is not held back by a transaction writing in another database of the server',
    async () => {
      const seen: StoredEvent[] = [];
      const consumers = createEventConsumers({
        db: t.db,
        clock,
        log,
        consumers: [countingConsumer('beside-another-database', seen)],
      });
      await untilStreamCaughtUp(t.db);
      await consumers.drain();
      // The server's admin database stands in for another portal (or test run) sharing the server.
      const elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await elsewhere.connect();
      try {
        await elsewhere.query('begin');
        const { rows } = await elsewhere.query<{ xid: string }>('select pg_current_xact_id()::text as xid');
        await recordPlain();
        const written = await t.db
          .selectFrom('domain_events')
          .select(['id', 'tx_id'])
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        // The other transaction is older than the event's and still running: the server-wide horizon
        // (pg_snapshot_xmin) would hold the event back until it ends.
        expect(BigInt(rows[0]!.xid)).toBeLessThan(BigInt(written.tx_id));
        // Held back until `elsewhere` ends by the server-wide horizon: the wait's bound would fail this.
        await drainUntil(
          consumers,
          async () => (await consumedIds('beside-another-database')).includes(Number(written.id)),
          'the event beside the open transaction',
        );
      } finally {
        await elsewhere.query('rollback');
        await elsewhere.end();
      }
    },
  );
});
