import type { Database } from '../../db/connection.js';
import { businessDay } from '../../domain/business-day.js';
import type { Job } from '../../platform/jobs/runner.js';
import { monitoringPeriodKey, SCHEDULED_FREQUENCIES } from './monitoring-periods.js';
import { insertMonitoringReports } from './repo.js';

/**
 * Creates this period's MONITORING report (PENDING, no order) for every client monitored at that
 * frequency whose lender offers monitoring, whose status is ACTIVE and whose 8821 has not run out.
 * Sandbox lenders (API test mode, decision 189) are not monitored: monitoring is billed work.
 * The unique (client_id, monitoring_period) and ON CONFLICT DO NOTHING make a repeated or
 * concurrent run a no-op. Returns how many reports it created.
 */
export async function scheduleMonitoringReports(db: Database, now: Date): Promise<number> {
  // Whether the 8821 still runs is read on the Eastern calendar (decision 324).
  const today = businessDay(now);
  let created = 0;
  for (const frequency of SCHEDULED_FREQUENCIES) {
    const key = monitoringPeriodKey(frequency, now);
    created += await insertMonitoringReports(db, { frequency, key, today, now });
  }
  return created;
}

export function createMonitoringJob(intervalMs: number): Job {
  return {
    name: 'monitoring-reports',
    intervalMs,
    run: async (db, now) => void (await scheduleMonitoringReports(db, now)),
  };
}
