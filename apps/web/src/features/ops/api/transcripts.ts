import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CorrectTranscriptFactInput, ReportTranscripts } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

const key = (reportId: string) => ['ops', 'report', reportId, 'transcripts'];
const base = (reportId: string) => `/api/ops/reports/${reportId}/transcripts`;

/** A report's transcripts; asked again every 1.5 s while files are still being read. */
export const useReportTranscripts = (reportId: string) =>
  useQuery({
    queryKey: key(reportId),
    queryFn: () => apiFetch<ReportTranscripts>(base(reportId)),
    refetchInterval: (query) => {
      const p = query.state.data?.progress;
      return p && p.done < p.files ? 1500 : false;
    },
  });

export function useUploadTranscripts(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file);
      return apiFetch<{ files: { id: string; fileName: string }[] }>(base(reportId), {
        method: 'POST',
        formData: body,
      });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: key(reportId) }),
  });
}

/** Confirm a module or correct a fact: the answer is the transcripts as they are now. */
export function useTranscriptAction(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { kind: 'confirm'; moduleId: string } | { kind: 'correct'; input: CorrectTranscriptFactInput },
    ) =>
      action.kind === 'confirm'
        ? apiFetch<ReportTranscripts>(`${base(reportId)}/modules/${action.moduleId}/confirm`, { method: 'POST' })
        : apiFetch<ReportTranscripts>(`${base(reportId)}/corrections`, { method: 'POST', json: action.input }),
    onSuccess: (view) => client.setQueryData(key(reportId), view),
  });
}

export function useCompleteFromTranscripts(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ reportId: string; status: 'COMPLETED' }>(`${base(reportId)}/complete`, { method: 'POST' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['ops', 'report', reportId] });
      void client.invalidateQueries({ queryKey: ['ops', 'queue'] });
    },
  });
}
