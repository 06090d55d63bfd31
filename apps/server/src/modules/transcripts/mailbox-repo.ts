import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { TranscriptMailboxItemReason, TranscriptMailboxStatus } from '../../db/schema-transcript-mailbox.js';

/** Decision 283: the mailbox's rows, the open reports a module may match, and the list's clean-up. */

export async function insertMailbox(
  db: Database,
  m: { uploadedBy: string; fileName: string; sizeBytes: number; contentSealed: Buffer },
) {
  return db
    .insertInto('transcript_mailboxes')
    .values({
      uploaded_by: m.uploadedBy,
      file_name: m.fileName,
      size_bytes: m.sizeBytes,
      content_sealed: m.contentSealed,
    })
    .returning(['id', 'file_name'])
    .executeTakeFirstOrThrow();
}

export async function setMailboxJob(db: Database, id: string, jobId: string): Promise<void> {
  await db.updateTable('transcript_mailboxes').set({ job_id: jobId }).where('id', '=', id).execute();
}

export async function findMailboxContent(db: Database, id: string) {
  return db
    .selectFrom('transcript_mailboxes')
    .select(['id', 'file_name', 'status', 'content_sealed', 'uploaded_by'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateMailbox(
  db: Database,
  id: string,
  change: {
    status?: TranscriptMailboxStatus;
    filesTotal?: number;
    filesDone?: number;
    filed?: number;
    listed?: number;
    refusal?: { reason: string; detail: string };
    doneAt?: Date;
    dropContent?: boolean;
  },
): Promise<void> {
  await db
    .updateTable('transcript_mailboxes')
    .set({
      ...(change.status ? { status: change.status } : {}),
      ...(change.filesTotal !== undefined ? { files_total: change.filesTotal } : {}),
      ...(change.filesDone !== undefined ? { files_done: change.filesDone } : {}),
      ...(change.filed ? { modules_filed: sql<number>`modules_filed + ${change.filed}` } : {}),
      ...(change.listed ? { modules_listed: sql<number>`modules_listed + ${change.listed}` } : {}),
      ...(change.refusal ? { refusal_reason: change.refusal.reason, refusal_detail: change.refusal.detail } : {}),
      ...(change.doneAt ? { done_at: change.doneAt } : {}),
      ...(change.dropContent ? { content_sealed: null } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function listMailboxes(db: Database, limit: number) {
  return db
    .selectFrom('transcript_mailboxes')
    .select([
      'id',
      'file_name',
      'size_bytes',
      'status',
      'refusal_reason',
      'refusal_detail',
      'files_total',
      'files_done',
      'modules_filed',
      'modules_listed',
      'created_at',
      'done_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * The open reports, across every lender (one EIN may be a client of two), whose client's tax id ends in
 * `last4`, with the client's names for the name-prefix match. Test lenders (sandboxes) are never matched.
 * Ordered by lender, so an ambiguous module names its candidates in the same order each time.
 */
export async function openReportsByLastFour(db: Database, last4: string) {
  return openReportsByLastFours(db, [last4]);
}

/** openReportsByLastFour for every last four of a mailbox's batch in one statement (decision 300). */
export async function openReportsByLastFours(db: Database, last4s: readonly string[]) {
  if (last4s.length === 0) return [];
  return db
    .selectFrom('reports as r')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'))
    .innerJoin('lenders as l', 'l.id', 'r.lender_id')
    .select([
      'r.id',
      'r.lender_id',
      'l.company_name',
      'c.business_name',
      'c.first_name',
      'c.last_name',
      'c.tax_id_last4',
    ])
    .where('c.tax_id_last4', 'in', [...new Set(last4s)])
    .where('r.status', 'in', ['PENDING', 'IN_PROGRESS'])
    .where('l.sandbox_of', 'is', null)
    .orderBy('l.company_name')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

export type NewItem = {
  mailboxId: string;
  source: string;
  position: number;
  reason: TranscriptMailboxItemReason;
  itemSealed: string;
  contentSealed: Buffer | null;
};

export async function insertItems(db: Database, items: NewItem[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('transcript_mailbox_items')
    .values(
      items.map((i) => ({
        mailbox_id: i.mailboxId,
        source: i.source,
        position: i.position,
        reason: i.reason,
        item_sealed: i.itemSealed,
        content_sealed: i.contentSealed,
      })),
    )
    .onConflict((oc) => oc.columns(['mailbox_id', 'source', 'position']).doNothing())
    .execute();
}

export async function listListedItems(db: Database, limit: number) {
  return db
    .selectFrom('transcript_mailbox_items as i')
    .innerJoin('transcript_mailboxes as m', 'm.id', 'i.mailbox_id')
    .select([
      'i.id',
      'i.mailbox_id',
      'm.file_name as mailbox_file',
      'i.source',
      'i.reason',
      'i.item_sealed',
      'i.created_at',
    ])
    .where('i.status', '=', 'LISTED')
    .orderBy('i.created_at')
    .orderBy('i.source')
    .orderBy('i.position')
    .limit(limit)
    .execute();
}

/** A listed item, locked for the operator's decision (two operators never file it twice). */
export async function lockListedItem(db: Database, id: string) {
  return db
    .selectFrom('transcript_mailbox_items')
    .select(['id', 'mailbox_id', 'source', 'reason', 'item_sealed', 'content_sealed', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function decideItem(
  db: Database,
  id: string,
  d: { status: 'FILED' | 'DISCARDED'; userId: string; at: Date; reportId?: string },
): Promise<void> {
  await db
    .updateTable('transcript_mailbox_items')
    .set({
      status: d.status,
      decided_by: d.userId,
      decided_at: d.at,
      filed_report_id: d.reportId ?? null,
      content_sealed: null,
    })
    .where('id', '=', id)
    .execute();
}

/** The list is kept 30 days (decision 283): items and mailboxes older than the cutoff are deleted. */
export async function deleteMailboxesBefore(db: Database, cutoff: Date): Promise<number> {
  const items = await db.deleteFrom('transcript_mailbox_items').where('created_at', '<', cutoff).executeTakeFirst();
  const boxes = await db
    .deleteFrom('transcript_mailboxes')
    .where('created_at', '<', cutoff)
    .where('status', 'in', ['DONE', 'REFUSED', 'FAILED'])
    .executeTakeFirst();
  return Number(items.numDeletedRows) + Number(boxes.numDeletedRows);
}

/**
 * Retention (decision 283): the sealed bytes of transcript files of reports completed before the cutoff are
 * deleted; the modules' facts, the report's facts and its evidence lines stay.
 */
export async function dropFilesOfReportsCompletedBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db
    .updateTable('transcript_files')
    .set({ content_sealed: null })
    .where('content_sealed', 'is not', null)
    .where('report_id', 'in', (q) =>
      q.selectFrom('reports').select('id').where('status', '=', 'COMPLETED').where('completed_at', '<', cutoff),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
