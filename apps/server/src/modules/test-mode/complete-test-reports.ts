import type { ClientTypeCode } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import type { Job } from '../../platform/jobs/runner.js';
import { completeReportIn, easternDate } from '../ops/index.js';
import { claimDueSandboxReport } from './repo.js';
import { syntheticPeriods } from './synthetic-periods.js';

/** At most this many reports per run, so one run stays short; the next run takes the rest. */
const PER_RUN = 200;

/**
 * API test mode (decision 189): a sandbox's open reports older than `completeSeconds` complete by
 * themselves with synthetic findings, through the operators' completion path (so the report's
 * figures are derived and `report.completed` is recorded, as a test event). Each report is claimed
 * in its own transaction with FOR UPDATE SKIP LOCKED, so two instances never complete one twice.
 * Returns how many it completed.
 */
export async function completeTestReports(db: Database, now: Date, completeSeconds: number): Promise<number> {
  const cutoff = new Date(now.getTime() - completeSeconds * 1000);
  let completed = 0;
  while (completed < PER_RUN) {
    const done = await db.transaction().execute(async (trx) => {
      const due = await claimDueSandboxReport(trx, cutoff);
      if (!due) return false;
      const periods = syntheticPeriods(due.client_id, (due.client_type ?? 'corp') as ClientTypeCode, easternDate(now));
      await completeReportIn(trx, { userId: null, ip: null, scope: 'sandbox' }, due.id, { periods }, now);
      return true;
    });
    if (!done) break;
    completed += 1;
  }
  return completed;
}

/** Runs twice per `completeSeconds`, so a test order waits at most about half as long again. */
export function createTestModeCompletionJob(completeSeconds: number): Job {
  return {
    name: 'test-mode-completion',
    intervalMs: Math.max(1000, completeSeconds * 500),
    run: async (db, now) => void (await completeTestReports(db, now, completeSeconds)),
  };
}
