import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookKeys } from './keys';

// A refused URL (400) and an endpoint that is gone (404) are shown on the page.
export const WEBHOOK_HANDLED_STATUSES = [400, 404, 409] as const;
export const endpointPath = (id: string) => `/api/webhooks/endpoints/${encodeURIComponent(id)}`;

/** Any change to an endpoint asks for the endpoints and their logs again. */
export function useWebhookMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
