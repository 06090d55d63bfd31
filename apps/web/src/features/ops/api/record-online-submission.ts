import type { RecordOnlineSubmissionInput, OpsReportDetail } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** The answer is the report as it is now. */
export const recordOnlineSubmission = (reportId: string, input: RecordOnlineSubmissionInput) =>
  apiFetch<OpsReportDetail>(`/api/ops/reports/${reportId}/form8821/submitted-online`, { method: 'POST', json: input });
