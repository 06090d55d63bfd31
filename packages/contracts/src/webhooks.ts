import { z } from 'zod';
import { DOMAIN_EVENT_TYPES } from './events.js';
import { text } from './text-fields.js';

/** The events an endpoint may subscribe to (the domain events of the stream, docs/decisions/183). */
export const webhookEventTypeSchema = z.enum(DOMAIN_EVENT_TYPES);

/** POST /api/webhooks/endpoints and PUT /api/webhooks/endpoints/{id}. */
export const webhookEndpointInputSchema = z.object({
  url: text('Endpoint URL', { max: 2000 }).min(1, 'Enter the endpoint URL.'),
  description: text('Description', { max: 200 }).default(''),
  eventTypes: z.array(webhookEventTypeSchema).min(1, 'Choose at least one event.').max(DOMAIN_EVENT_TYPES.length),
  forTest: z.boolean().default(false),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;
/** The same after validation (defaults applied), as the server's routes hand it on. */
export type WebhookEndpointFields = z.output<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()),
  forTest: z.boolean(),
  status: z.enum(['ENABLED', 'DISABLED']),
  disabledReason: z.string().nullable(),
  /** While a rotation lasts (24 h), both secrets sign. */
  rotatingUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookSecretSchema = z.object({ secret: z.string() });

export const webhookAttemptSchema = z.object({
  attemptedAt: z.string(),
  trigger: z.enum(['SCHEDULED', 'REPLAY']),
  statusCode: z.number().nullable(),
  latencyMs: z.number(),
  succeeded: z.boolean(),
  responseExcerpt: z.string(),
  error: z.string().nullable(),
});

export const webhookMessageSchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  eventType: z.string(),
  status: z.enum(['PENDING', 'SENDING', 'SUCCEEDED', 'FAILED']),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  log: z.array(webhookAttemptSchema),
});
export type WebhookMessage = z.infer<typeof webhookMessageSchema>;

/** POST /api/webhooks/endpoints/{id}/replay: every failed message created at or after `since`. */
export const webhookReplaySchema = z.object({ since: z.iso.datetime({ offset: true }) });
