import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyKeys } from './keys';

// Refusals the page explains itself: bad input (400), a key gone (404), the key limit (409).
export const API_KEY_HANDLED_STATUSES = [400, 404, 409] as const;

/** Any change to a key asks for the keys again. */
export function useKeyMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
