import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CorrectTranscriptFactInput } from '@taxlens/contracts';
import { confirmTranscriptModule } from './confirm-transcript-module';
import { correctTranscriptFact } from './correct-transcript-fact';
import { opsKeys } from './keys';

/** Confirm a module or correct a fact: the answer is the transcripts as they are now. */
export function useTranscriptAction(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { kind: 'confirm'; moduleId: string } | { kind: 'correct'; input: CorrectTranscriptFactInput },
    ) =>
      action.kind === 'confirm'
        ? confirmTranscriptModule(reportId, action.moduleId)
        : correctTranscriptFact(reportId, action.input),
    onSuccess: (view) => client.setQueryData(opsKeys.reportTranscripts(reportId), view),
  });
}
