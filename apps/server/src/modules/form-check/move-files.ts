import type { Database } from '../../db/connection.js';
import type { Job } from '../../platform/jobs/runner.js';
import { sealedBytes } from '../../platform/sealed-bytes.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { newStorageKey } from '../../platform/storage/storage-key.js';
import { yieldTurn } from '../../platform/yield-turn.js';
import * as repo from './check-files-repo.js';

/** Rows read at a time: each holds up to a 10 MB form, and selecting it holds the embedded database's thread. */
const BATCH = 5;
const RUN_BUDGET_MS = 2 * 60_000;

/** The folder of every pre-check upload and page image. */
export const CHECK_FILES_FOLDER = 'form-checks';

export type MoveOutcome = { forms: number; pages: number };

/**
 * Migration 062's data step (decision 303): the sealed uploads and page images written before it move out of
 * their rows into sealed files, one row at a time: the file is written, then the row takes the key in one
 * statement guarded by its bytes still being there. Idempotent and resumable; a file whose row went away
 * meanwhile is deleted again. Until a row is moved, its readers read the bytes it holds.
 */
export async function moveCheckBytesToFiles(
  db: Database,
  storage: FileStorage,
  piiKey: Buffer,
  options: { budgetMs?: number; now?: () => number } = {},
): Promise<MoveOutcome> {
  const now = options.now ?? Date.now;
  const until = now() + (options.budgetMs ?? RUN_BUDGET_MS);
  const sealer = sealedBytes(piiKey);
  const outcome: MoveOutcome = { forms: 0, pages: 0 };
  const move = async (plain: Buffer, key: string, setKey: (key: string) => Promise<boolean>) => {
    await storage.put(key, plain);
    if (await setKey(key)) return true;
    await storage.delete(key);
    return false;
  };
  while (now() < until) {
    const forms = await repo.listFormsInRows(db, BATCH);
    for (const f of forms) {
      if (
        await move(sealer.open(f.sealed_form!), newStorageKey(CHECK_FILES_FOLDER, 'pdf'), (key) =>
          repo.setFormKey(db, f.id, key),
        )
      )
        outcome.forms += 1;
      await yieldTurn();
    }
    const pages = forms.length < BATCH ? await repo.listPagesInRows(db, BATCH) : [];
    for (const p of pages) {
      const setKey = (key: string) => repo.setPngKey(db, p.check_id, p.page, key);
      if (await move(sealer.open(p.sealed_png!), newStorageKey(CHECK_FILES_FOLDER, 'png'), setKey)) outcome.pages += 1;
      await yieldTurn();
    }
    if (forms.length === 0 && pages.length === 0) break;
  }
  return outcome;
}

/** The move on the shared job runner: every minute until no row holds bytes, then two cheap index look-ups. */
export function createFormCheckFilesJob(storage: FileStorage, piiKey: Buffer): Job {
  return {
    name: 'form-check-files',
    intervalMs: 60_000,
    run: async (db) => {
      await moveCheckBytesToFiles(db, storage, piiKey);
    },
  };
}
