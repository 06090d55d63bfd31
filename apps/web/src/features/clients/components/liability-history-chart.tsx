import { type ClientLiabilityHistory, displayDate, formatUsd } from '@taxlens/contracts';
import { ChartPanel } from '../../../shared/ui/chart-panel';
import { SvgChart } from '../../../shared/ui/chart/svg-chart';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';

// Loaded lazily from the client page, when the reader comes near it.

const COLORS = ['blue.7', 'red.7', 'teal.7', 'orange.7', 'violet.7', 'lime.8', 'pink.7', 'cyan.8'];
type Report = ClientLiabilityHistory['reports'][number];

/** The client's balance per tax period on each completed report; each report is a marked point and a line across the chart. */
export default function LiabilityHistoryChart({
  history,
  onDownload,
}: {
  history: ClientLiabilityHistory;
  onDownload: () => void;
}) {
  const label = (r: Report) => `${displayDate(r.reportDate)}${r.kind === 'MONITORING' ? ' (monitoring)' : ''}`;
  const data = history.reports.map((r) => ({
    report: label(r),
    ...Object.fromEntries(history.periods.map((p) => [p, (r.balances[p] ?? 0) / 100])),
  }));
  const columns: DataTableColumn<Report>[] = [
    { header: 'Report', cell: label },
    { header: 'Total liability', cell: (r) => formatUsd(r.totalLiabilityCents) },
    ...history.periods.map((p) => ({
      header: p,
      cell: (r: Report) => (r.balances[p] === undefined ? '—' : formatUsd(r.balances[p])),
    })),
  ];
  const last = history.reports.at(-1);
  return (
    <ChartPanel
      testId="client-liability-history"
      title="Liability by tax period"
      description={`Balance of each tax period on each of the client's ${history.reports.length} completed reports${last ? `; the latest, of ${displayDate(last.reportDate)}, shows ${formatUsd(last.totalLiabilityCents)} in total` : ''}.`}
      onDownload={onDownload}
      chart={
        <SvgChart
          kind="line"
          label="Liability by tax period"
          h={260}
          data={data}
          categoryKey="report"
          withLegend
          valueFormatter={(v) => formatUsd(Math.round(v * 100))}
          valueAxisWidth={90}
          markCategories
          series={history.periods.map((p, i) => ({ name: p, color: COLORS[i % COLORS.length]! }))}
        />
      }
      table={
        <DataTable
          label="Liability by tax period on each report"
          columns={columns}
          rows={history.reports}
          rowKey={(r) => r.reportId}
          minWidth={520}
        />
      }
    />
  );
}
