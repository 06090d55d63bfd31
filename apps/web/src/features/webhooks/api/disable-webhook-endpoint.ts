import { apiFetch } from '../../../shared/api/api-client';
import { endpointPath, WEBHOOK_HANDLED_STATUSES } from './webhook-mutation';

export const disableWebhookEndpoint = (id: string) =>
  apiFetch<unknown>(`${endpointPath(id)}/disable`, { method: 'POST', handledStatuses: WEBHOOK_HANDLED_STATUSES });
