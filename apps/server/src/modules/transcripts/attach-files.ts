import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { enqueueJob } from '../../platform/jobs/one-off.js';
import { recordCafFromTranscript } from '../form-check/index.js';
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
