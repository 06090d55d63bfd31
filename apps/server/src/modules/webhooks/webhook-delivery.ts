import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookDelivery } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import type { Clock } from '../../platform/clock.js';
import { logBackgroundFailure } from '../../platform/database-errors.js';
import type { DestinationPolicy } from './destination-guard.js';
import { signingSecrets } from './endpoint-secrets.js';
import { nextAttemptAfter } from './retry-schedule.js';
import { sendWebhook } from './send-webhook.js';
import { disableEndpointIfFailing } from './disable-failing-endpoint.js';
import { signWebhook } from './signature.js';

const BATCH = 10;
/** A claimed message not settled within this time is claimed again (its sender died). */
const LEASE_MS = 60_000;

export type { WebhookDelivery };

type Claimed = {
  id: string;
  endpoint_id: string;
  lender_id: string;
  webhook_id: string;
  body: string;
  attempts: number;
  replayed_at: Date | null;
  url: string;
  secret_encrypted: string;
  previous_secret_encrypted: string | null;
  previous_secret_until: Date | null;
};

export function createWebhookDelivery(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  piiKey: Buffer;
  policy: DestinationPolicy;
  mailEndpointDisabled: (
    trx: Database,
    endpoint: { id: string; lender_id: string; url: string },
    now: Date,
  ) => Promise<void>;
}): WebhookDelivery {
  const { db, clock, log } = deps;
  let running: Promise<number> | undefined;

  // One statement claims a batch of due messages of enabled endpoints (SKIP LOCKED: instances share the work).
  async function claim(): Promise<Claimed[]> {
    const now = clock.now();
    const { rows } = await sql<Claimed>`
      with due as (
        select m.id from webhook_messages m join webhook_endpoints e on e.id = m.endpoint_id
        where m.status in ('PENDING', 'SENDING') and m.next_attempt_at <= ${now} and e.status = 'ENABLED'
        order by m.next_attempt_at
        limit ${BATCH}
        for update of m skip locked
      )
      update webhook_messages m
      set status = 'SENDING', attempts = m.attempts + 1, next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
      from due, webhook_endpoints e
      where m.id = due.id and e.id = m.endpoint_id
      returning m.id, m.endpoint_id, m.lender_id, m.webhook_id, m.body, m.attempts, m.replayed_at,
        e.url, e.secret_encrypted, e.previous_secret_encrypted, e.previous_secret_until`.execute(db);
    return rows;
  }

  async function deliver(message: Claimed): Promise<void> {
    const sentAt = clock.now();
    const timestamp = Math.floor(sentAt.getTime() / 1000);
    const headers = {
      'webhook-id': message.webhook_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(
        signingSecrets(deps.piiKey, message, sentAt),
        message.webhook_id,
        timestamp,
        message.body,
      ),
    };
    const result = await sendWebhook(message.url, headers, message.body, deps.policy);
    const now = clock.now();
    const next = result.succeeded ? null : nextAttemptAfter(message.attempts, now);
    const status = result.succeeded ? 'SUCCEEDED' : next ? 'PENDING' : 'FAILED';
    await db.transaction().execute(async (trx) => {
      const settled = await trx
        .updateTable('webhook_messages')
        .set({ status, next_attempt_at: next, last_attempt_at: sentAt })
        .where('id', '=', message.id)
        .where('attempts', '=', message.attempts)
        .executeTakeFirst();
      // Another instance took the lease over: its attempt is the one that counts.
      if (Number(settled.numUpdatedRows) === 0) return;
      await trx
        .insertInto('webhook_attempts')
        .values({
          message_id: message.id,
          attempted_at: sentAt,
          trigger: message.replayed_at && message.attempts === 1 ? 'REPLAY' : 'SCHEDULED',
          status_code: result.statusCode,
          latency_ms: result.latencyMs,
          succeeded: result.succeeded,
          response_excerpt: result.excerpt,
          error: result.error,
        })
        .execute();
      if (status === 'FAILED') await disableEndpointIfFailing(trx, message.endpoint_id, now, deps.mailEndpointDisabled);
    });
  }

  async function deliverAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return total;
      await Promise.all(
        batch.map((m) => deliver(m).catch((err) => logBackgroundFailure(log, err, 'webhook delivery failed'))),
      );
      total += batch.length;
    }
  }

  const deliverDue = () => {
    running ??= deliverAll().finally(() => (running = undefined));
    return running;
  };

  return {
    deliverDue,
    kick: () =>
      setImmediate(() => void deliverDue().catch((err) => logBackgroundFailure(log, err, 'webhook delivery failed'))),
    idle: async () => void (await running?.catch(() => 0)),
  };
}
