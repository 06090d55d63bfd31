import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientReportSummary } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { clientKeys } from './keys';

export const getClientSummary = (id: string): Promise<ClientReportSummary> =>
  apiFetch<ClientReportSummary>(`/api/clients/${encodeURIComponent(id)}/summary`);

export const clientSummaryQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKeys.summary(id), queryFn: () => getClientSummary(id) });

export const useClientSummary = (id: string) => useQuery(clientSummaryQueryOptions(id));
