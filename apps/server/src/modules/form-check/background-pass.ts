import type { Job } from '../../platform/jobs/runner.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { deleteFiles } from './check-job.js';
import * as repo from './repo.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The background pass (decision 289): every minute, at most `perMinute` orders' forms stored before the
 * check existed are queued for it (the ops page shows "Not checked" until then). The check itself runs in
 * the `form-check` lane behind every check a person waits on; nothing of it is on a request's path.
 */
export function createFormCheckBackfillJob(perMinute: number): Job {
  return {
    name: 'form-check-backfill',
    intervalMs: 60_000,
    run: async (db) => {
      await repo.queueUncheckedOrderForms(db, perMinute);
    },
  };
}

/**
 * A pre-check's upload is kept for the order the lender may place with it; one no order took within a
 * day is deleted with its result and page images, rows then files (a check still queued or running is
 * left to finish). A file whose delete fails is the orphan sweep's: no row names it any more.
 */
export function createPreCheckCleanupJob(storage: FileStorage): Job {
  return {
    name: 'form-check-precheck-cleanup',
    intervalMs: 60 * 60_000,
    run: async (db, now) => {
      await deleteFiles(storage, await repo.deleteUnusedPreChecks(db, new Date(now.getTime() - DAY_MS)));
    },
  };
}
