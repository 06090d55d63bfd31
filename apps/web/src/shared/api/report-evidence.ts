import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportEvidence } from '@taxlens/contracts';
import { apiFetch } from './api-client';
import { sharedKeys } from './keys';

/**
 * A completed report's evidence per period (decisions 272, 279): lines, stage, act-by dates and the sentence,
 * when it was completed from IRS transcripts; empty otherwise. Read by the report page and the client page.
 */
export const useReportEvidence = (id: string | null) =>
  useQuery(
    queryOptions({
      queryKey: sharedKeys.reportEvidence(id),
      queryFn: () => apiFetch<ReportEvidence>(`/api/reports/${encodeURIComponent(id!)}/evidence`),
      enabled: id !== null,
    }),
  );
