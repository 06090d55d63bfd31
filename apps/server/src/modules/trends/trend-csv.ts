import {
  CATEGORY_CODES,
  CATEGORY_LABELS,
  type ClientLiabilityHistory,
  type TrendMonth,
  type TrendMover,
} from '@taxlens/contracts';
import type { CsvColumn } from '../../platform/csv.js';

/** The monthly figures as the table view shows them; money in dollars, counts as numbers (decision 161). */
export const MONTH_CSV_COLUMNS: CsvColumn<TrendMonth>[] = [
  { header: 'Month', type: 'text', value: (m) => m.month },
  { header: 'Clients', type: 'number', value: (m) => m.clients },
  { header: 'Total liability (USD)', type: 'money', value: (m) => m.liabilityCents },
  { header: 'High risk', type: 'number', value: (m) => m.risk.HIGH },
  { header: 'Medium risk', type: 'number', value: (m) => m.risk.MEDIUM },
  { header: 'Low risk', type: 'number', value: (m) => m.risk.LOW },
  { header: 'New lien or levy', type: 'number', value: (m) => m.newLienOrLevy },
  { header: 'Unfiled returns', type: 'number', value: (m) => m.unfiled },
  { header: 'Rejected 8821s', type: 'number', value: (m) => m.rejected8821 },
  { header: 'Alerts raised', type: 'number', value: (m) => m.alertsRaised },
  ...CATEGORY_CODES.flatMap((code): CsvColumn<TrendMonth>[] => [
    {
      header: `${CATEGORY_LABELS[code]} (clients)`,
      type: 'number',
      value: (m) => m.categories.find((c) => c.code === code)?.count ?? 0,
    },
    {
      header: `${CATEGORY_LABELS[code]} (USD)`,
      type: 'money',
      value: (m) => m.categories.find((c) => c.code === code)?.amountCents ?? 0,
    },
  ]),
];

export const MOVER_CSV_COLUMNS: CsvColumn<TrendMover & { direction: string }>[] = [
  { header: 'Direction', type: 'text', value: (m) => m.direction },
  { header: 'Client', type: 'text', value: (m) => m.businessName },
  { header: 'Liability at start (USD)', type: 'money', value: (m) => m.startCents },
  { header: 'Liability at end (USD)', type: 'money', value: (m) => m.endCents },
  { header: 'Change (USD)', type: 'money', value: (m) => m.changeCents },
  { header: 'Change (%)', type: 'number', value: (m) => m.changePercent },
];

type HistoryRow = ClientLiabilityHistory['reports'][number];

/** A row per report, a column per tax period. */
export function historyCsvColumns(periods: readonly string[]): CsvColumn<HistoryRow>[] {
  return [
    { header: 'Report date', type: 'date', value: (r) => r.reportDate },
    { header: 'Kind', type: 'text', value: (r) => r.kind },
    { header: 'Total liability (USD)', type: 'money', value: (r) => r.totalLiabilityCents },
    ...periods.map((p): CsvColumn<HistoryRow> => ({
      header: `${p} (USD)`,
      type: 'money',
      value: (r) => r.balances[p] ?? null,
    })),
  ];
}
