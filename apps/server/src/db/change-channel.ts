import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';

/** The channel migration 020's triggers announce caller changes on (docs/decisions/146). */
export const CALLER_CHANGES_CHANNEL = 'caller_changes';

export type ChangeSubscription = {
  /** Sends a payload on the channel (a heartbeat): it comes back once it has gone through the database. */
  send: (payload: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Where an instance hears of committed changes: a dedicated connection on PostgreSQL, PGlite's own
 * listener in-process. `onLost` is told when the subscription can no longer be trusted.
 */
export type ChangeChannel = {
  subscribe: (onPayload: (payload: string) => void, onLost: (error: Error) => void) => Promise<ChangeSubscription>;
};

/** How the listener's connection is named in pg_stat_activity (an operator can see, or end, it). */
export const CHANGE_LISTENER_APPLICATION = 'taxlens-change-listener';

/** One connection of its own, outside the pool: a LISTEN must stay on one session. */
export function createPostgresChangeChannel(connectionString: string, connectTimeoutMs: number): ChangeChannel {
  return {
    async subscribe(onPayload, onLost) {
      const client = new pg.Client({
        connectionString,
        connectionTimeoutMillis: connectTimeoutMs,
        keepAlive: true,
        application_name: CHANGE_LISTENER_APPLICATION,
      });
      let closing = false;
      const lose = (error: Error) => {
        if (!closing) onLost(error);
      };
      client.on('notification', (message) => {
        if (message.channel === CALLER_CHANGES_CHANNEL) onPayload(message.payload ?? '');
      });
      client.on('error', lose);
      client.on('end', () => lose(new Error('The change listener connection ended')));
      try {
        await client.connect();
        await client.query(`listen ${CALLER_CHANGES_CHANNEL}`);
      } catch (error) {
        closing = true;
        await client.end().catch(() => {});
        throw error;
      }
      // One query at a time on the connection: pg queues overlapping calls itself, but warns that
      // pg@9 will refuse them (several requests' echoes are sent at once).
      let last: Promise<unknown> = Promise.resolve();
      return {
        // On the listener's own connection: a heartbeat never waits behind the busy pool.
        send: (payload) => {
          const sent = last.then(() => client.query('select pg_notify($1, $2)', [CALLER_CHANGES_CHANNEL, payload]));
          last = sent.catch(() => undefined);
          return sent.then(() => undefined);
        },
        close: async () => {
          closing = true;
          await client.end().catch(() => {});
        },
      };
    },
  };
}

/**
 * PGlite is one session: LISTEN and NOTIFY run through the database's connection lock (so neither
 * lands inside another caller's open transaction), and notifications are delivered in-process.
 */
export function createPGliteChangeChannel(pglite: PGlite, db: Database): ChangeChannel {
  return {
    async subscribe(onPayload) {
      const unlisten = await db.connection().execute(() => pglite.listen(CALLER_CHANGES_CHANNEL, onPayload));
      return {
        send: async (payload) => {
          await sql`select pg_notify(${CALLER_CHANGES_CHANNEL}, ${payload})`.execute(db);
        },
        close: async () => {
          await db
            .connection()
            .execute(() => unlisten())
            .catch(() => {});
        },
      };
    },
  };
}

const channels = new WeakMap<Database, ChangeChannel>();

export function registerChangeChannel(db: Database, channel: ChangeChannel): void {
  channels.set(db, channel);
}

/** The channel of a database opened by openDatabase; undefined for one opened otherwise. */
export function changeChannelOf(db: Database): ChangeChannel | undefined {
  return channels.get(db);
}
