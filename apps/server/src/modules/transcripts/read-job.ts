import type { Client, FileResult, ModuleFacts } from '@taxlens/transcripts';
import type { AppContext } from '../../app-context.js';
import type { TranscriptModuleStatus } from '../../db/schema-transcripts.js';
import type { OneOffTask } from '../../platform/jobs/one-off.js';
import { decryptPii, encryptPii } from '../../platform/pii.js';
import { sealedBytes } from '../../platform/sealed-bytes.js';
import { createThreadPool, type ThreadPool } from '../../platform/workers/thread-pool.js';
import { isReportForm, periodCode } from './map-periods.js';
import type { ReadInput } from './read-off-thread.js';
import * as repo from './repo.js';

export const TRANSCRIPT_READ_JOB = 'transcripts-read';

/**
 * The reader's thread, kept between files (decision 295): starting a thread and loading the reader (tsx, pdf.js)
 * costs 1-2 s of CPU, reading one transcript 5-40 ms, and a mailbox files hundreds at once. One thread: the
 * interactive lane's jobs take turns on it, so a mailbox never holds four readers' memory.
 */
let pool: ThreadPool<ReadInput, FileResult[]> | undefined;
const reader = () =>
  (pool ??= createThreadPool<ReadInput, FileResult[]>(new URL('./read-off-thread.ts', import.meta.url), {
    size: 1,
    built: true,
  }));

/** Reads one file on the kept reader thread: the read job's files and, without clients, a mailbox's members. */
export function readOnReaderThread(input: ReadInput): Promise<FileResult[]> {
  return reader().run(input);
}

type Payload = { reportId: string; fileIds: string[] };
type Progress = { done?: number };

/** The client as transcripts print it: the business name, and for a person the last name first too. */
export function clientsOf(
  report: { business_name: string; first_name: string | null; last_name: string | null },
  tin: string,
): Client[] {
  const clients: Client[] = [{ tin, name: report.business_name }];
  if (report.last_name) clients.push({ tin, name: `${report.last_name} ${report.first_name ?? ''}`.trim() });
  return clients;
}

/** A module's status once read: refused (another taxpayer's), needing review, or ready. */
function statusOf(m: ModuleFacts): TranscriptModuleStatus {
  if (m.refusal) return 'REFUSED';
  if (m.needsReview || !isReportForm(m.form) || !periodCode(m.form, m.taxPeriod)) return 'NEEDS_REVIEW';
  return 'READY';
}

/** What one uploaded file gives: refused whole (nothing kept but the reason), or modules per member. */
export function outcomeOf(results: FileResult[], key: Buffer) {
  const usable = results.filter((r) => !r.refusal);
  if (usable.length === 0) {
    const refusal = results[0]?.refusal ?? { reason: 'not_a_transcript', detail: 'The file holds no transcript.' };
    const detail =
      results.length > 1
        ? `No member of the ZIP is a transcript of the client. ${results.map((r) => `${r.file}: ${r.refusal!.detail}`).join(' ')}`
        : refusal.detail;
    return { refusal: { reason: refusal.reason, detail }, modules: [] };
  }
  const modules = results.flatMap((r) =>
    r.refusal
      ? // A member of a ZIP that is refused is listed with its reason; nothing of it is kept.
        [
          {
            source: r.file,
            form: null,
            taxPeriod: null,
            factsSealed: null,
            status: 'REFUSED' as const,
            refusal: r.refusal,
          },
        ]
      : r.modules.map((m) => ({
          source: r.file,
          form: m.form,
          taxPeriod: m.taxPeriod,
          // Another taxpayer's module is never kept: only its reason.
          factsSealed: m.refusal ? null : encryptPii(key, JSON.stringify(m)),
          status: statusOf(m),
          refusal: m.refusal,
        })),
  );
  return { refusal: null, modules };
}

/**
 * Reads a report's uploaded transcripts, one file per step (decision 250): the sealed bytes are read, the
 * reading runs off the main thread outside any transaction, then the modules and the file's state are
 * written in one short checkpoint. Progress is the count of files done, so a resumed job skips them.
 */
export function createTranscriptReadTask(ctx: AppContext): OneOffTask {
  const key = ctx.config.piiKey;
  return {
    kind: TRANSCRIPT_READ_JOB,
    lane: 'interactive',
    retry: { attempts: 2 },
    run: async (db, job, tools) => {
      const { reportId, fileIds } = job.payload as Payload;
      const report = await repo.findReportForTranscripts(db, reportId);
      if (!report) return;
      const clients = clientsOf(report, decryptPii(key, report.tax_id_encrypted));
      for (let i = (job.progress as Progress | null)?.done ?? 0; i < fileIds.length; i++) {
        const file = await repo.findFileContent(db, fileIds[i]!);
        if (!file || !file.content_sealed || !['QUEUED', 'READING'].includes(file.status)) {
          await tools.checkpoint(async () => ({ progress: { done: i + 1 } }));
          continue;
        }
        await tools.checkpoint(async (trx) => {
          await repo.markFile(trx, file.id, { status: 'READING' });
          return { progress: { done: i } };
        });
        const bytes = sealedBytes(key).open(file.content_sealed);
        let results: FileResult[];
        try {
          results = await readOnReaderThread({ fileName: file.file_name, bytes, clients });
        } catch (error) {
          if (!tools.finalAttempt) throw error;
          // The reader never throws on bad input; this is a fault. The file is marked, its bytes kept for a retry.
          await tools.checkpoint(async (trx) => {
            const detail = 'The file could not be read. Upload it again; if this repeats, report it.';
            await repo.markFile(trx, file.id, { status: 'FAILED', refusal: { reason: 'failed', detail } });
            return { progress: { done: i + 1 } };
          });
          continue;
        }
        const outcome = outcomeOf(results, key);
        await tools.checkpoint(async (trx) => {
          await repo.insertModules(
            trx,
            outcome.modules.map((m, position) => ({
              ...m,
              fileId: file.id,
              reportId,
              lenderId: file.lender_id,
              position,
            })),
          );
          await repo.markFile(trx, file.id, {
            status: outcome.refusal ? 'REFUSED' : 'READ',
            refusal: outcome.refusal,
            at: tools.now(),
            dropContent: outcome.refusal !== null,
          });
          return { progress: { done: i + 1 } };
        });
      }
    },
  };
}
