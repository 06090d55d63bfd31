// The webhooks module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { createEndpointDisabledMailer } from './endpoint-disabled-mail.js';
export { registerWebhookRoutes } from './routes.js';
export { createWebhookDelivery } from './webhook-delivery.js';
export { createWebhookFanoutConsumer } from './webhook-fanout-consumer.js';
