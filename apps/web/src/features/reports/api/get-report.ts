import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportView } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { reportKeys } from './keys';

export const reportPdfUrl = (id: string) => `/api/reports/${encodeURIComponent(id)}/pdf`;

export const useReport = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: reportKeys.detail(id),
      queryFn: () => apiFetch<ReportView>(`/api/reports/${encodeURIComponent(id)}`),
    }),
  );
