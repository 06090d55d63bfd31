import { TREND_MAX_MONTHS } from '@taxlens/contracts';
import type { OneOffTask } from '../../platform/jobs/one-off.js';
import { prepareLenderMonth } from './compute-month.js';
import { findFirstCompletion, writeLenderMonth } from './repo.js';
import {
  compareMonths,
  monthOf,
  monthsBack,
  monthsBetween,
  monthText,
  nextMonth,
  parseMonthText,
} from './trend-month.js';

export const BACKFILL_KIND = 'trends-backfill';

type Progress = { next?: string } | null;

/**
 * Computes a lender's past months from its report history (decision 200), oldest first, one month
 * per checkpoint: an instance that dies resumes at the month after the last one written. Runs in
 * the background after start-up, never inside a migration. The first month is the one of the
 * lender's first completed report, at most TREND_MAX_MONTHS back.
 */
export function createTrendsBackfillTask(): OneOffTask {
  return {
    kind: BACKFILL_KIND,
    run: async (db, job, tools) => {
      const lenderId = job.lenderId!;
      const current = monthOf(tools.now());
      const first = await findFirstCompletion(db, lenderId);
      if (!first) return;
      const oldest = monthsBack(current, TREND_MAX_MONTHS);
      const start = compareMonths(monthOf(first), oldest) > 0 ? monthOf(first) : oldest;
      const resumeAt = (job.progress as Progress)?.next;
      const from = resumeAt ? parseMonthText(resumeAt) : start;
      for (const month of monthsBetween(from, current)) {
        const figures = await prepareLenderMonth(db, lenderId, month, tools.now());
        await tools.checkpoint(async (trx) => {
          await writeLenderMonth(trx, figures);
          return { progress: { next: monthText(nextMonth(month)) } };
        });
      }
    },
  };
}
