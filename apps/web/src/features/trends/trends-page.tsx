import { Alert, Stack, Text, Title } from '@mantine/core';
import { formatInstant, LATEST_REPORTS_WINDOW_LABEL } from '@taxlens/contracts';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useSelectedLender, useSessionUser } from '../../shared/session/use-session-user';
import { exportMovers } from './api/export-movers';
import { exportTrends } from './api/export-trends';
import { useTrendBundles } from './api/get-trend-bundles';
import { useTrendMovers } from './api/get-trend-movers';
import { useTrends } from './api/get-trends';
import { ChartsSkeleton } from './components/charts-skeleton';
import { MoversTables } from './components/movers-tables';
import { type TrendFilterValues, TrendFilters } from './components/trend-filters';
import { TREND_KEYS, trendQuery } from './components/trend-query';

// The charts (and Recharts with them) load only when this page shows.
const charts = () => import('./components/month-charts');
const LiabilityChart = lazy(() => charts().then((m) => ({ default: m.LiabilityChart })));
const RiskChart = lazy(() => charts().then((m) => ({ default: m.RiskChart })));
const EventsChart = lazy(() => charts().then((m) => ({ default: m.EventsChart })));
const CategoriesChart = lazy(() => charts().then((m) => ({ default: m.CategoriesChart })));

const KEYS = TREND_KEYS;

/** /portfolio/trends: the portfolio month by month (decision 200) and the clients that moved most. */
export function TrendsPage() {
  const lender = useSelectedLender();
  const user = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(KEYS.map((k) => [k, search.get(k) ?? ''])) as TrendFilterValues;
  // The same string as the start's prefetch (decision 306).
  const query = trendQuery(search);
  const lenderId = lender?.id ?? '';
  const trends = useTrends(lenderId, query);
  const movers = useTrendMovers(lenderId, query);
  const bundles = useTrendBundles(lenderId);
  const change = (next: Partial<TrendFilterValues>) => {
    const merged = { ...values, ...next };
    setSearch(new URLSearchParams(KEYS.flatMap((k) => (merged[k] ? [[k, merged[k]]] : []))), { replace: true });
  };
  const download = () => void exportTrends(query);
  const months = trends.data?.months ?? [];
  return (
    <Stack>
      <Title order={1} tabIndex={-1}>
        Trends
      </Title>
      <TrendFilters values={values} bundles={bundles.data ?? []} onChange={change} />
      {/* Drawn with the title, not when the figures arrive: inserted later, it pushed everything below it down;
          the as-of line keeps its height until it is known (decision 344). */}
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          Window: {LATEST_REPORTS_WINDOW_LABEL.toLowerCase()} at each month's end (months in Eastern time), with the
          categories and risk each report carries; the current month equals Portfolio › Overview.
        </Text>
        <Text size="sm" c="dimmed">
          {trends.data?.asOf
            ? `The current month is as of ${formatInstant(trends.data.asOf, user?.timeZone ?? null)}.`
            : '\u00a0'}
        </Text>
      </Stack>
      {trends.data?.pending && (
        <Alert color="blue">The figures of past months are still being computed from your report history.</Alert>
      )}
      {trends.isError && <Alert color="red">The trends could not be loaded.</Alert>}
      {trends.isPending ? (
        <ChartsSkeleton />
      ) : (
        <Suspense fallback={<ChartsSkeleton />}>
          <LiabilityChart months={months} onDownload={download} />
          <RiskChart months={months} onDownload={download} />
          <EventsChart months={months} onDownload={download} />
          <CategoriesChart months={months} onDownload={download} />
        </Suspense>
      )}
      <MoversTables
        risers={movers.data?.risers}
        fallers={movers.data?.fallers}
        onDownload={() => void exportMovers(query)}
      />
    </Stack>
  );
}
