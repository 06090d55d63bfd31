import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDetail } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { clientKeys } from './keys';

export const getClient = (id: string): Promise<ClientDetail> =>
  apiFetch<ClientDetail>(`/api/clients/${encodeURIComponent(id)}`);

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKeys.detail(id), queryFn: () => getClient(id) });

export const useClient = (id: string) => useQuery(clientQueryOptions(id));
