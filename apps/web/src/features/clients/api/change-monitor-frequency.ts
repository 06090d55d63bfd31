import type { ClientDetail } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useClientUpdate } from './client-update-mutation';

export const changeMonitorFrequency = (id: string, frequency: string): Promise<ClientDetail> =>
  apiFetch<ClientDetail>(
    `/api/clients/changemonitorfrequency/${encodeURIComponent(id)}?${new URLSearchParams({ frequency })}`,
    { method: 'PUT', handledStatuses: [409] },
  );

export const useChangeMonitorFrequency = (id: string) =>
  useClientUpdate<string>(id, (frequency) => changeMonitorFrequency(id, frequency));
