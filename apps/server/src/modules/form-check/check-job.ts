import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import type { OneOffTask } from '../../platform/jobs/one-off.js';
import { sealedBytes } from '../../platform/sealed-bytes.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { withSavedFiles } from '../../platform/storage/save-file.js';
import { createThreadPool, type ThreadPool } from '../../platform/workers/thread-pool.js';
import type { CheckInput, CheckOutput } from './check-thread.js';
import { productsOfOrder } from '@taxlens/form-check';
import { clientFacts } from './facts.js';
import { CHECK_FILES_FOLDER } from './move-files.js';
import * as repo from './repo.js';
import { uploadHandoffOf } from './upload-handoff.js';
import { maskTin } from './view.js';

/** Page images kept per check, and how they are drawn (the preview the lender sees). */
const PREVIEW_PAGES = 2;
const PREVIEW_DPI = 100;

let pool: ThreadPool<CheckInput, CheckOutput> | undefined;
const threads = (size: number) =>
  (pool ??= createThreadPool<CheckInput, CheckOutput>(new URL('./check-thread.ts', import.meta.url), { size }));

type CheckToRun = NonNullable<Awaited<ReturnType<typeof repo.findCheckToRun>>>;

/**
 * The job that checks one form (decision 274): in the `form-check` lane (FORM_CHECK_WORKERS at once).
 * Reads what it needs, runs the library on a thread of its own, then writes the result in a short
 * transaction: no transaction is open while the form is read. A run that throws is retried after 2 s,
 * then 4 s; the third failure marks the check failed with its reason (the order can still be placed).
 * The form and the page images are sealed files, never bytea values (decision 303).
 */
export function createFormCheckTask(ctx: AppContext): OneOffTask {
  const sealer = sealedBytes(ctx.config.piiKey);
  const handoff = uploadHandoffOf(ctx);
  /** The upload from the call that just stored it, else its file (another instance, a restart, a retry). */
  const readForm = async (db: Database, check: CheckToRun): Promise<Buffer | null> => {
    const kept = handoff.take(check.id);
    if (kept) return kept;
    const key = check.form_key ?? check.storage_key;
    if (key) return ctx.storage.get(key);
    const inRow = check.form_in_row ? await repo.findFormInRow(db, check.id) : null;
    return inRow && sealer.open(inRow);
  };
  return {
    kind: repo.FORM_CHECK_JOB,
    lane: 'form-check',
    retry: { attempts: 3, baseMs: 2_000, capMs: 30_000 },
    run: async (db, job, tools) => {
      const { checkId } = job.payload as { checkId: string };
      const check = await repo.findCheckToRun(db, checkId);
      if (!check || check.status === 'done' || check.status === 'failed') return void handoff.drop(checkId);
      await repo.markRunning(db, checkId, tools.now());
      try {
        const client = await repo.findClientFacts(db, check.lender_id, check.client_id);
        if (!client) throw new Error('the client no longer exists');
        const bytes = await readForm(db, check);
        if (!bytes) throw new Error('the stored form could not be found');
        const facts = clientFacts(ctx.config, client, check.created_at, productsOfCheck(check));
        const { result, pages } = await threads(ctx.config.formCheckWorkers).run({
          fileName: check.file_name,
          bytes: new Uint8Array(bytes),
          facts,
          maxPages: PREVIEW_PAGES,
          dpi: PREVIEW_DPI,
        });
        const replaced = await withSavedFiles(db, ctx.storage, async (trx, _save, put) => {
          const stored = [];
          for (const { png, ...page } of pages) {
            const file = await put({
              lenderId: check.lender_id,
              folder: CHECK_FILES_FOLDER,
              extension: 'png',
              bytes: Buffer.from(png.buffer, png.byteOffset, png.byteLength),
              originalName: `page-${page.page}.png`,
              contentType: 'image/png',
              uploadedBy: null,
            });
            stored.push({ ...page, key: file.storageKey });
          }
          const values = {
            verdict: result.verdict,
            codes: result.codes,
            findings: result.findings,
            fields: { ...result.fields, tin: maskTin(result.fields.tin, client.tax_id_kind) },
            readBy: result.readBy,
            pages: stored,
          };
          return repo.saveResult(trx, checkId, values, tools.now());
        });
        await deleteFiles(ctx.storage, replaced);
      } catch (error) {
        const reason = `We could not check this form: ${error instanceof Error ? error.message : String(error)}.`;
        await repo.markNotDone(db, checkId, tools.finalAttempt ? { reason, now: tools.now() } : null);
        // A failed pre-check lets its upload go (an order's stored file is the order's).
        if (tools.finalAttempt && check.form_key) await deleteFiles(ctx.storage, [check.form_key]);
        throw error;
      }
    },
  };
}

/** Files whose rows are gone: a delete that fails leaves them to the orphan sweep. */
export async function deleteFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** An order's check compares its order's products; a pre-check those Place Order sent with it (decision 285). */
function productsOfCheck(check: CheckToRun): string[] {
  if (check.report_type && check.delivery)
    return productsOfOrder({
      reportType: check.report_type,
      delivery: check.delivery,
      recordOfAccount: check.record_of_account,
      taxReturnTranscripts: check.tax_return_transcripts,
      wageIncome: check.wage_income,
    });
  return Array.isArray(check.products) ? check.products.filter((p): p is string => typeof p === 'string') : [];
}
