import { apiFetch } from '../../../shared/api/api-client';
import { endpointPath, WEBHOOK_HANDLED_STATUSES } from './webhook-mutation';

export const replaySince = (id: string, since: string | undefined) =>
  apiFetch<{ replayed: number }>(`${endpointPath(id)}/replay`, {
    method: 'POST',
    json: { since },
    handledStatuses: WEBHOOK_HANDLED_STATUSES,
  });
