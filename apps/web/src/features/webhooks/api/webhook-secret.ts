import { apiFetch } from '../../../shared/api/api-client';
import { endpointPath, useWebhookMutation, WEBHOOK_HANDLED_STATUSES } from './webhook-mutation';

/** POST /api/webhooks/endpoints/{id}/{secret|rotate}: shows the signing secret, or replaces it first. */
export const getOrRotateSecret = (id: string, rotate: boolean) =>
  apiFetch<{ secret: string }>(`${endpointPath(id)}/${rotate ? 'rotate' : 'secret'}`, {
    method: 'POST',
    handledStatuses: WEBHOOK_HANDLED_STATUSES,
  });

export const useSecret = () =>
  useWebhookMutation(({ id, rotate }: { id: string; rotate: boolean }) => getOrRotateSecret(id, rotate));
