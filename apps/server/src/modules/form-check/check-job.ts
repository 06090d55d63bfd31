import type { AppContext } from '../../app-context.js';
import type { OneOffTask } from '../../platform/jobs/one-off.js';
import { sealedBytes } from '../../platform/sealed-bytes.js';
import { createThreadPool, type ThreadPool } from '../../platform/workers/thread-pool.js';
import type { CheckInput, CheckOutput } from './check-thread.js';
import { productsOfOrder } from '@taxlens/form-check';
import { clientFacts } from './facts.js';
import * as repo from './repo.js';
import { maskTin } from './view.js';

/** Page images kept per check, and how they are drawn (the preview the lender sees). */
const PREVIEW_PAGES = 2;
const PREVIEW_DPI = 100;

let pool: ThreadPool<CheckInput, CheckOutput> | undefined;
const threads = (size: number) =>
  (pool ??= createThreadPool<CheckInput, CheckOutput>(new URL('./check-thread.ts', import.meta.url), { size }));

/**
 * The job that checks one form (decision 274): in the `form-check` lane (FORM_CHECK_WORKERS at once).
 * Reads what it needs, runs the library on a thread of its own, then writes the result in a short
 * transaction: no transaction is open while the form is read. A run that throws is retried after 2 s,
 * then 4 s; the third failure marks the check failed with its reason (the order can still be placed).
 */
export function createFormCheckTask(ctx: AppContext): OneOffTask {
  const sealer = sealedBytes(ctx.config.piiKey);
  return {
    kind: repo.FORM_CHECK_JOB,
    lane: 'form-check',
    retry: { attempts: 3, baseMs: 2_000, capMs: 30_000 },
    run: async (db, job, tools) => {
      const { checkId } = job.payload as { checkId: string };
      const check = await repo.findCheckToRun(db, checkId);
      if (!check || check.status === 'done' || check.status === 'failed') return;
      await repo.markRunning(db, checkId, tools.now());
      try {
        const client = await repo.findClientFacts(db, check.lender_id, check.client_id);
        if (!client) throw new Error('the client no longer exists');
        const bytes = check.sealed_form
          ? sealer.open(check.sealed_form)
          : check.storage_key
            ? await ctx.storage.get(check.storage_key)
            : null;
        if (!bytes) throw new Error('the stored form could not be found');
        const facts = clientFacts(ctx.config, client, check.created_at, productsOfCheck(check));
        const { result, pages } = await threads(ctx.config.formCheckWorkers).run({
          fileName: check.file_name,
          bytes: new Uint8Array(bytes),
          facts,
          maxPages: PREVIEW_PAGES,
          dpi: PREVIEW_DPI,
        });
        await repo.saveResult(
          db,
          checkId,
          {
            verdict: result.verdict,
            codes: result.codes,
            findings: result.findings,
            fields: { ...result.fields, tin: maskTin(result.fields.tin, client.tax_id_kind) },
            readBy: result.readBy,
            pages: pages.map(({ png, ...p }) => ({ ...p, sealed: sealer.seal(png) })),
          },
          tools.now(),
        );
      } catch (error) {
        const reason = `We could not check this form: ${error instanceof Error ? error.message : String(error)}.`;
        await repo.markNotDone(db, checkId, tools.finalAttempt ? { reason, now: tools.now() } : null);
        throw error;
      }
    },
  };
}

/** An order's check compares its order's products; a pre-check those Place Order sent with it (decision 285). */
function productsOfCheck(check: NonNullable<Awaited<ReturnType<typeof repo.findCheckToRun>>>): string[] {
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
