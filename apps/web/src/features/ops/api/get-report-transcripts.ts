import { useQuery } from '@tanstack/react-query';
import type { ReportTranscripts } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const getReportTranscripts = (reportId: string) =>
  apiFetch<ReportTranscripts>(`/api/ops/reports/${reportId}/transcripts`);

/** A report's transcripts; asked again every 1.5 s while files are still being read. */
export const useReportTranscripts = (reportId: string) =>
  useQuery({
    queryKey: opsKeys.reportTranscripts(reportId),
    queryFn: () => getReportTranscripts(reportId),
    refetchInterval: (query) => {
      const p = query.state.data?.progress;
      return p && p.done < p.files ? 1500 : false;
    },
  });
