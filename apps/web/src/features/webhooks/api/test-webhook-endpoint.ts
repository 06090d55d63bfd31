import { apiFetch } from '../../../shared/api/api-client';
import { endpointPath, WEBHOOK_HANDLED_STATUSES } from './webhook-mutation';

export const testWebhookEndpoint = (id: string) =>
  apiFetch<unknown>(`${endpointPath(id)}/test`, { method: 'POST', handledStatuses: WEBHOOK_HANDLED_STATUSES });
