import type { ClientDetail } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useClientUpdate } from './client-update-mutation';

export const archiveClient = (id: string): Promise<ClientDetail> =>
  apiFetch<ClientDetail>(`/api/clients/archive/${encodeURIComponent(id)}`, { method: 'PUT' });

export const useArchiveClient = (id: string) => useClientUpdate<void>(id, () => archiveClient(id));
