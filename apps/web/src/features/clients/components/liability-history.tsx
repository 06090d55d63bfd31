import { Skeleton } from '@mantine/core';
import { lazy } from 'react';
import { AfterFirstPaint } from '../../../shared/ui/after-first-paint';
import { exportLiabilityHistory } from '../api/export-liability-history';
import { useLiabilityHistory } from '../api/get-liability-history';

const LiabilityHistoryChart = lazy(() => import('./liability-history-chart'));

/**
 * The client's liability across its reports (decision 220); shown once it has a completed report. The
 * chart (Recharts) comes after the page's first paint and renders as a transition, in slices: in
 * one piece it was a task of about 110 ms on a phone (decision 242).
 */
export function LiabilityHistory({ clientId }: { clientId: string }) {
  const history = useLiabilityHistory(clientId);
  if (!history.data || history.data.reports.length === 0) return null;
  return (
    <AfterFirstPaint fallback={<Skeleton h={320} />}>
      <LiabilityHistoryChart history={history.data} onDownload={() => void exportLiabilityHistory(clientId)} />
    </AfterFirstPaint>
  );
}
