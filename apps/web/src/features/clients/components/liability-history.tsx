import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { exportLiabilityHistory, useLiabilityHistory } from '../api/get-liability-history';

const LiabilityHistoryChart = lazy(() => import('./liability-history-chart'));

/** The client's liability across its reports (issue 25); shown once it has a completed report. */
export function LiabilityHistory({ clientId }: { clientId: string }) {
  const history = useLiabilityHistory(clientId);
  if (!history.data || history.data.reports.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton h={320} />}>
      <LiabilityHistoryChart history={history.data} onDownload={() => void exportLiabilityHistory(clientId)} />
    </Suspense>
  );
}
