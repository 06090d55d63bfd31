import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientReportRow, ClientReportSummary } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const getClientReports = (id: string): Promise<ClientReportRow[]> =>
  apiFetch<ClientReportRow[]>(`/api/neoclients/reports/${encodeURIComponent(id)}`);

export const useClientReports = (id: string) =>
  useQuery(queryOptions({ queryKey: ['clients', id, 'reports'], queryFn: () => getClientReports(id) }));

export const getClientSummary = (id: string): Promise<ClientReportSummary> =>
  apiFetch<ClientReportSummary>(`/api/clients/${encodeURIComponent(id)}/summary`);

export const useClientSummary = (id: string) =>
  useQuery(queryOptions({ queryKey: ['clients', id, 'summary'], queryFn: () => getClientSummary(id) }));
