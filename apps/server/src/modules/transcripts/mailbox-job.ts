import { readZip, ZipRefused } from '@taxlens/transcripts';
import type { AppContext } from '../../app-context.js';
import { LeaseLostError, type OneOffTask } from '../../platform/jobs/one-off.js';
import type { Job } from '../../platform/jobs/runner.js';
import { decryptBytes } from '../../platform/pii.js';
import { fileMembers, MAILBOX_LIST_DAYS, TRANSCRIPT_MAILBOX_JOB } from './mailbox.js';
import { type MailboxMember, mailboxMember } from './mailbox-members.js';
import * as repo from './mailbox-repo.js';
import { readOnReaderThread } from './read-job.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A checkpoint files at most this many members, or what was read in BATCH_MS (decision 300): its statements
 * are a handful per batch, not per file, and one batch holds the embedded database's one session for tens of
 * milliseconds, so other calls keep answering.
 */
const BATCH_FILES = 25;
const BATCH_MS = 500;

type Payload = { mailboxId: string; ip: string };
type Progress = { done?: number };
type Refusal = { reason: string; detail: string };

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/**
 * Files a mailbox ZIP (decisions 283, 300) on the job engine (decision 250). The ZIP is first checked whole
 * against the import's limits (readZip: entries, sizes, links, nested archives, paths; inflating is zlib's,
 * off the main thread), so a refused ZIP files nothing. Then its members are read one by one on the read
 * job's kept thread (never a thread of its own, never the whole ZIP before filing starts) and filed in
 * batches, each one short checkpoint that also counts them, so the operator sees the progress and a resumed
 * job skips what is done. The ZIP's bytes are dropped at the end: what was filed lives under its report,
 * what was not on the list.
 */
export function createTranscriptMailboxTask(ctx: AppContext): OneOffTask {
  const key = ctx.config.piiKey;
  return {
    kind: TRANSCRIPT_MAILBOX_JOB,
    lane: 'bulk',
    retry: { attempts: 2 },
    run: async (db, job, tools) => {
      const { mailboxId, ip } = job.payload as Payload;
      const box = await repo.findMailboxContent(db, mailboxId);
      if (!box || !box.content_sealed || !box.uploaded_by) return;
      const op = { userId: box.uploaded_by, ip };
      const from = (job.progress as Progress | null)?.done ?? 0;
      const zip = decryptBytes(key, box.content_sealed);
      const refuse = (refusal: Refusal) =>
        tools.checkpoint(async (trx) => {
          await repo.updateMailbox(trx, mailboxId, {
            status: 'REFUSED',
            refusal,
            doneAt: tools.now(),
            dropContent: true,
          });
          return { progress: { done: 0 } };
        });
      if (!isZip(zip)) {
        await refuse({ reason: 'zip_refused', detail: 'A mailbox is a ZIP of the files the IRS delivered.' });
        return;
      }
      let total = 0;
      try {
        await readZip(zip, async () => void (total += 1));
      } catch (error) {
        const detail = error instanceof ZipRefused ? error.message : 'The file is not a readable ZIP.';
        await refuse({ reason: 'zip_refused', detail });
        return;
      }
      if (total === 0) {
        await refuse({ reason: 'zip_refused', detail: 'The ZIP holds no file.' });
        return;
      }
      await tools.checkpoint(async (trx) => {
        await repo.updateMailbox(trx, mailboxId, { status: 'READING', filesTotal: total });
        return { progress: { done: from } };
      });

      let seen = 0;
      let batch: MailboxMember[] = [];
      let batchFrom = 0;
      const file = async () => {
        if (batch.length === 0) return;
        const [members, done] = [batch, seen];
        batch = [];
        await tools.checkpoint(async (trx) => {
          const counts = await fileMembers(trx, key, op, mailboxId, members, tools.now());
          await repo.updateMailbox(trx, mailboxId, { filesDone: done, ...counts });
          return { progress: { done } };
        });
      };
      // readZip turns whatever its callback throws into a refusal; the job's own failure is kept here.
      let failure: { error: unknown } | null = null;
      try {
        await readZip(zip, async (source, bytes) => {
          try {
            if (seen++ < from) return;
            if (batch.length === 0) batchFrom = performance.now();
            const results = await readOnReaderThread({ fileName: source, bytes, clients: [] });
            batch.push(mailboxMember(source, bytes, results));
            if (batch.length >= BATCH_FILES || performance.now() - batchFrom >= BATCH_MS) await file();
          } catch (error) {
            failure = { error };
            throw error;
          }
        });
        await file();
      } catch (error) {
        const cause = failure ? (failure as { error: unknown }).error : error;
        if (cause instanceof LeaseLostError || !tools.finalAttempt) throw cause;
        const detail = 'The mailbox could not be read. Upload it again; if this repeats, report it.';
        await tools.checkpoint(async (trx) => {
          await repo.updateMailbox(trx, mailboxId, { status: 'FAILED', refusal: { reason: 'failed', detail } });
          return { progress: job.progress ?? { done: from } };
        });
        return;
      }
      await tools.checkpoint(async (trx) => {
        await repo.updateMailbox(trx, mailboxId, { status: 'DONE', doneAt: tools.now(), dropContent: true });
        return { progress: { done: total } };
      });
    },
  };
}

/** Daily: the list's items and mailboxes older than 30 days are deleted (decision 283). */
export function createMailboxListCleanupJob(intervalMs = DAY_MS): Job {
  return {
    name: 'transcript-mailbox-cleanup',
    intervalMs,
    run: async (db, now) =>
      void (await repo.deleteMailboxesBefore(db, new Date(now.getTime() - MAILBOX_LIST_DAYS * DAY_MS))),
  };
}

/**
 * Daily: transcript files are deleted `retentionDays` after their report's completion
 * (TRANSCRIPT_RETENTION_DAYS, decision 283); the derived facts and the evidence lines stay.
 */
export function createTranscriptRetentionJob(retentionDays: number, intervalMs = DAY_MS): Job {
  return {
    name: 'transcript-file-retention',
    intervalMs,
    run: async (db, now) =>
      void (await repo.dropFilesOfReportsCompletedBefore(db, new Date(now.getTime() - retentionDays * DAY_MS))),
  };
}
