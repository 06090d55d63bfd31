import { toSafeFileName } from '@taxlens/contracts';
import { lastFour, refuseForClient } from '@taxlens/transcripts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import type { TranscriptMailboxItemReason } from '../../db/schema-transcript-mailbox.js';
import { recordAudit } from '../../platform/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { enqueueJob } from '../../platform/jobs/one-off.js';
import { decryptBytes, decryptPii, encryptBytes, encryptPii } from '../../platform/pii.js';
import {
  attachMailboxFilesIn,
  attachTranscriptsIn,
  type MailboxAttachment,
  type Operator,
  type UploadedFile,
} from './attach-files.js';
import * as repo from './mailbox-repo.js';
import type { MailboxMember, MailboxModule } from './mailbox-members.js';

export const TRANSCRIPT_MAILBOX_JOB = 'transcripts-mailbox';
/** The list keeps what was not filed this long (decision 283); then the daily job deletes it. */
export const MAILBOX_LIST_DAYS = 30;

/** A report a module may go to, named as the operator knows it. */
export type Candidate = { reportId: string; lender: string; client: string };

/** What an item of the list holds, sealed with the PII key (masked TIN and name are taxpayer data). */
export type SealedItem = {
  form: string | null;
  taxPeriod: string | null;
  tin: string | null;
  name: string | null;
  responseDate: string | null;
  detail: string;
  candidates: Candidate[];
};

/** An operator uploads a mailbox ZIP: sealed, queued for the mailbox job, audited; the job files it. */
export async function uploadMailbox(ctx: AppContext, op: Operator, files: UploadedFile[]) {
  if (files.length !== 1) throw badRequest('Upload one mailbox ZIP (field "files").', 'files');
  const [file] = files as [UploadedFile];
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.insertMailbox(trx, {
      uploadedBy: op.userId,
      fileName: file.fileName,
      sizeBytes: file.bytes.length,
      contentSealed: encryptBytes(ctx.config.piiKey, file.bytes),
    });
    const jobId = await enqueueJob(trx, {
      kind: TRANSCRIPT_MAILBOX_JOB,
      createdBy: op.userId,
      payload: { mailboxId: row.id, ip: op.ip },
    });
    await repo.setMailboxJob(trx, row.id, jobId);
    await recordAudit(trx, {
      userId: op.userId,
      lenderId: null,
      action: 'TRANSCRIPT_MAILBOX_UPLOADED',
      targetType: 'transcript_mailbox',
      targetId: row.id,
      ip: op.ip,
      details: { bytes: file.bytes.length },
    });
    return { id: row.id, fileName: row.file_name };
  });
}

const clientNames = (r: { business_name: string; first_name: string | null; last_name: string | null }) =>
  [r.business_name, r.last_name ? `${r.last_name} ${r.first_name ?? ''}`.trim() : null].filter((n): n is string =>
    Boolean(n),
  );

/**
 * The open reports (every lender) whose client this module is: TIN last four and name prefix (reference
 * section 6). A module printing no TIN or no name matches none: the last four alone is not the client.
 */
export async function candidatesOf(db: Database, m: MailboxModule): Promise<Candidate[]> {
  if (!m.tin || !m.names[0]) return [];
  return candidatesAmong(await repo.openReportsByLastFour(db, lastFour(m.tin)), m);
}

type OpenReport = Awaited<ReturnType<typeof repo.openReportsByLastFours>>[number];

/** candidatesOf among open reports already looked up (a batch's, by every last four it holds). */
function candidatesAmong(rows: readonly OpenReport[], m: MailboxModule): (Candidate & { lenderId: string })[] {
  const name = m.names[0];
  if (!m.tin || !name) return [];
  const last4 = lastFour(m.tin);
  return rows
    .filter((r) => r.tax_id_last4 === last4)
    .filter((r) => clientNames(r).some((n) => refuseForClient(m, { tin: m.tin!, name: n }) === null))
    .map((r) => ({ reportId: r.id, lender: r.company_name, client: r.business_name, lenderId: r.lender_id }));
}

const named = (c: Candidate[]) => c.map((x) => `${x.client} (${x.lender})`).join('; ');

