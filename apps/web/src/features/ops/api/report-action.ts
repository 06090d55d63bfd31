import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompleteReportInput,
  MoveFormStageInput,
  RecordOnlineSubmissionInput,
  RejectReportInput,
} from '@taxlens/contracts';
import { completeReport } from './complete-report';
import { opsKeys } from './keys';
import { moveFormStage } from './move-form-stage';
import { recordOnlineSubmission } from './record-online-submission';
import { rejectReport } from './reject-report';
import { startReport } from './start-report';

export type ReportAction =
  | { kind: 'start' }
  | { kind: 'reject'; input: RejectReportInput }
  | { kind: 'complete'; input: CompleteReportInput }
  | { kind: 'form8821/submitted-online'; input: RecordOnlineSubmissionInput }
  | { kind: 'form8821/stage'; input: MoveFormStageInput };

function runReportAction(reportId: string, action: ReportAction) {
  switch (action.kind) {
    case 'start':
      return startReport(reportId);
    case 'reject':
      return rejectReport(reportId, action.input);
    case 'complete':
      return completeReport(reportId, action.input);
    case 'form8821/submitted-online':
      return recordOnlineSubmission(reportId, action.input);
    case 'form8821/stage':
      return moveFormStage(reportId, action.input);
  }
}

/** Start, reject, complete or record the 8821's online submission: the answer is the report as it is now. */
export function useReportAction(reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ReportAction) => runReportAction(reportId, action),
    onSuccess: (detail) => {
      client.setQueryData(opsKeys.report(reportId), detail);
      void client.invalidateQueries({ queryKey: opsKeys.queue() });
    },
  });
}
