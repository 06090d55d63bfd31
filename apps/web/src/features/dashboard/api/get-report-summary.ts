import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportSummary } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { dashboardKeys } from './keys';

export const getReportSummary = () => apiFetch<ReportSummary>('/api/dashboard/reports/summary');

export const reportSummaryQueryOptions = (lenderId: string) =>
  queryOptions({ queryKey: dashboardKeys.summary(lenderId), queryFn: getReportSummary });

export const useReportSummary = (lenderId: string) => useQuery(reportSummaryQueryOptions(lenderId));