function unmatchedDetail(m: MailboxModule): string {
  if (!m.tin) return 'The transcript prints no TIN, so it cannot be matched to a client.';
  if (!m.names[0]) return 'The transcript prints no name, so it cannot be matched to a client.';
  return `No open report's client has a tax id ending in ${lastFour(m.tin)} and a name beginning ${m.names[0]}.`;
}

/**
 * Files members of a mailbox (decisions 283, 300), a batch in the caller's transaction. Each module goes to the
 * one open report it matches; the member is attached to that report as the per-report path would attach it
 * (attachMailboxFilesIn: the same rows), and its reading there keeps the client's modules and refuses any
 * other. A member is never attached where one of its modules matches that report among others: that module,
 * and the one that matched alone, are listed as ambiguous instead. The open reports of the whole batch are
 * looked up in one statement.
 */
export async function fileMembers(
  trx: Database,
  key: Buffer,
  op: Operator,
  mailboxId: string,
  members: readonly MailboxMember[],
  now: Date,
): Promise<{ filed: number; listed: number }> {
  const seal = (item: SealedItem) => encryptPii(key, JSON.stringify(item));
  const last4s = members.flatMap((member) =>
    member.refusal ? [] : member.modules.flatMap((m) => (m.tin && m.names[0] ? [lastFour(m.tin)] : [])),
  );
  const open = await repo.openReportsByLastFours(trx, last4s);
  const attachments: MailboxAttachment[] = [];
  const items: repo.NewItem[] = [];
  let filed = 0;
  for (const member of members) {
    const bytes = Buffer.from(member.bytes);
    if (member.refusal || member.modules.length === 0) {
      const detail = member.refusal?.detail ?? 'The file holds no account transcript.';
      items.push({
        mailboxId,
        source: member.source,
        position: 0,
        reason: 'REFUSED',
        itemSealed: seal({
          form: null,
          taxPeriod: null,
          tin: null,
          name: null,
          responseDate: null,
          detail,
          candidates: [],
        }),
        contentSealed: null,
      });
      continue;
    }
    const matches = member.modules.map((m) => candidatesAmong(open, m));
    const candidates: Candidate[][] = matches.map((c) =>
      c.map(({ reportId, lender, client }) => ({ reportId, lender, client })),
    );
    const unique = new Map(matches.filter((c) => c.length === 1).map((c) => [c[0]!.reportId, c[0]!.lenderId]));
    const fileTo = [...unique.keys()].filter(
      (r) => !candidates.some((c) => c.length > 1 && c.some((x) => x.reportId === r)),
    );
    for (const reportId of fileTo) {
      attachments.push({
        reportId,
        lenderId: unique.get(reportId)!,
        file: { fileName: toSafeFileName(member.source, 'transcript'), bytes },
      });
    }
    member.modules.forEach((m, position) => {
      const c = candidates[position]!;
      if (c.length === 1 && fileTo.includes(c[0]!.reportId)) {
        filed += 1;
        return;
      }
      // Matched alone but sharing a file with an ambiguous module of the same report: listed with those reports.
      const shown =
        c.length === 1
          ? (candidates.find((o) => o.length > 1 && o.some((x) => x.reportId === c[0]!.reportId)) ?? c)
          : c;
      const reason: TranscriptMailboxItemReason = shown.length === 0 ? 'UNMATCHED' : 'AMBIGUOUS';
      const detail =
        reason === 'UNMATCHED'
          ? unmatchedDetail(m)
          : `It matches ${shown.length} open reports: ${named(shown)}. File it to one of them, or discard it.`;
      items.push({
        mailboxId,
        source: member.source,
        position,
        reason,
        itemSealed: seal({
          form: m.form,
          taxPeriod: m.taxPeriod,
          tin: m.tin,
          name: m.names[0] ?? null,
          responseDate: m.responseDate,
          detail,
          candidates: shown,
        }),
        contentSealed: encryptBytes(key, bytes),
      });
    });
  }
  await attachMailboxFilesIn(trx, key, op, attachments, now, {
    action: 'TRANSCRIPTS_FILED_FROM_MAILBOX',
    details: { mailboxId },
  });
  await repo.insertItems(trx, items);
  return { filed, listed: items.length };
}

