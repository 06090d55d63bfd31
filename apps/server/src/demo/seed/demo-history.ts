import { DAY_MS, type DemoClock, HOUR_MS } from './demo-timeline.js';
import { isoDay } from './calendar.js';
import { evolvePeriods, generatePeriods, type TaxProfile } from './demo-periods.js';
import type { TaxPeriod } from '@taxlens/contracts';
import { buildReportRow, type ReportRow } from './factories/reports.js';
import type { Random } from './random.js';

/** How far back the demo's report history reaches, so the trends page (docs/decisions/200) shows 24 months of movement. */
export const HISTORY_MONTHS = 24;
// Every other month: enough points for movement, few rows so the first start stays quick.
const CADENCE_DAYS = 61;

/**
 * Earlier monitoring reports of a monitored client: one every other month from HISTORY_MONTHS ago until its
 * first ordered report, its periods evolving as monitoring's do. Drawn from a random source of its
 * own, so the rest of the demo stays exactly as it was.
 */
export function priorMonitoringReports(
  rng: Random,
  clock: DemoClock,
  ids: { lenderId: string; clientId: string },
  profile: TaxProfile,
  until: Date,
): ReportRow[] {
  const rows: ReportRow[] = [];
  // A little over HISTORY_MONTHS back, so even the oldest month of the default range has reports.
  const startAt = clock.now.getTime() - (HISTORY_MONTHS + 1) * 31 * DAY_MS + rng.int(0, 20) * DAY_MS;
  let previousDate = isoDay(new Date(startAt));
  let periods = generatePeriods(rng, profile, previousDate);
  for (let at = startAt; at < until.getTime() - CADENCE_DAYS * DAY_MS; at += CADENCE_DAYS * DAY_MS) {
    const reportDate = isoDay(new Date(at));
    if (rows.length > 0) periods = evolvePeriods(rng, profile, periods, previousDate, reportDate);
    previousDate = reportDate;
    rows.push(monitoringReportRow(rng.uuid(), ids, periods, reportDate, at));
  }
  return rows;
}

/** A completed monitoring report at `at` (ms), started an hour and created two hours before. */
export function monitoringReportRow(
  id: string,
  ids: { lenderId: string; clientId: string },
  periods: TaxPeriod[],
  reportDate: string,
  at: number,
): ReportRow {
  return buildReportRow({
    id,
    ...ids,
    kind: 'MONITORING',
    reportType: 'TAXLENS',
    status: 'COMPLETED',
    periods,
    reportDate,
    createdAt: new Date(at - 2 * HOUR_MS),
    startedAt: new Date(at - HOUR_MS),
    completedAt: new Date(at),
  });
}
