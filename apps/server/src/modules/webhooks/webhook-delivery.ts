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
import { claimDueMessages, type ClaimedMessage, insertAttempt, settleMessage } from './delivery-repo.js';
import { signWebhook } from './signature.js';

const BATCH = 10;
/** A claimed message not settled within this time is claimed again (its sender died). */
const LEASE_MS = 60_000;

export type { WebhookDelivery };

type Claimed = ClaimedMessage;

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
    return claimDueMessages(db, now, BATCH, new Date(now.getTime() + LEASE_MS));
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
      const settled = await settleMessage(trx, message, { status, nextAttemptAt: next, sentAt });
      // Another instance took the lease over: its attempt is the one that counts.
      if (!settled) return;
      await insertAttempt(trx, {
        messageId: message.id,
        attemptedAt: sentAt,
        trigger: message.replayed_at && message.attempts === 1 ? 'REPLAY' : 'SCHEDULED',
        statusCode: result.statusCode,
        latencyMs: result.latencyMs,
        succeeded: result.succeeded,
        responseExcerpt: result.excerpt,
        error: result.error,
      });
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
