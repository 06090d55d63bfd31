import { enqueueJob } from '../../platform/jobs/one-off.js';
import type { Job } from '../../platform/jobs/runner.js';
import type { Database } from '../../db/connection.js';
import { BACKFILL_KIND } from './backfill-task.js';
import { refreshLenderMonth } from './compute-month.js';
import { findDueLenderMonths, findLendersWithoutBackfill, openMonth } from './repo.js';
import { monthOf, parseMonthText, periodKey } from './trend-month.js';

/** The current month's figures are as of now; clock-relative ones (a lien in the last 45 days) drift, so they are taken again this often. */
export const CURRENT_MONTH_MAX_AGE_MS = 60 * 60_000;
/** Lender-months computed per run; the rest wait for the next run. */
const PER_RUN = 200;

/**
 * One run: queues the back-fill of lenders that never had one, opens the new month, closes ended
 * months (computed as of their end), and recomputes the months events marked and a current month
 * older than CURRENT_MONTH_MAX_AGE_MS. Safe to repeat: each computation replaces its month.
 */
export async function refreshTrends(db: Database, now: Date): Promise<number> {
  for (const lenderId of await findLendersWithoutBackfill(db)) {
    await enqueueJob(db, { kind: BACKFILL_KIND, lenderId, payload: {} });
  }
  const current = periodKey(monthOf(now));
  await openMonth(db, current);
  const due = await findDueLenderMonths(db, current, new Date(now.getTime() - CURRENT_MONTH_MAX_AGE_MS), PER_RUN);
  for (const { lenderId, month } of due) await refreshLenderMonth(db, lenderId, parseMonthText(month), now);
  return due.length;
}

export function createTrendsJob(): Job {
  return { name: 'trends-refresh', intervalMs: 60_000, run: async (db, now) => void (await refreshTrends(db, now)) };
}
