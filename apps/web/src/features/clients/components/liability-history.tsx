import { Skeleton } from '@mantine/core';
import { lazy } from 'react';
import { AfterFirstPaint } from '../../../shared/ui/after-first-paint';
import { WhenNearView } from '../../../shared/ui/when-near-view';
import { exportLiabilityHistory } from '../api/export-liability-history';
import { useLiabilityHistory } from '../api/get-liability-history';

const LiabilityHistoryChart = lazy(() => import('./liability-history-chart'));

/**
 * The client's liability across its reports (decision 220); shown once it has a completed report. The
 * chart (Recharts) comes after the page's first paint and renders as a transition, in slices: in
 * one piece it was a task of about 110 ms on a phone (decision 242). Its code is asked for and run
 * only when its place comes near the viewport: below a phone's first view it is no task of the
 * page's start-up at all (decision 326).
 */
export function LiabilityHistory({ clientId }: { clientId: string }) {
  const history = useLiabilityHistory(clientId);
  if (!history.data || history.data.reports.length === 0) return null;
  const placeholder = <Skeleton h={320} />;
  return (
    <AfterFirstPaint fallback={placeholder}>
      <WhenNearView fallback={placeholder}>
        <LiabilityHistoryChart history={history.data} onDownload={() => void exportLiabilityHistory(clientId)} />
      </WhenNearView>
    </AfterFirstPaint>
  );
}
