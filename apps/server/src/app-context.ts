import type { Config } from './config.js';
import type { Database } from './db/connection.js';
import type { CallerCache } from './platform/caller-cache.js';
import type { Clock } from './platform/clock.js';
import type { OutboxWorker } from './platform/outbox/worker.js';
import type { RateLimitStore } from './platform/rate-limit/rate-limit-store.js';
import type { FileStorage } from './platform/storage/file-storage.js';

/** What every module's routes and services are given: no globals, so tests build their own. */
export type AppContext = {
  config: Config;
  db: Database;
  clock: Clock;
  outbox: OutboxWorker;
  /** Uploaded files' bytes (metadata in stored_files). */
  storage: FileStorage;
  /** Fixed-window counters (sign-in throttles, code attempts) shared by every instance. */
  rateLimits: RateLimitStore;
  lifecycle: { shuttingDown: boolean };
  /** What signed-in calls need, remembered until the database announces a change (docs/decisions/146). */
  callers: CallerCache;
  /** Sends due webhook messages (modules/webhooks). */
  webhooks: WebhookDelivery;
  /** The orders that wait on a signature request (modules/orders); e-sign moves them without importing orders. */
  waitingOrders: WaitingOrders;
};

/** Sends due webhook messages; modules/webhooks implements it, app.ts wires it. */
export type WebhookDelivery = {
  /** Sends every message that is due; resolves when none is. */
  deliverDue: () => Promise<number>;
  /** Asks for a delivery round soon, without waiting for it (a test event, a replay). */
  kick: () => void;
  /** Resolves once the round in flight, if any, has ended (the webhook-delivery worker's stop, decision 250). */
  idle: () => Promise<void>;
};

/**
 * The request an order waits on, as its ends see it. A joint filers' pair (docs/decisions/218) is
 * waited on as one: `pairIds` names both requests (orders wait on the client's own), and the
 * spouse's signed form goes with the order beside the client's.
 */
export type WaitedOn = {
  id: string;
  lender_id: string;
  client_id: string;
  signed_file_id: string | null;
  pairIds?: readonly string[];
  spouseFileId?: string | null;
};

/**
 * What waits on a signature request: orders placed "awaiting signature" (docs/decisions/213), moved
 * in the transaction that decides the request's form. modules/orders implements it, app.ts wires it
 * (docs/decisions/270): orders build on e-sign (an order can send a request), so e-sign does not
 * import orders back.
 */
export type WaitingOrders = {
  /** The form became usable: the orders enter the operations queue. */
  enqueue(trx: Database, r: WaitedOn, now: Date): Promise<unknown>;
  /** The request ended without a usable form: the orders are cancelled, unbilled, with `reason`. */
  cancel(trx: Database, r: WaitedOn, reason: string, now: Date): Promise<unknown>;
  /** The requests were replaced by a new one (a resend): their orders wait on it. */
  move(trx: Database, lenderId: string, fromIds: readonly string[], toId: string, now: Date): Promise<unknown>;
};
