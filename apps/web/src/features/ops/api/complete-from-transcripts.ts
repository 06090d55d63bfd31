import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const completeFromTranscripts = (reportId: string) =>
  apiFetch<{ reportId: string; status: 'COMPLETED' }>(`/api/ops/reports/${reportId}/transcripts/complete`, {
    method: 'POST',
  });

export function useCompleteFromTranscripts(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => completeFromTranscripts(reportId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: opsKeys.report(reportId) });
      void client.invalidateQueries({ queryKey: opsKeys.queue() });
    },
  });
}
