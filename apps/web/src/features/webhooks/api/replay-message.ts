import { apiFetch } from '../../../shared/api/api-client';
import { endpointPath, WEBHOOK_HANDLED_STATUSES } from './webhook-mutation';

export const replayMessage = (id: string, messageId: string) =>
  apiFetch<{ replayed: number }>(`${endpointPath(id)}/messages/${encodeURIComponent(messageId)}/replay`, {
    method: 'POST',
    handledStatuses: WEBHOOK_HANDLED_STATUSES,
  });
