import type { Database } from '../../db/connection.js';
import { accumulateClients, categoriesToJson, type MonthFigures } from './month-figures.js';
import { type LenderMonthFigures, readClientFacts, readLenderMonth, readMonthEvents, writeLenderMonth } from './repo.js';
import { asOfInstant, monthDays, periodKey, type TrendMonth } from './trend-month.js';

/** Every filter's figures of one lender-month, as of the month's end (or `now` while it runs). */
export async function computeLenderMonth(db: Database, lenderId: string, month: TrendMonth, now: Date): Promise<{ byFilter: Map<string, MonthFigures>; asOf: Date; closed: boolean }> {
  const { start, asOf, closed } = asOfInstant(month, now);
  const days = monthDays(month, asOf);
  const events = await readMonthEvents(db, lenderId, start, asOf);
  const byFilter = new Map<string, MonthFigures>();
  let after: string | null = null;
  do {
    const batch = await readClientFacts(db, lenderId, asOf, events, after);
    accumulateClients(byFilter, batch.facts, days);
    after = batch.last;
  } while (after);
  return { byFilter, asOf, closed };
}

/** Computes a lender-month's figures, ready to be written in place of its previous ones. */
export async function prepareLenderMonth(db: Database, lenderId: string, month: TrendMonth, now: Date): Promise<LenderMonthFigures> {
  const key = periodKey(month);
  const seenChanges = (await readLenderMonth(db, lenderId, key))?.changes ?? 0;
  const { byFilter, asOf, closed } = await computeLenderMonth(db, lenderId, month, now);
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
  return { lenderId, month: key, asOf, closed, seenChanges, rows };
}

/** Computes a lender-month and stores it. */
export async function refreshLenderMonth(db: Database, lenderId: string, month: TrendMonth, now: Date): Promise<void> {
  const figures = await prepareLenderMonth(db, lenderId, month, now);
  await db.transaction().execute((trx) => writeLenderMonth(trx, figures));
}
