import { apiFetch } from '../../../shared/api/api-client';
import { endpointPath, WEBHOOK_HANDLED_STATUSES } from './webhook-mutation';

export const enableWebhookEndpoint = (id: string) =>
  apiFetch<unknown>(`${endpointPath(id)}/enable`, { method: 'POST', handledStatuses: WEBHOOK_HANDLED_STATUSES });
