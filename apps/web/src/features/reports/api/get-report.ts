import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportEvidence, ReportView } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

export const reportPdfUrl = (id: string) => `/api/reports/${encodeURIComponent(id)}/pdf`;

export const useReport = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: ['reports', id],
      queryFn: () => apiFetch<ReportView>(`/api/reports/${encodeURIComponent(id)}`),
    }),
  );

/** A report's evidence lines, per period, when it was completed from IRS transcripts (decision 272); empty otherwise. */
export const useReportEvidence = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: ['reports', id, 'evidence'],
      queryFn: () => apiFetch<ReportEvidence>(`/api/reports/${encodeURIComponent(id)}/evidence`),
    }),
  );
