import {
  FIXABLE_REJECTION_CODES,
  type FormCheckState,
  type FormLife,
  type MissedRejections,
  type MoveFormStageInput,
  REJECTION_REASONS,
  rejectionReasonLabel,
} from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { ExpiringWindow } from '../../db/queries/expiring-forms.js';
import * as repo from './stage-repo.js';

// Decision 287: a client's Form 8821 from its arrival to its end. Received and checked come from the form
// and its check; submitted, recorded on the CAF, rejected and revoked are moved by operations (recorded on
// the CAF also by the first transcript received under the form); expiring and expired from its covered periods.

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

const checkStateOf = (row: repo.FormLifeRow): FormCheckState | null =>
  row.check_status ? { status: row.check_status, verdict: row.check_verdict } : null;

/** The stage of a form: the latest thing that happened to it, its end (revoked, rejected, expiry) first. */
export function lifeOf(row: repo.FormLifeRow, w: ExpiringWindow): FormLife {
  const stage: FormLife['stage'] = row.revoked_at
    ? 'revoked'
    : row.rejected_at
      ? 'rejected'
      : row.expires_on && row.expires_on < w.today
        ? 'expired'
        : row.expires_on && row.expires_on <= w.expiringUntil
          ? 'expiring'
          : row.caf_recorded_at
            ? 'recorded'
            : row.submitted_at
              ? 'submitted'
              : row.checked
                ? 'checked'
                : 'received';
  return {
    stage,
    check: checkStateOf(row),
    submittedAt: iso(row.submitted_at),
    submittedVia: row.submitted_via,
    recordedOnCafAt: iso(row.caf_recorded_at),
    recordedOnCafFrom: row.caf_recorded_from,
    rejectedAt: iso(row.rejected_at),
    rejectionCode: row.rejection_code,
    fixable: row.rejected_at !== null && FIXABLE_REJECTION_CODES.includes(row.rejection_code ?? ''),
    revokedAt: iso(row.revoked_at),
  };
}

/** The life of each client's latest 8821, by client id (clients with no form are absent). */
export async function formLivesOfClients(
  db: Database,
  lenderId: string,
  clientIds: readonly string[],
  w: ExpiringWindow,
): Promise<Map<string, FormLife>> {
  const forms = await repo.findLatestForms(db, lenderId, clientIds);
  const rows = await repo.findFormLives(db, forms);
  return new Map(rows.map((r) => [r.client_id, lifeOf(r, w)]));
}

/** The life of the form a report was worked from (operations' report page); null without a form. */
export async function formLifeOfReport(db: Database, reportId: string, w: ExpiringWindow): Promise<FormLife | null> {
  const form = await repo.findReportForm(db, reportId);
  if (!form?.file_id) return null;
  const [row] = await repo.findFormLives(db, [{ fileId: form.file_id, clientId: form.client_id }]);
  return row ? lifeOf(row, w) : null;
}

/**
 * The check of the form a report was worked from, as the lender's report page and /api/v1 show it; null when
 * it was never checked ("Not checked") or the report has no form.
 */
export async function formCheckOfReport(db: Database, reportId: string): Promise<FormCheckState | null> {
  const form = await repo.findReportForm(db, reportId);
  if (!form?.file_id) return null;
  const [row] = await repo.findFormLives(db, [{ fileId: form.file_id, clientId: form.client_id }]);
  return row ? checkStateOf(row) : null;
}

async function reportFormOf(db: Database, reportId: string) {
  const form = await repo.findReportForm(db, reportId);
  if (!form) throw notFound('The report');
  if (!form.file_id) throw notFound('The Form 8821 of this report');
  const [row] = await repo.findFormLives(db, [{ fileId: form.file_id, clientId: form.client_id }]);
  return {
    form: { fileId: form.file_id, lenderId: form.lender_id, clientId: form.client_id },
    row: row!,
    report: form,
  };
}

/**
 * An operator moves the report's form on, in the caller's transaction: submitted to the IRS (fax or online),
 * recorded on the CAF, or revoked. A revoked form moves no more; a rejected one is not submitted or recorded
 * again (a new signed form is). Answers the form's file id for the report's history.
 */
