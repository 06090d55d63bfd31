import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportTranscripts } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const attachBeforeOrder = (reportId: string, input: { moduleId: string; reason: string }) =>
  apiFetch<ReportTranscripts>(
    `/api/ops/reports/${reportId}/transcripts/modules/${input.moduleId}/attach-before-order`,
    {
      method: 'POST',
      json: { reason: input.reason },
    },
  );

/** Attach a module answered before the order, with the reason: the answer is the transcripts as they are now. */
export function useAttachBeforeOrder(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { moduleId: string; reason: string }) => attachBeforeOrder(reportId, input),
    onSuccess: (view) => client.setQueryData(opsKeys.reportTranscripts(reportId), view),
  });
}
