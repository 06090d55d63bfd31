import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/connection.js';
import { recordAudit, recordAudits } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { enqueueJob, enqueueJobsWithIds } from '../../platform/jobs/one-off.js';
import { recordCafFromTranscript, recordCafFromTranscripts } from '../form-check/index.js';
import { sealedBytes } from '../../platform/sealed-bytes.js';
import { TRANSCRIPT_READ_JOB } from './read-job.js';
import * as repo from './repo.js';

/** The operations user acting, and from where (for the audit log). */
export type Operator = { userId: string; ip: string };
export type UploadedFile = { fileName: string; bytes: Buffer };

export const OPEN = ['PENDING', 'IN_PROGRESS'];

/** The report, if it is open (pending or in progress); 404 or 409 otherwise. */
export async function openReport(db: Database, reportId: string) {
  const report = await repo.findReportForTranscripts(db, reportId);
  if (!report) throw notFound('The report');
  if (!OPEN.includes(report.status)) {
    throw conflict(`A ${report.status.toLowerCase().replace('_', ' ')} report takes no transcripts.`, {
      field: 'status',
    });
  }
  return report;
}

/**
 * The one way transcripts reach a report (decisions 272, 283): inside the caller's transaction the files are
 * stored sealed with the PII key, their reading is queued and the audit log says who sent how much. A
 * per-report upload, a module filed from a mailbox and a listed item an operator files all come through here.
 */
export async function attachTranscriptsIn(
  trx: Database,
  key: Buffer,
  op: Operator,
  reportId: string,
  files: UploadedFile[],
  now: Date,
  audit: { action: string; details?: Record<string, unknown> } = { action: 'TRANSCRIPTS_UPLOADED' },
) {
  const report = await openReport(trx, reportId);
  const rows = await repo.insertFiles(
    trx,
    files.map((f) => ({
      reportId,
      lenderId: report.lender_id,
      uploadedBy: op.userId,
      fileName: f.fileName,
      sizeBytes: f.bytes.length,
      contentSealed: sealedBytes(key).seal(f.bytes),
    })),
  );
  const fileIds = rows.map((r) => r.id);
  const jobId = await enqueueJob(trx, {
    kind: TRANSCRIPT_READ_JOB,
    lenderId: report.lender_id,
    createdBy: op.userId,
    payload: { reportId, fileIds },
  });
  await repo.setFilesJob(trx, fileIds, jobId);
  // The IRS answers transcripts only under a form on its CAF: the first one received records it there (decision 287).
  await recordCafFromTranscript(trx, reportId, now);
  await recordAudit(trx, {
    userId: op.userId,
    lenderId: report.lender_id,
    action: audit.action,
    targetType: 'report',
    targetId: reportId,
    ip: op.ip,
    details: { files: files.length, bytes: files.reduce((n, f) => n + f.bytes.length, 0), ...audit.details },
  });
  return { report, files: rows.map((r) => ({ id: r.id, fileName: r.file_name })) };
}

/** A file of a mailbox going to an open report its job found it matches alone (decision 283). */
export type MailboxAttachment = { reportId: string; lenderId: string; file: UploadedFile };

/**
 * attachTranscriptsIn for a batch of a mailbox's files (decision 300), with the same rows: each file sealed
 * with the PII key, the read jobs queued (one per report of the batch, its files in order), the CAF recorded
 * from the first transcript, one audit entry per file and report. A handful of statements per batch, however
 * many files: on the embedded database every statement waits its turn on the one session. The reports are
 * the ones the caller just found open in this same transaction (openReportsByLastFours).
 */
export async function attachMailboxFilesIn(
  trx: Database,
  key: Buffer,
  op: Operator,
  attachments: readonly MailboxAttachment[],
  now: Date,
  audit: { action: string; details: Record<string, unknown> },
): Promise<void> {
  if (attachments.length === 0) return;
  const seal = sealedBytes(key).seal;
  const files = attachments.map((a) => ({ ...a, id: randomUUID() }));
  const jobs = new Map<string, { id: string; lenderId: string; fileIds: string[] }>();
  for (const f of files) {
    const job = jobs.get(f.reportId) ?? { id: randomUUID(), lenderId: f.lenderId, fileIds: [] };
    job.fileIds.push(f.id);
    jobs.set(f.reportId, job);
  }
  await enqueueJobsWithIds(
    trx,
    [...jobs].map(([reportId, job]) => ({
      id: job.id,
      kind: TRANSCRIPT_READ_JOB,
      lenderId: job.lenderId,
      createdBy: op.userId,
      payload: { reportId, fileIds: job.fileIds },
    })),
  );
  await repo.insertFiles(
    trx,
    files.map((f) => ({
      id: f.id,
      jobId: jobs.get(f.reportId)!.id,
      reportId: f.reportId,
      lenderId: f.lenderId,
      uploadedBy: op.userId,
      fileName: f.file.fileName,
      sizeBytes: f.file.bytes.length,
      contentSealed: seal(f.file.bytes),
    })),
  );
  await recordCafFromTranscripts(trx, [...jobs.keys()], now);
  await recordAudits(
    trx,
    files.map((f) => ({
      userId: op.userId,
      lenderId: f.lenderId,
      action: audit.action,
      targetType: 'report',
      targetId: f.reportId,
      ip: op.ip,
      details: { files: 1, bytes: f.file.bytes.length, ...audit.details },
    })),
  );
}
