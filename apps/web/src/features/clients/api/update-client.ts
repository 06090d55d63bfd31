import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail, ClientUpdate } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { clientKeys } from './keys';

export const updateClient = (id: string, input: ClientUpdate): Promise<ClientDetail> =>
  apiFetch<ClientDetail>(`/api/neoclients/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
    handledStatuses: [400, 409],
  });

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientUpdate) => updateClient(id, input),
    onSuccess: (client) => queryClient.setQueryData(clientKeys.detail(id), client),
  });
}
