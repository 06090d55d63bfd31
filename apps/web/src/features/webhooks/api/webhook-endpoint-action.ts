import { apiFetch } from '../../../shared/api/api-client';
import { endpointPath, useWebhookMutation, WEBHOOK_HANDLED_STATUSES } from './webhook-mutation';

export type EndpointAction = 'enable' | 'disable' | 'test';

/** POST /api/webhooks/endpoints/{id}/{enable|disable|test}: one route family, the action in the path. */
export const runEndpointAction = (id: string, action: EndpointAction) =>
  apiFetch<unknown>(`${endpointPath(id)}/${action}`, { method: 'POST', handledStatuses: WEBHOOK_HANDLED_STATUSES });

export const useEndpointAction = () =>
  useWebhookMutation(({ id, action }: { id: string; action: EndpointAction }) => runEndpointAction(id, action));
