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
