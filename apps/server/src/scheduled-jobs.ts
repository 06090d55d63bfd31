import type { Config } from './config.js';
import { createAuthorizationReminderJob } from './modules/monitoring/authorization-reminders.js';
import { createMonitoringJob } from './modules/monitoring/schedule-monitoring.js';
import { createMonthCloseJob } from './modules/invoices/month-close-job.js';
import type { Job } from './platform/jobs/runner.js';

/** Every periodic job the instances share (platform/jobs/runner.ts); a new job adds one line here. */
export function scheduledJobs(config: Config): Job[] {
  return [createMonitoringJob(config.jobs.monitoringIntervalSeconds * 1000), createAuthorizationReminderJob(), createMonthCloseJob()];
}
