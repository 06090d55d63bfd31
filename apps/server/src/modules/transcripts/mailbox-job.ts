import type { AppContext } from '../../app-context.js';
import type { OneOffTask } from '../../platform/jobs/one-off.js';
import type { Job } from '../../platform/jobs/runner.js';
import { decryptBytes } from '../../platform/pii.js';
import { runOffThread } from '../../platform/workers/off-thread.js';
import { fileMember, MAILBOX_LIST_DAYS, TRANSCRIPT_MAILBOX_JOB } from './mailbox.js';
import * as repo from './mailbox-repo.js';
import type { MailboxInput, MailboxRead } from './read-mailbox-off-thread.js';

const READER = new URL('./read-mailbox-off-thread.ts', import.meta.url);
const DAY_MS = 24 * 60 * 60 * 1000;

type Payload = { mailboxId: string; ip: string };
type Progress = { done?: number };

/**
 * Files a mailbox ZIP (decision 283) on the job engine (decision 250): the ZIP is read off the main thread
 * outside any transaction, then each member is matched and filed in one short checkpoint that also counts
 * it, so the operator sees the progress and a resumed job skips what is done. The ZIP's bytes are dropped at
 * the end: what was filed lives under its report, what was not on the list.
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
      let read: MailboxRead;
      try {
        read = await runOffThread<MailboxInput, MailboxRead>(READER, {
          fileName: box.file_name,
          bytes: decryptBytes(key, box.content_sealed),
        });
      } catch (error) {
        if (!tools.finalAttempt) throw error;
        const detail = 'The mailbox could not be read. Upload it again; if this repeats, report it.';
        await tools.checkpoint(async (trx) => {
          await repo.updateMailbox(trx, mailboxId, { status: 'FAILED', refusal: { reason: 'failed', detail } });
          return { progress: { done: from } };
        });
        return;
      }
      if (read.refusal) {
        const refusal = read.refusal;
        await tools.checkpoint(async (trx) => {
          await repo.updateMailbox(trx, mailboxId, {
            status: 'REFUSED',
            refusal,
            doneAt: tools.now(),
            dropContent: true,
          });
          return { progress: { done: 0 } };
        });
        return;
      }
      await tools.checkpoint(async (trx) => {
        await repo.updateMailbox(trx, mailboxId, { status: 'READING', filesTotal: read.members.length });
        return { progress: { done: from } };
      });
      for (let i = from; i < read.members.length; i++) {
        await tools.checkpoint(async (trx) => {
          const counts = await fileMember(trx, key, op, mailboxId, read.members[i]!, tools.now());
          await repo.updateMailbox(trx, mailboxId, { filesDone: i + 1, ...counts });
          return { progress: { done: i + 1 } };
        });
      }
      await tools.checkpoint(async (trx) => {
        await repo.updateMailbox(trx, mailboxId, { status: 'DONE', doneAt: tools.now(), dropContent: true });
        return { progress: { done: read.members.length } };
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
