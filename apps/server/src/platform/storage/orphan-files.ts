import type { Database } from '../../db/connection.js';
import { selectFormCheckFileKeys, selectImportFileKeys, selectStoredFileKeys } from './files-repo.js';
import type { Job } from '../jobs/runner.js';
import type { FileStorage } from './file-storage.js';

/**
 * Files younger than this may belong to a transaction still running (bytes are written before
 * their row commits), so they are never touched. No request holds a transaction this long.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const BATCH = 500;

/**
 * Deletes bytes no stored_files (import_files, form_checks, form_check_pages) row names: what a process killed between writing a file and
 * committing its row leaves behind (withSavedFiles cleans up every failure it lives to see), and
 * temporary `.part` files of writes cut off half-way. Returns the keys it deleted.
 * Safe on every instance at once (a delete of a missing key is quiet).
 */
export async function sweepOrphanFiles(db: Database, storage: FileStorage, now: Date): Promise<string[]> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  const deleted: string[] = [];
  let batch: string[] = [];
  const settle = async () => {
    const known = new Set<string>();
    if (batch.length) {
      for (const key of await selectStoredFileKeys(db, batch)) known.add(key);
      // An import's staged 8821s are named by import_files until a client gets them or the import's day is over (decision 206).
      for (const key of await selectImportFileKeys(db, batch)) known.add(key!);
      // A pre-check's upload and every check's page images are named by their rows (decision 303).
      for (const key of await selectFormCheckFileKeys(db, batch)) known.add(key);
    }
    for (const key of batch.filter((k) => !known.has(k))) {
      await storage.delete(key);
      deleted.push(key);
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    if (file.modifiedAt.getTime() > cutoff) continue;
    if (file.key.endsWith('.part')) {
      await storage.delete(file.key);
      deleted.push(file.key);
      continue;
    }
    batch.push(file.key);
    if (batch.length >= BATCH) await settle();
  }
  await settle();
  return deleted;
}

/** The sweep on the shared job runner: one instance at a time, a few times a day. */
export function createOrphanFileSweepJob(storage: FileStorage): Job {
  return {
    name: 'orphan-file-sweep',
    intervalMs: 6 * 60 * 60_000,
    run: async (db, now) => {
      await sweepOrphanFiles(db, storage, now);
    },
  };
}
