import type { RejectReportInput, OpsReportDetail } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** The answer is the report as it is now. */
export const rejectReport = (reportId: string, input: RejectReportInput) =>
  apiFetch<OpsReportDetail>(`/api/ops/reports/${reportId}/reject`, { method: 'POST', json: input });
