import { CATEGORY_LABELS, formatCount, formatMonth, formatUsd, type TrendMonth } from '@taxlens/contracts';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
import { ChartPanel } from '../../../shared/ui/chart-panel';
import { SvgChart } from '../../../shared/ui/chart/svg-chart';
import { FigureText } from './figure-text';

// Loaded with the trends page only, when its figures have come.

const countCell = (n: number) => <FigureText>{formatCount(n)}</FigureText>;
const moneyCell = (cents: number) => <FigureText>{formatUsd(cents)}</FigureText>;

type Props = { months: TrendMonth[]; onDownload: () => void };

const monthColumn: DataTableColumn<TrendMonth> = {
  header: 'Month',
  cell: (m) => <FigureText>{formatMonth(m.month)}</FigureText>,
};

function MonthTable({
  months,
  columns,
  label,
}: {
  months: TrendMonth[];
  columns: DataTableColumn<TrendMonth>[];
  label: string;
}) {
  return (
    <DataTable
      label={label}
      columns={[monthColumn, ...columns]}
      rows={months}
      rowKey={(m) => m.month}
      // Wide enough for each column's figure on one line, no wider: the money table fits at 390 px.
      minWidth={110 + 100 * columns.length}
    />
  );
}

const span = (months: TrendMonth[]) =>
  months.length ? `${formatMonth(months[0]!.month)} to ${formatMonth(months.at(-1)!.month)}` : 'no months';

export function LiabilityChart({ months, onDownload }: Props) {
  const data = months.map((m) => ({ month: formatMonth(m.month), liability: m.liabilityCents / 100 }));
  const first = months[0]?.liabilityCents ?? 0;
  const last = months.at(-1)?.liabilityCents ?? 0;
  return (
    <ChartPanel
      testId="trend-liability"
      title="Total tax liability"
      description={`Total tax liability of the portfolio per month, ${span(months)}: ${formatUsd(first)} at the start, ${formatUsd(last)} at the end.`}
      onDownload={onDownload}
      chart={
        <SvgChart
          kind="line"
          label="Total tax liability"
          h={260}
          data={data}
          categoryKey="month"
          series={[{ name: 'liability', label: 'Total liability', color: 'blue.7' }]}
          valueFormatter={(v) => formatUsd(Math.round(v * 100))}
          valueAxisWidth={90}
        />
      }
      table={
        <MonthTable
          label="Total tax liability per month"
          months={months}
          columns={[
            { header: 'Clients', cell: (m) => countCell(m.clients) },
            { header: 'Total liability', cell: (m) => moneyCell(m.liabilityCents) },
          ]}
        />
      }
    />
  );
}

export function RiskChart({ months, onDownload }: Props) {
  const data = months.map((m) => ({
    month: formatMonth(m.month),
    HIGH: m.risk.HIGH,
    MEDIUM: m.risk.MEDIUM,
    LOW: m.risk.LOW,
  }));
  const last = months.at(-1)?.risk;
  return (
    <ChartPanel
      testId="trend-risk"
      title="Clients by risk"
      description={`Clients by risk level per month, ${span(months)}.${last ? ` Last month: ${last.HIGH} high, ${last.MEDIUM} medium, ${last.LOW} low.` : ''}`}
      onDownload={onDownload}
      chart={
        <SvgChart
          kind="stacked-bar"
          label="Clients by risk"
          h={260}
          data={data}
          categoryKey="month"
          withLegend
          valueFormatter={formatCount}
          series={[
            { name: 'HIGH', label: 'High', color: 'red.7' },
            { name: 'MEDIUM', label: 'Medium', color: 'orange.6' },
            { name: 'LOW', label: 'Low', color: 'teal.7' },
          ]}
        />
      }
      table={
        <MonthTable
          label="Clients by risk per month"
          months={months}
          columns={[
            { header: 'High', cell: (m) => countCell(m.risk.HIGH) },
            { header: 'Medium', cell: (m) => countCell(m.risk.MEDIUM) },
            { header: 'Low', cell: (m) => countCell(m.risk.LOW) },
          ]}
        />
      }
    />
  );
}

const EVENT_SERIES = [
  { name: 'newLienOrLevy', label: 'New lien or levy', color: 'red.7' },
  { name: 'unfiled', label: 'Unfiled returns', color: 'violet.7' },
  { name: 'rejected8821', label: 'Rejected 8821s', color: 'orange.7' },
  { name: 'alertsRaised', label: 'Alerts raised', color: 'blue.7' },
] as const;

export function EventsChart({ months, onDownload }: Props) {
  const data = months.map((m) => ({
    month: formatMonth(m.month),
    newLienOrLevy: m.newLienOrLevy,
    unfiled: m.unfiled,
    rejected8821: m.rejected8821,
    alertsRaised: m.alertsRaised,
  }));
  return (
    <ChartPanel
      testId="trend-events"
      title="Liens, levies, unfiled returns and alerts"
      description={`Per month, ${span(months)}: clients with a new lien or levy, clients with unfiled returns, rejected 8821 forms and alerts raised.`}
      onDownload={onDownload}
      chart={
        <SvgChart
          kind="line"
          label="Liens, levies, unfiled returns and alerts"
          h={260}
          data={data}
          categoryKey="month"
          withLegend
          valueFormatter={formatCount}
          series={EVENT_SERIES.map((s) => ({ ...s }))}
        />
      }
      table={
        <MonthTable
          label="Liens, levies, unfiled returns and alerts per month"
          months={months}
          columns={EVENT_SERIES.map((s) => ({ header: s.label, cell: (m: TrendMonth) => countCell(m[s.name]) }))}
        />
      }
    />
  );
}

const CATEGORY_COLORS = [
  'blue.7',
  'red.7',
  'teal.7',
  'orange.7',
  'violet.7',
  'lime.8',
  'pink.7',
  'cyan.8',
  'grape.7',
  'yellow.8',
  'indigo.7',
  'gray.7',
];

export function CategoriesChart({ months, onDownload }: Props) {
  // The categories that hold for some client in the range: an empty line says nothing.
  const codes = (months[0]?.categories ?? [])
    .map((c) => c.code)
    .filter((code) => months.some((m) => m.categories.find((c) => c.code === code)!.count > 0));
  const data = months.map((m) => ({
    month: formatMonth(m.month),
    ...Object.fromEntries(m.categories.map((c) => [c.code, c.count])),
  }));
  const series = codes.map((code, i) => ({
    name: code,
    label: CATEGORY_LABELS[code],
    color: CATEGORY_COLORS[i % CATEGORY_COLORS.length]!,
  }));
  return (
    <ChartPanel
      testId="trend-categories"
      title="Clients per dashboard category"
      description={`Clients in each dashboard category per month, ${span(months)}; categories no client was in are left out.`}
      onDownload={onDownload}
      chart={
        <SvgChart
          kind="line"
          label="Clients per dashboard category"
          h={300}
          data={data}
          categoryKey="month"
          withLegend
          valueFormatter={formatCount}
          series={series}
        />
      }
      table={
        <MonthTable
          label="Clients per dashboard category per month"
          months={months}
          columns={codes.map((code) => ({
            header: CATEGORY_LABELS[code],
            cell: (m: TrendMonth) => countCell(m.categories.find((c) => c.code === code)!.count),
          }))}
        />
      }
    />
  );
}
