import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail, RevealedTaxId } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { clientQueryKey } from './get-client';

const path = (id: string) => encodeURIComponent(id);

export const revealTaxId = (id: string): Promise<RevealedTaxId> =>
  apiFetch<RevealedTaxId>(`/api/clients/${path(id)}/pii`, { method: 'POST' });

export const useRevealTaxId = (id: string) => useMutation({ mutationFn: () => revealTaxId(id) });

export const archiveClient = (id: string): Promise<ClientDetail> =>
  apiFetch<ClientDetail>(`/api/clients/archive/${path(id)}`, { method: 'PUT' });

export const changeMonitorFrequency = (id: string, frequency: string): Promise<ClientDetail> =>
  apiFetch<ClientDetail>(`/api/clients/changemonitorfrequency/${path(id)}?${new URLSearchParams({ frequency })}`, {
    method: 'PUT',
    handledStatuses: [409],
  });

/** A mutation whose answer is the updated client, written into the client query. */
function useClientUpdate<T>(id: string, run: (value: T) => Promise<ClientDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (client) => queryClient.setQueryData(clientQueryKey(id), client) });
}

export const useArchiveClient = (id: string) => useClientUpdate<void>(id, () => archiveClient(id));
export const useChangeMonitorFrequency = (id: string) =>
  useClientUpdate<string>(id, (frequency) => changeMonitorFrequency(id, frequency));
