import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail } from '@taxlens/contracts';
import { clientKeys } from './keys';

/** A mutation whose answer is the updated client, written into the client query. */
export function useClientUpdate<T>(id: string, run: (value: T) => Promise<ClientDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (client) => queryClient.setQueryData(clientKeys.detail(id), client),
  });
}