/** The latest mailboxes with their progress. */
export async function listMailboxes(ctx: AppContext) {
  const rows = await repo.listMailboxes(ctx.db, 20);
  return {
    mailboxes: rows.map((r) => ({
      id: r.id,
      fileName: r.file_name,
      sizeBytes: r.size_bytes,
      status: r.status,
      refusal: r.refusal_reason ? { reason: r.refusal_reason, detail: r.refusal_detail ?? '' } : null,
      progress: { files: r.files_total, done: r.files_done },
      filed: r.modules_filed,
      listed: r.modules_listed,
      uploadedAt: r.created_at.toISOString(),
      doneAt: r.done_at ? r.done_at.toISOString() : null,
    })),
  };
}

/** The operator's list: what was not filed, with the reason; each view is audited (taxpayer data). */
export async function listItems(ctx: AppContext, op: Operator) {
  const rows = await repo.listListedItems(ctx.db, 500);
  const items = rows.map((r) => {
    const s = JSON.parse(decryptPii(ctx.config.piiKey, r.item_sealed)) as SealedItem;
    return {
      id: r.id,
      mailboxId: r.mailbox_id,
      mailboxFile: r.mailbox_file,
      source: r.source,
      reason: r.reason,
      detail: s.detail,
      form: s.form,
      taxPeriod: s.taxPeriod,
      tin: s.tin,
      name: s.name,
      responseDate: s.responseDate,
      candidates: s.candidates,
      listedAt: r.created_at.toISOString(),
    };
  });
  if (items.length > 0) {
    await recordAudit(ctx.db, {
      userId: op.userId,
      lenderId: null,
      action: 'TRANSCRIPT_MAILBOX_LIST_VIEWED',
      targetType: 'transcript_mailbox',
      ip: op.ip,
      details: { items: items.length },
    });
  }
  return { items };
}

async function listedItem(trx: Database, itemId: string) {
  const item = await repo.lockListedItem(trx, itemId);
  if (!item) throw notFound('The listed transcript');
  if (item.status !== 'LISTED') {
    throw conflict(`This transcript was ${item.status === 'FILED' ? 'filed' : 'discarded'} already.`, {
      field: 'itemId',
    });
  }
  return item;
}

/**
 * An operator files a listed module to a report of their choosing: only an open report whose client the
 * module is (TIN last four and name), through the per-report path; audited with the item and the report.
 */
export async function fileItem(ctx: AppContext, op: Operator, itemId: string, reportId: string) {
  const key = ctx.config.piiKey;
  return ctx.db.transaction().execute(async (trx) => {
    const item = await listedItem(trx, itemId);
    if (item.reason === 'REFUSED' || !item.content_sealed) {
      throw conflict('This file was refused; it cannot be filed. Discard it.', { field: 'itemId' });
    }
    const s = JSON.parse(decryptPii(key, item.item_sealed)) as SealedItem;
    const candidates = await candidatesOf(trx, { ...s, names: s.name ? [s.name] : [] });
    if (!candidates.some((c) => c.reportId === reportId)) {
      throw conflict(
        "This report is not open, or its client is not this transcript's (TIN last four and name): choose another report.",
        { field: 'reportId' },
      );
    }
    const attached = await attachTranscriptsIn(
      trx,
      key,
      op,
      reportId,
      [{ fileName: toSafeFileName(item.source, 'transcript'), bytes: decryptBytes(key, item.content_sealed) }],
      ctx.clock.now(),
      { action: 'TRANSCRIPT_MAILBOX_ITEM_FILED', details: { itemId, mailboxId: item.mailbox_id, reason: item.reason } },
    );
    await repo.decideItem(trx, itemId, { status: 'FILED', userId: op.userId, at: ctx.clock.now(), reportId });
    return { itemId, reportId, fileId: attached.files[0]!.id };
  });
}

/** An operator discards a listed item: its bytes go at once, the decision is audited. */
export async function discardItem(ctx: AppContext, op: Operator, itemId: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const item = await listedItem(trx, itemId);
    await repo.decideItem(trx, itemId, { status: 'DISCARDED', userId: op.userId, at: ctx.clock.now() });
    await recordAudit(trx, {
      userId: op.userId,
      lenderId: null,
      action: 'TRANSCRIPT_MAILBOX_ITEM_DISCARDED',
      targetType: 'transcript_mailbox_item',
      targetId: itemId,
      ip: op.ip,
      details: { mailboxId: item.mailbox_id, reason: item.reason },
    });
  });
  return { itemId, status: 'DISCARDED' as const };
}
