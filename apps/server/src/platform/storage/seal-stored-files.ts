import type { Database } from '../../db/connection.js';
import type { Job } from '../jobs/runner.js';
import { yieldTurn } from '../yield-turn.js';
import type { FileStorage } from './file-storage.js';
import { isLiveFileKey, listUnsealedFiles, markFileSealed } from './files-repo.js';

const BATCH = 50;
/** A run stops taking files after this long; the next run, a minute later, goes on where it stopped. */
const RUN_BUDGET_MS = 2 * 60_000;

export type SealingOutcome = { sealed: number; missing: number };

/**
 * Seals the files stored before sealing began (docs/decisions/289), one file at a time: its bytes are read
 * (the sealed storage opens what it reads), written back sealed under the same key, then the row is marked
 * in one statement of its own. No transaction is held while bytes move. Idempotent and resumable: a file
 * is taken only while its row says unsealed, and a run cut off between the write and the mark writes it
 * again next time (a sealed file reads back plain). A file whose row went away meanwhile is deleted again.
 */
export async function sealStoredFiles(
  db: Database,
  storage: FileStorage,
  options: { budgetMs?: number; now?: () => number } = {},
): Promise<SealingOutcome> {
  const now = options.now ?? Date.now;
  const until = now() + (options.budgetMs ?? RUN_BUDGET_MS);
  const outcome: SealingOutcome = { sealed: 0, missing: 0 };
  let after: string | null = null;
  while (now() < until) {
    const files = await listUnsealedFiles(db, after, BATCH);
    if (files.length === 0) break;
    for (const file of files) {
      after = file.id;
      const bytes = await storage.get(file.storage_key);
      if (!bytes) {
        // Bytes gone (a storage restored without them): nothing to seal; the row is left as it is.
        outcome.missing += 1;
        continue;
      }
      await storage.put(file.storage_key, bytes);
      if (await markFileSealed(db, file.id, file.storage_key)) outcome.sealed += 1;
      else if (!(await isLiveFileKey(db, file.storage_key))) await storage.delete(file.storage_key);
      await yieldTurn();
    }
  }
  return outcome;
}

/** The sealing on the shared job runner: every minute until no unsealed file is left, then a cheap query. */
export function createStoredFileSealingJob(storage: FileStorage): Job {
  return {
    name: 'stored-file-sealing',
    intervalMs: 60_000,
    run: async (db) => {
      await sealStoredFiles(db, storage);
    },
  };
}
