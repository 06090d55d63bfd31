import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientLiabilityHistory } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { clientKeys } from './keys';

export const getLiabilityHistory = (clientId: string, signal?: AbortSignal) =>
  apiFetch<ClientLiabilityHistory>(`/api/clients/${clientId}/liability-history`, { signal });

export const liabilityHistoryQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientKeys.liabilityHistory(clientId),
    queryFn: ({ signal }) => getLiabilityHistory(clientId, signal),
  });

export const useLiabilityHistory = (clientId: string) => useQuery(liabilityHistoryQueryOptions(clientId));
