import type { Job } from '../../platform/jobs/runner.js';
import { closeMonth } from './month-close.js';

/**
 * Month close on the shared job runner. closeMonth is idempotent (one invoice per lender and month),
 * so the first run after midnight UTC on the 1st issues last month's invoices and later runs change
 * nothing; every 15 minutes keeps the delay after month end short.
 */
export function createMonthCloseJob(): Job {
  return {
    name: 'month-close',
    intervalMs: 15 * 60_000,
    run: async (db, now) => {
      await closeMonth(db, now);
    },
  };
}
