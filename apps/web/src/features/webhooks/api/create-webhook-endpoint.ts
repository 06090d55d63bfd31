import type { WebhookEndpoint, WebhookEndpointInput } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useWebhookMutation, WEBHOOK_HANDLED_STATUSES } from './webhook-mutation';

export const createWebhookEndpoint = (input: WebhookEndpointInput) =>
  apiFetch<{ endpoint: WebhookEndpoint; secret: string }>('/api/webhooks/endpoints', {
    method: 'POST',
    json: input,
    handledStatuses: WEBHOOK_HANDLED_STATUSES,
  });

export const useCreateEndpoint = () => useWebhookMutation(createWebhookEndpoint);
