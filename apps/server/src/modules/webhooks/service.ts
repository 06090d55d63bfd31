import { randomUUID } from 'node:crypto';
import type { WebhookEndpoint, WebhookEndpointFields, WebhookMessage } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { refuseUrlShape, type DestinationPolicy } from './destination-guard.js';
import { decryptPii, encryptPii } from '../../platform/pii.js';
import * as repo from './repo.js';
import { generateEndpointSecret } from './signature.js';
import { insertWebhookMessage } from './delivery-repo.js';
import { webhookBody } from './webhook-message.js';

export type WebhookActor = { userId: string; lenderId: string; ip: string };

/** A lender keeps at most this many endpoints (each event is one message per endpoint). */
const MAX_ENDPOINTS = 20;
const ROTATION_MS = 86_400_000;
const LOG_MESSAGES = 50;

export const destinationPolicy = (ctx: AppContext): DestinationPolicy => ({
  allowPrivate: ctx.config.webhookAllowPrivate,
  ownPort: ctx.config.port,
});

function toView(row: repo.EndpointRow, now: Date): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.event_types,
    forTest: row.for_test,
    status: row.status,
    disabledReason: row.disabled_reason,
    rotatingUntil:
      row.previous_secret_until && row.previous_secret_until > now ? row.previous_secret_until.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}

async function requireEndpoint(ctx: AppContext, actor: WebhookActor, id: string) {
  const endpoint = await repo.findEndpoint(ctx.db, actor.lenderId, id);
  if (!endpoint) throw notFound('The webhook endpoint');
  return endpoint;
}

function checkUrl(ctx: AppContext, url: string): void {
  const refused = refuseUrlShape(url, destinationPolicy(ctx));
  if (refused) throw badRequest(refused, 'url');
}

const audit = (
  ctx: AppContext,
  actor: WebhookActor,
  action: string,
  id: string,
  details: Record<string, unknown> = {},
) =>
  recordAudit(ctx.db, {
    userId: actor.userId,
    lenderId: actor.lenderId,
    action,
    targetType: 'webhook_endpoint',
    targetId: id,
    ip: actor.ip,
    details,
  });

export async function listEndpoints(ctx: AppContext, actor: WebhookActor): Promise<WebhookEndpoint[]> {
  const now = ctx.clock.now();
  return (await repo.listEndpoints(ctx.db, actor.lenderId)).map((row) => toView(row, now));
}

export async function createEndpoint(
  ctx: AppContext,
  actor: WebhookActor,
  parsed: WebhookEndpointFields,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  checkUrl(ctx, parsed.url);
  if ((await repo.countEndpoints(ctx.db, actor.lenderId)) >= MAX_ENDPOINTS) {
    throw AppError.of(
      409,
      'WEBHOOK_ENDPOINT_LIMIT',
      `A lender can register at most ${MAX_ENDPOINTS} endpoints. Remove or reuse one first.`,
    );
  }
  const secret = generateEndpointSecret();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await repo.insertEndpoint(trx, {
      lender_id: actor.lenderId,
      url: parsed.url,
      description: parsed.description,
      event_types: [...new Set(parsed.eventTypes)],
      for_test: parsed.forTest,
      secret_encrypted: encryptPii(ctx.config.piiKey, secret),
      created_by: actor.userId,
    });
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'WEBHOOK_ENDPOINT_CREATED',
      targetType: 'webhook_endpoint',
      targetId: created.id,
      ip: actor.ip,
      details: { url: parsed.url },
    });
    return created;
  });
  return { endpoint: toView(row, ctx.clock.now()), secret };
}

export async function updateEndpoint(
  ctx: AppContext,
  actor: WebhookActor,
  id: string,
  parsed: WebhookEndpointFields,
): Promise<WebhookEndpoint> {
  await requireEndpoint(ctx, actor, id);
  checkUrl(ctx, parsed.url);
  const now = ctx.clock.now();
  const row = await repo.updateLenderEndpoint(ctx.db, actor.lenderId, id, {
    url: parsed.url,
    description: parsed.description,
    event_types: [...new Set(parsed.eventTypes)],
    for_test: parsed.forTest,
    updated_at: now,
  });
  await audit(ctx, actor, 'WEBHOOK_ENDPOINT_UPDATED', id, { url: parsed.url });
  return toView(row, now);
}

