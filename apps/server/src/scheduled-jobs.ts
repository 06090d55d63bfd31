import type { AppContext } from './app-context.js';
import { createClientImportTask, createImportOrderTask } from './modules/imports/index.js';
import { createAlertRulesDailyJob } from './modules/alert-rules/index.js';
import { createAuthorizationReminderJob, createMonitoringJob } from './modules/monitoring/index.js';
import { createMonthCloseJob } from './modules/invoices/index.js';
import {
  createBulkSignatureTask,
  createEsignRenewalJob,
  createEvidenceRetentionJob,
  createIdentityImageJob,
  createSignatureRequestJob,
} from './modules/esign/index.js';
import { createTrendsBackfillTask, createTrendsJob } from './modules/trends/index.js';
import {
  createFormCheckBackfillJob,
  createFormCheckFilesJob,
  createFormCheckTask,
  createPreCheckCleanupJob,
} from './modules/form-check/index.js';
import type { OneOffTask } from './platform/jobs/one-off.js';
import type { Job } from './platform/jobs/runner.js';
import { createOrphanFileSweepJob } from './platform/storage/orphan-files.js';
import { createStoredFileSealingJob } from './platform/storage/seal-stored-files.js';
import { createStoredTextCleanupJob } from './platform/text-cleanup/clean-stored-text.js';
import { createTestModeCompletionJob } from './modules/test-mode/index.js';
import {
  createMailboxListCleanupJob,
  createTranscriptMailboxTask,
  createTranscriptReadTask,
  createTranscriptRetentionJob,
} from './modules/transcripts/index.js';

/** Every periodic job the instances share (platform/jobs/runner.ts); a new job adds one line here. */
export function scheduledJobs(ctx: AppContext): Job[] {
  const { config, storage } = ctx;
  return [
    createMonitoringJob(config.jobs.monitoringIntervalSeconds * 1000),
    createAuthorizationReminderJob(),
    createMonthCloseJob(),
    createOrphanFileSweepJob(storage),
    createStoredFileSealingJob(storage),
    createStoredTextCleanupJob(),
    createTestModeCompletionJob(config.testModeCompleteSeconds, config.piiKey),
    createSignatureRequestJob(ctx),
    createAlertRulesDailyJob({ publicUrl: config.publicUrl, productName: config.productName }),
    createTrendsJob(),
    createEsignRenewalJob(ctx),
    createIdentityImageJob(storage, config.esignIdImageRetentionDays),
    createEvidenceRetentionJob(storage, config.esignFormRetentionYears),
    createTranscriptRetentionJob(config.transcriptRetentionDays),
    createMailboxListCleanupJob(),
    createFormCheckBackfillJob(config.formCheckBackfillPerMinute),
    createPreCheckCleanupJob(storage),
    createFormCheckFilesJob(storage, config.piiKey),
  ];
}

/**
 * Every kind of one-off background job (platform/jobs/one-off.ts) and its lane (decision 250); a new
 * kind adds one line here. Imports and bulk sends are bulk: hundreds of rows or files at a time.
 * The interactive lane is for checks a person waits on; the back-fill waits behind everything.
 */
export function oneOffTasks(ctx: AppContext): OneOffTask[] {
  return [
    { ...createClientImportTask(ctx), lane: 'bulk' },
    { ...createImportOrderTask(ctx), lane: 'bulk' },
    { ...createBulkSignatureTask(ctx), lane: 'bulk' },
    { ...createTrendsBackfillTask(), lane: 'maintenance' },
    // Its own interactive lane: FORM_CHECK_WORKERS checks at once, never behind another interactive job.
    createFormCheckTask(ctx),
    // Transcripts an operator waits on: read one file per step, off the main thread (docs/decisions/272).
    { ...createTranscriptReadTask(ctx), lane: 'interactive' },
    // A mailbox of hundreds of files, many clients (docs/decisions/283): bulk, never ahead of a report's reading.
    { ...createTranscriptMailboxTask(ctx), lane: 'bulk' },
  ];
}
