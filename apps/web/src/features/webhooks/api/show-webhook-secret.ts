import { apiFetch } from '../../../shared/api/api-client';
import { endpointPath, WEBHOOK_HANDLED_STATUSES } from './webhook-mutation';

export const showWebhookSecret = (id: string) =>
  apiFetch<{ secret: string }>(`${endpointPath(id)}/secret`, {
    method: 'POST',
    handledStatuses: WEBHOOK_HANDLED_STATUSES,
  });
