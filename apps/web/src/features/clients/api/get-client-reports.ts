import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientReportRow } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { clientKeys } from './keys';

export const getClientReports = (id: string): Promise<ClientReportRow[]> =>
  apiFetch<ClientReportRow[]>(`/api/neoclients/reports/${encodeURIComponent(id)}`);

export const clientReportsQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKeys.reports(id), queryFn: () => getClientReports(id) });

export const useClientReports = (id: string) => useQuery(clientReportsQueryOptions(id));
