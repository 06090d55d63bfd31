import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhookEndpointInput, WebhookMessage } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const KEY = ['webhooks'] as const;
// A refused URL (400) and an endpoint that is gone (404) are shown on the page.
const handledStatuses = [400, 404, 409] as const;
const endpointPath = (id: string) => `/api/webhooks/endpoints/${encodeURIComponent(id)}`;

export const useEndpoints = () =>
  useQuery({ queryKey: [...KEY, 'endpoints'], queryFn: () => apiFetch<WebhookEndpoint[]>('/api/webhooks/endpoints') });

/** The delivery log, refreshed every few seconds while it is open (deliveries happen in the background). */
export const useDeliveryLog = (id: string) =>
  useQuery({
    queryKey: [...KEY, 'log', id],
    queryFn: () => apiFetch<WebhookMessage[]>(`${endpointPath(id)}/messages`),
    refetchInterval: 3000,
  });

function useWebhookMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateEndpoint = () =>
  useWebhookMutation((input: WebhookEndpointInput) =>
    apiFetch<{ endpoint: WebhookEndpoint; secret: string }>('/api/webhooks/endpoints', {
      method: 'POST',
      json: input,
      handledStatuses,
    }),
  );

export const useEndpointAction = () =>
  useWebhookMutation(({ id, action }: { id: string; action: 'enable' | 'disable' | 'test' }) =>
    apiFetch<unknown>(`${endpointPath(id)}/${action}`, { method: 'POST', handledStatuses }),
  );

export const useSecret = () =>
  useWebhookMutation(({ id, rotate }: { id: string; rotate: boolean }) =>
    apiFetch<{ secret: string }>(`${endpointPath(id)}/${rotate ? 'rotate' : 'secret'}`, {
      method: 'POST',
      handledStatuses,
    }),
  );

export const useReplay = () =>
  useWebhookMutation(({ id, messageId, since }: { id: string; messageId?: string; since?: string }) =>
    messageId
      ? apiFetch<{ replayed: number }>(`${endpointPath(id)}/messages/${encodeURIComponent(messageId)}/replay`, {
          method: 'POST',
          handledStatuses,
        })
      : apiFetch<{ replayed: number }>(`${endpointPath(id)}/replay`, {
          method: 'POST',
          json: { since },
          handledStatuses,
        }),
  );
