import type { Database } from '../../db/connection.js';
import type { TranscriptModuleStatus } from '../../db/schema-transcripts.js';

/** The report a transcript goes to, with its client's tax id (sealed) and name, for matching. */
export async function findReportForTranscripts(db: Database, reportId: string) {
  return db
    .selectFrom('reports as r')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'))
    .innerJoin('lenders as l', 'l.id', 'r.lender_id')
    .select([
      'r.id',
      'r.lender_id',
      'r.status',
      'c.business_name',
      'c.first_name',
      'c.last_name',
      'c.tax_id_encrypted',
      'c.authorization_periods',
    ])
    .where('r.id', '=', reportId)
    .where('l.sandbox_of', 'is', null)
    .executeTakeFirst();
}

export type NewFile = {
  /** Chosen by the caller when rows written in the same statement batch name it (a mailbox's read jobs). */
  id?: string;
  /** The read job, when it is queued before the file is written. */
  jobId?: string;
  reportId: string;
  lenderId: string;
  uploadedBy: string;
  fileName: string;
  sizeBytes: number;
  contentSealed: Buffer;
};

export async function insertFiles(db: Database, files: NewFile[]) {
  return db
    .insertInto('transcript_files')
    .values(
      files.map((f) => ({
        ...(f.id ? { id: f.id } : {}),
        ...(f.jobId ? { job_id: f.jobId } : {}),
        report_id: f.reportId,
        lender_id: f.lenderId,
        uploaded_by: f.uploadedBy,
        file_name: f.fileName,
        size_bytes: f.sizeBytes,
        content_sealed: f.contentSealed,
      })),
    )
    .returning(['id', 'file_name'])
    .execute();
}

export async function setFilesJob(db: Database, fileIds: string[], jobId: string): Promise<void> {
  await db.updateTable('transcript_files').set({ job_id: jobId }).where('id', 'in', fileIds).execute();
}

export async function listFiles(db: Database, reportId: string) {
  return db
    .selectFrom('transcript_files')
    .select(['id', 'file_name', 'size_bytes', 'status', 'refusal_reason', 'refusal_detail', 'created_at', 'read_at'])
    .where('report_id', '=', reportId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A queued file's sealed bytes, for the job (read before any write, outside a transaction). */
export async function findFileContent(db: Database, fileId: string) {
  return db
    .selectFrom('transcript_files')
    .select(['id', 'report_id', 'lender_id', 'file_name', 'status', 'content_sealed'])
    .where('id', '=', fileId)
    .executeTakeFirst();
}

export async function markFile(
  db: Database,
  fileId: string,
  change: {
    status: 'READING' | 'READ' | 'REFUSED' | 'FAILED';
    refusal?: { reason: string; detail: string } | null;
    at?: Date;
    dropContent?: boolean;
  },
): Promise<void> {
  await db
    .updateTable('transcript_files')
    .set({
      status: change.status,
      ...(change.refusal !== undefined
        ? { refusal_reason: change.refusal?.reason ?? null, refusal_detail: change.refusal?.detail ?? null }
        : {}),
      ...(change.at ? { read_at: change.at } : {}),
      ...(change.dropContent ? { content_sealed: null } : {}),
    })
    .where('id', '=', fileId)
    .execute();
}

export type NewModule = {
  fileId: string;
  reportId: string;
  lenderId: string;
  source: string;
  position: number;
  form: string | null;
  taxPeriod: string | null;
  factsSealed: string | null;
  status: TranscriptModuleStatus;
  refusal: { reason: string; detail: string } | null;
};

export async function insertModules(db: Database, modules: NewModule[]): Promise<void> {
  if (modules.length === 0) return;
  await db
    .insertInto('transcript_modules')
    .values(
      modules.map((m) => ({
        file_id: m.fileId,
        report_id: m.reportId,
        lender_id: m.lenderId,
        source: m.source,
        position: m.position,
        form: m.form,
        tax_period: m.taxPeriod,
        facts_sealed: m.factsSealed,
        status: m.status,
        refusal_reason: m.refusal?.reason ?? null,
        refusal_detail: m.refusal?.detail ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['file_id', 'position']).doNothing())
    .execute();
}

export async function listModules(db: Database, reportId: string) {
  return db
    .selectFrom('transcript_modules as m')
    .leftJoin('users as u', 'u.id', 'm.confirmed_by')
    .select([
      'm.id',
      'm.file_id',
      'm.source',
      'm.position',
      'm.form',
      'm.tax_period',
      'm.facts_sealed',
      'm.status',
      'm.refusal_reason',
      'm.refusal_detail',
      'm.confirmed_at',
      'u.first_name as confirmer_first',
      'u.last_name as confirmer_last',
    ])
    .where('m.report_id', '=', reportId)
    .orderBy('m.created_at')
    .orderBy('m.file_id')
    .orderBy('m.position')
    .execute();
}

/** Confirms a module that needs review; false when it is not one of the report's modules needing review. */
export async function confirmModule(
  db: Database,
  reportId: string,
  moduleId: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('transcript_modules')
    .set({ status: 'CONFIRMED', confirmed_by: userId, confirmed_at: at })
    .where('id', '=', moduleId)
    .where('report_id', '=', reportId)
    .where('status', '=', 'NEEDS_REVIEW')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findModuleStatus(db: Database, reportId: string, moduleId: string) {
  return db
    .selectFrom('transcript_modules')
    .select(['id', 'status'])
    .where('id', '=', moduleId)
    .where('report_id', '=', reportId)
    .executeTakeFirst();
}

export async function insertCorrection(
  db: Database,
  c: {
    reportId: string;
    lenderId: string;
    form: string;
    period: string;
    fact: string;
    value: unknown;
    reason: string;
    userId: string;
  },
) {
  return db
    .insertInto('transcript_corrections')
    .values({
      report_id: c.reportId,
      lender_id: c.lenderId,
      form: c.form,
      period: c.period,
      fact: c.fact,
      value: JSON.stringify(c.value),
      reason: c.reason,
      user_id: c.userId,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function listCorrections(db: Database, reportId: string) {
  return db
    .selectFrom('transcript_corrections as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.form',
      'c.period',
      'c.fact',
      'c.value',
      'c.reason',
      'c.created_at',
      'u.first_name as user_first',
      'u.last_name as user_last',
    ])
    .where('c.report_id', '=', reportId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

export async function saveReportFacts(db: Database, reportId: string, lenderId: string, sealed: string) {
  await db
    .insertInto('report_transcript_facts')
    .values({ report_id: reportId, lender_id: lenderId, facts_sealed: sealed })
    .onConflict((oc) => oc.column('report_id').doUpdateSet({ facts_sealed: sealed }))
    .execute();
}

export async function findReportFacts(db: Database, reportId: string) {
  return db
    .selectFrom('report_transcript_facts')
    .select(['facts_sealed'])
    .where('report_id', '=', reportId)
    .executeTakeFirst();
}
