import { TREND_MAX_MONTHS } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { accumulateClients, categoriesToJson, type MonthFigures, moverFilterKeysOf } from './month-figures.js';
import { type MoversByStart, type MoverStart, rankMoverStarts } from './month-movers.js';
import {
  type LenderMonthFigures,
  readClientFacts,
  readLenderMonth,
  readMonthEvents,
  writeLenderMonth,
} from './repo.js';
import {
  asOfInstant,
  monthDays,
  monthsBack,
  monthsBetween,
  monthStartOfTrend,
  periodKey,
  type TrendMonth,
} from './trend-month.js';

type ComputedMonth = { byFilter: Map<string, MonthFigures>; movers: MoversByStart; asOf: Date; closed: boolean };

/**
 * Every filter's figures of one lender-month, as of the month's end (or `now` while it runs), and
 * the movers of every range ending with it, up to TREND_MAX_MONTHS long (decisions 220, 224), from
 * one read of the lender's clients.
 */
export async function computeLenderMonth(
  db: Database,
  lenderId: string,
  month: TrendMonth,
  now: Date,
): Promise<ComputedMonth> {
  const { start, asOf, closed } = asOfInstant(month, now);
  const days = monthDays(month, asOf);
  const starts: MoverStart[] = monthsBetween(monthsBack(month, TREND_MAX_MONTHS), month).map((m) => ({
    key: periodKey(m),
    at: monthStartOfTrend(m).getTime(),
  }));
  const rangeStart = new Date(starts[0]!.at);
  const events = await readMonthEvents(db, lenderId, start, asOf);
  const byFilter = new Map<string, MonthFigures>();
  const movers: MoversByStart = new Map();
  let after: string | null = null;
  do {
    const batch = await readClientFacts(db, { lenderId, asOf, rangeStart, current: !closed }, events, after);
    accumulateClients(byFilter, batch.facts, days);
    for (const f of batch.facts)
      if (f.moverHistory) rankMoverStarts(movers, starts, moverFilterKeysOf(f), f.clientId, f.moverHistory);
    after = batch.last;
  } while (after);
  return { byFilter, movers, asOf, closed };
}

/** Computes a lender-month's figures, ready to be written in place of its previous ones. */
export async function prepareLenderMonth(
  db: Database,
  lenderId: string,
  month: TrendMonth,
  now: Date,
): Promise<LenderMonthFigures> {
  const key = periodKey(month);
  const seenChanges = (await readLenderMonth(db, lenderId, key))?.changes ?? 0;
  const { byFilter, movers, asOf, closed } = await computeLenderMonth(db, lenderId, month, now);
  const rows = [...byFilter].map(([filterKey, f]) => ({
    filter_key: filterKey,
    clients: f.clients,
    liability_cents: f.liabilityCents,
    risk_high: f.risk.HIGH,
    risk_medium: f.risk.MEDIUM,
    risk_low: f.risk.LOW,
    new_lien_or_levy: f.newLienOrLevy,
    unfiled: f.unfiled,
    rejected_8821: f.rejected8821,
    alerts_raised: f.alertsRaised,
    categories: JSON.stringify(categoriesToJson(f.categories)),
  }));
  const moverRows = [...movers].flatMap(([fromMonth, byFilterKey]) =>
    [...byFilterKey].map(([filterKey, m]) => ({
      from_month: fromMonth,
      filter_key: filterKey,
      risers: JSON.stringify(m.risers),
      fallers: JSON.stringify(m.fallers),
    })),
  );
  return { lenderId, month: key, asOf, closed, seenChanges, rows, movers: moverRows, moversMonths: TREND_MAX_MONTHS };
}

/** Computes a lender-month and stores it. */
export async function refreshLenderMonth(db: Database, lenderId: string, month: TrendMonth, now: Date): Promise<void> {
  const figures = await prepareLenderMonth(db, lenderId, month, now);
  await db.transaction().execute((trx) => writeLenderMonth(trx, figures));
}
