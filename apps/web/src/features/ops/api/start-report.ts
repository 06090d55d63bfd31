import type { OpsReportDetail } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** The answer is the report as it is now. */
export const startReport = (reportId: string) =>
  apiFetch<OpsReportDetail>(`/api/ops/reports/${reportId}/start`, { method: 'POST' });
