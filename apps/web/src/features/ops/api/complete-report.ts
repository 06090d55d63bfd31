import type { CompleteReportInput, OpsReportDetail } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** The answer is the report as it is now. */
export const completeReport = (reportId: string, input: CompleteReportInput) =>
  apiFetch<OpsReportDetail>(`/api/ops/reports/${reportId}/complete`, { method: 'POST', json: input });
