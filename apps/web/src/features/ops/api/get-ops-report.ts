import { useQuery } from '@tanstack/react-query';
import type { OpsReportDetail } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const getOpsReport = (reportId: string) => apiFetch<OpsReportDetail>(`/api/ops/reports/${reportId}`);

export const useOpsReport = (reportId: string) =>
  useQuery({ queryKey: opsKeys.report(reportId), queryFn: () => getOpsReport(reportId) });