export async function moveReportFormStage(
  trx: Database,
  userId: string,
  reportId: string,
  input: MoveFormStageInput,
  now: Date,
): Promise<{ fileId: string }> {
  const { form, row } = await reportFormOf(trx, reportId);
  const refuse = (value: string) => conflict(value, { field: 'stage' });
  if (row.revoked_at) throw refuse('This Form 8821 is revoked.');
  if (input.stage !== 'revoked' && row.rejected_at)
    throw refuse('This Form 8821 was rejected by the IRS: a new signed form is needed.');
  if (input.stage === 'submitted') {
    if (row.submitted_at) throw refuse('This Form 8821 is already recorded as submitted to the IRS.');
    await repo.saveStage(trx, form, { submitted_at: now, submitted_via: input.via, submitted_by: userId }, now);
  } else if (input.stage === 'recorded') {
    if (row.caf_recorded_at) throw refuse('This Form 8821 is already recorded on the CAF.');
    await repo.saveStage(
      trx,
      form,
      { caf_recorded_at: now, caf_recorded_by: userId, caf_recorded_from: 'operator' },
      now,
    );
  } else {
    await repo.saveStage(trx, form, { revoked_at: now, revoked_by: userId }, now);
  }
  return { fileId: form.fileId };
}

/**
 * The IRS rejected the report's form (operations rejected the report with the code, in its transaction):
 * the form's stage and `form.rejected`, which says whether the order's check had raised the same code.
 */
export async function recordReportFormRejected(
  trx: Database,
  by: { userId: string; reportId: string; code: keyof typeof REJECTION_REASONS },
  now: Date,
): Promise<void> {
  const form = await repo.findReportForm(trx, by.reportId);
  if (!form?.file_id) return;
  await repo.saveStage(
    trx,
    { fileId: form.file_id, lenderId: form.lender_id, clientId: form.client_id },
    {
      irs_rejected_at: now,
      irs_rejection_code: by.code,
      irs_rejected_by: by.userId,
      irs_rejected_report_id: by.reportId,
    },
    now,
  );
  const raised = form.order_id ? await repo.findCheckedCodes(trx, form.order_id) : null;
  await repo.recordFormRejected(
    trx,
    {
      type: 'form.rejected',
      lenderId: form.lender_id,
      payload: {
        fileId: form.file_id,
        clientId: form.client_id,
        orderId: form.order_id,
        reportId: by.reportId,
        code: by.code,
        label: REJECTION_REASONS[by.code],
        fixable: FIXABLE_REJECTION_CODES.includes(by.code),
        raisedByCheck: raised?.includes(by.code) ?? false,
      },
    },
    now,
  );
}

/**
 * A transcript was received for the report (the transcripts module's upload, in its transaction): the IRS
 * answers transcripts only under an authorization on the CAF, so the form is recorded there from now
 * unless it already was.
 */
export async function recordCafFromTranscript(trx: Database, reportId: string, now: Date): Promise<void> {
  const form = await repo.findReportForm(trx, reportId);
  if (!form?.file_id) return;
  await repo.recordCafOnce(trx, { fileId: form.file_id, lenderId: form.lender_id, clientId: form.client_id }, now);
}

/** recordCafFromTranscript for the reports of a mailbox's batch: two statements for all of them (decision 300). */
export async function recordCafFromTranscripts(trx: Database, reportIds: readonly string[], now: Date): Promise<void> {
  const forms = await repo.findReportForms(trx, reportIds);
  await repo.recordCafOnceEach(
    trx,
    forms.flatMap((f) => (f.file_id ? [{ fileId: f.file_id, lenderId: f.lender_id, clientId: f.client_id }] : [])),
    now,
  );
}

/** Operations' missed rejections: per code the check had not raised, how many and which orders, most first. */
export async function listMissedRejections(db: Database): Promise<MissedRejections> {
  const rows = await repo.findMissedRejections(db);
  const byCode = new Map<string, MissedRejections['codes'][number]>();
  for (const r of rows) {
    const entry = byCode.get(r.code) ?? { code: r.code, label: rejectionReasonLabel(r.code), count: 0, orders: [] };
    entry.count += 1;
    entry.orders.push({
      reportId: r.report_id,
      orderId: r.order_id,
      lenderName: r.lender_name,
      businessName: r.business_name,
      rejectedAt: new Date(r.rejected_at).toISOString(),
      verdict: r.verdict,
      codesRaised: r.codes as string[],
    });
    byCode.set(r.code, entry);
  }
  const codes = [...byCode.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { codes, total: rows.length };
}
