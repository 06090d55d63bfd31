import type { MoveFormStageInput, OpsReportDetail } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** The answer is the report as it is now. */
export const moveFormStage = (reportId: string, input: MoveFormStageInput) =>
  apiFetch<OpsReportDetail>(`/api/ops/reports/${reportId}/form8821/stage`, { method: 'POST', json: input });