export async function revealSecret(ctx: AppContext, actor: WebhookActor, id: string): Promise<{ secret: string }> {
  const endpoint = await requireEndpoint(ctx, actor, id);
  await audit(ctx, actor, 'WEBHOOK_SECRET_REVEALED', id);
  return { secret: decryptPii(ctx.config.piiKey, endpoint.secret_encrypted) };
}

/** A new secret signs from now on; the old one also signs for 24 hours, so receivers can switch over. */
export async function rotateSecret(ctx: AppContext, actor: WebhookActor, id: string): Promise<{ secret: string }> {
  const endpoint = await requireEndpoint(ctx, actor, id);
  const now = ctx.clock.now();
  const secret = generateEndpointSecret();
  await repo.updateEndpointSecrets(ctx.db, id, {
    secret_encrypted: encryptPii(ctx.config.piiKey, secret),
    previous_secret_encrypted: endpoint.secret_encrypted,
    previous_secret_until: new Date(now.getTime() + ROTATION_MS),
    updated_at: now,
  });
  await audit(ctx, actor, 'WEBHOOK_SECRET_ROTATED', id);
  return { secret };
}

export async function setEndpointEnabled(
  ctx: AppContext,
  actor: WebhookActor,
  id: string,
  enabled: boolean,
): Promise<WebhookEndpoint> {
  await requireEndpoint(ctx, actor, id);
  const now = ctx.clock.now();
  const row = await repo.updateEndpoint(ctx.db, id, {
    status: enabled ? 'ENABLED' : 'DISABLED',
    disabled_reason: enabled ? null : 'Disabled by a lender admin.',
    updated_at: now,
  });
  await audit(ctx, actor, enabled ? 'WEBHOOK_ENDPOINT_ENABLED' : 'WEBHOOK_ENDPOINT_DISABLED', id);
  return toView(row, now);
}

/** A `webhook.test` message to this endpoint alone, delivered like any other (and in its log). */
export async function sendTestEvent(ctx: AppContext, actor: WebhookActor, id: string): Promise<void> {
  const endpoint = await requireEndpoint(ctx, actor, id);
  const now = ctx.clock.now();
  const webhookId = `msg_${randomUUID().replaceAll('-', '')}`;
  const body = webhookBody('webhook.test', now, {
    endpointId: endpoint.id,
    message: `A test event from ${ctx.config.productName}.`,
  });
  await insertWebhookMessage(
    ctx.db,
    { endpointId: endpoint.id, lenderId: actor.lenderId, eventId: null, webhookId, eventType: 'webhook.test', body },
    now,
  );
  ctx.webhooks.kick();
}

export async function listDeliveryLog(ctx: AppContext, actor: WebhookActor, id: string): Promise<WebhookMessage[]> {
  await requireEndpoint(ctx, actor, id);
  const messages = await repo.listMessages(ctx.db, id, LOG_MESSAGES);
  return messages.map((m) => ({
    id: m.id,
    webhookId: m.webhook_id,
    eventType: m.event_type,
    status: m.status,
    attempts: m.attempts,
    nextAttemptAt: m.next_attempt_at?.toISOString() ?? null,
    createdAt: m.created_at.toISOString(),
    log: m.log.map((a) => ({
      attemptedAt: a.attempted_at.toISOString(),
      trigger: a.trigger,
      statusCode: a.status_code,
      latencyMs: a.latency_ms,
      succeeded: a.succeeded,
      responseExcerpt: a.response_excerpt,
      error: a.error,
    })),
  }));
}

/** Sends one message again, or every failed one created since a time: each signed anew, same webhook-id. */
export async function replay(
  ctx: AppContext,
  actor: WebhookActor,
  id: string,
  filter: { messageId?: string; failedSince?: Date },
): Promise<{ replayed: number }> {
  await requireEndpoint(ctx, actor, id);
  const rows = await repo.replayMessages(ctx.db, id, filter, ctx.clock.now());
  if (filter.messageId && rows.length === 0) throw notFound('A finished message with this id');
  await audit(ctx, actor, 'WEBHOOK_MESSAGES_REPLAYED', id, {
    count: rows.length,
    ...(filter.messageId ? { messageId: filter.messageId } : {}),
  });
  ctx.webhooks.kick();
  return { replayed: rows.length };
}
