import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.js';
import type { Clock } from '../clock.js';
import { claimOutboxBatch, markOutboxFailed, markOutboxSent } from './outbox-repo.js';
import type { MailMessage, SmsMessage } from './enqueue.js';
import type { SmsTransport } from './sms-transports.js';
import type { MailTransport } from './transports.js';
import { logBackgroundFailure } from '../database-errors.js';
import type { EventConsumers } from '../events/event-consumers.js';

const BATCH = 20;
const MAX_ATTEMPTS = 8;
/** A claimed message not finished within this time is claimed again (its sender died). */
const CLAIM_SECONDS = 120;

export type OutboxWorker = {
  /** Consumes the event stream, then sends everything due; resolves when neither has anything left (tests settle with it). */
  drain: () => Promise<number>;
  /** Runs the event stream's consumers (the mail consumer writes outbox rows): the `event-stream` worker's round. */
  consumeEvents: () => Promise<number>;
  /** Sends the mails and texts due now, the stream aside: the `outbox` worker's round (platform/workers). */
  sendDue: () => Promise<number>;
  /** Asks for delivery soon, without waiting: wakes the running workers, or drains when none runs (tests). */
  kick: () => void;
  /** Called by the workers engine at start (and with undefined at stop): how a kick reaches the running workers. */
  setWake: (wake: (() => void) | undefined) => void;
};

export function createOutboxWorker(deps: {
  db: Database;
  clock: Clock;
  mail: MailTransport;
  sms: SmsTransport;
  log: FastifyBaseLogger;
  /** The event stream's consumers, run before each round (the mail consumer writes mail rows here). */
  events?: EventConsumers;
}): OutboxWorker {
  const { db, clock, mail, sms, log } = deps;
  let wake: (() => void) | undefined;

  // One statement claims a batch; FOR UPDATE SKIP LOCKED lets several instances share the queue.
  function claimBatch() {
    const now = clock.now();
    return claimOutboxBatch(db, now, new Date(now.getTime() + CLAIM_SECONDS * 1000), BATCH);
  }

  // Only the claim this worker holds is marked (a claim taken over after CLAIM_SECONDS is not).
  const markSent = (row: { id: number; attempts: number }) => markOutboxSent(db, row, clock.now());

  async function deliver(row: { id: number; channel: string; payload: unknown; attempts: number }) {
    try {
      if (row.channel === 'mail') await mail.send(row.payload as MailMessage);
      else if (row.channel === 'sms') await sms.send(row.payload as SmsMessage);
      else throw new Error(`Unknown outbox channel ${row.channel}`);
      await markSent(row);
    } catch (error) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      const retryAt = new Date(clock.now().getTime() + 2 ** row.attempts * 1000);
      log.warn({ outboxId: row.id, attempts: row.attempts, err: String(error) }, 'outbox delivery failed');
      await markOutboxFailed(db, row, { failed, retryAt, error: String(error).slice(0, 500) });
    }
  }

  async function sendOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await claimBatch();
      if (batch.length === 0) return total;
      for (const row of batch) await deliver(row);
      total += batch.length;
    }
  }

  const sendDue = oneAtATime(sendOnce);

  async function drainOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const consumed = deps.events ? await deps.events.drain() : 0;
      const sent = await sendDue();
      if (sent === 0 && consumed === 0) return total;
      total += sent;
    }
  }

  const drain = oneAtATime(drainOnce);

  return {
    drain,
    consumeEvents: () => (deps.events ? deps.events.drain() : Promise.resolve(0)),
    sendDue,
    kick: () => {
      if (wake) return wake();
      setImmediate(() => void drain().catch((err) => logBackgroundFailure(log, err, 'outbox drain failed')));
    },
    setWake: (fn) => (wake = fn),
  };
}

/**
 * `work` one run at a time. A call during a run asks for one more run after it and answers the promise of both: a
 * caller who committed rows just before calling waits for a pass that began after them. Joining the run alone
 * missed them when that run had already made its last claim (a kick's drain started before the rows' transaction
 * committed; seen on PostgreSQL as mail delivered one test late).
 */
function oneAtATime(work: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | undefined;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await work();
      } while (again);
      return total;
    })().finally(() => (running = undefined));
    return running;
  };
}
