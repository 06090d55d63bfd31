import {
  type CorrectTranscriptFactInput,
  type ReportTranscripts,
  type TaxForm,
  taxPeriodSchema,
  type TranscriptModule,
} from '@taxlens/contracts';
import type { ModuleFacts } from '@taxlens/transcripts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { enqueueJob } from '../../platform/jobs/one-off.js';
import { decryptPii, encryptPii } from '../../platform/pii.js';
import { sealedBytes } from '../../platform/sealed-bytes.js';
import { completeReportIn } from '../ops/index.js';
import { applyCorrections, type Correction, type KeyedModule, mapModules, periodCode } from './map-periods.js';
import { TRANSCRIPT_READ_JOB } from './read-job.js';
import * as repo from './repo.js';

/** The operations user acting, and from where (for the audit log). */
export type Operator = { userId: string; ip: string };
export type UploadedFile = { fileName: string; bytes: Buffer };

const OPEN = ['PENDING', 'IN_PROGRESS'];
const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

async function openReport(db: Database, reportId: string) {
  const report = await repo.findReportForTranscripts(db, reportId);
  if (!report) throw notFound('The report');
  if (!OPEN.includes(report.status)) {
    throw conflict(`A ${report.status.toLowerCase().replace('_', ' ')} report takes no transcripts.`, {
      field: 'status',
    });
  }
  return report;
}

/** Stores the files sealed with the PII key and queues their reading, in one transaction; never their contents in a log. */
export async function uploadTranscripts(ctx: AppContext, op: Operator, reportId: string, files: UploadedFile[]) {
  if (files.length === 0) throw badRequest('Choose at least one transcript file (field "files").', 'files');
  return ctx.db.transaction().execute(async (trx) => {
    const report = await openReport(trx, reportId);
    const rows = await repo.insertFiles(
      trx,
      files.map((f) => ({
        reportId,
        lenderId: report.lender_id,
        uploadedBy: op.userId,
        fileName: f.fileName,
        sizeBytes: f.bytes.length,
        contentSealed: sealedBytes(ctx.config.piiKey).seal(f.bytes),
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
    await recordAudit(trx, {
      userId: op.userId,
      lenderId: report.lender_id,
      action: 'TRANSCRIPTS_UPLOADED',
      targetType: 'report',
      targetId: reportId,
      ip: op.ip,
      details: { files: files.length, bytes: files.reduce((n, f) => n + f.bytes.length, 0) },
    });
    return { files: rows.map((r) => ({ id: r.id, fileName: r.file_name })) };
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything read so far for a report, its derived periods with corrections laid over, and what blocks completion. */
async function buildView(db: Database, key: Buffer, reportId: string) {
  const report = await repo.findReportForTranscripts(db, reportId);
  if (!report) throw notFound('The report');
  const [files, moduleRows, correctionRows] = await Promise.all([
    repo.listFiles(db, reportId),
    repo.listModules(db, reportId),
    repo.listCorrections(db, reportId),
  ]);
  const facts = new Map<string, ModuleFacts>();
  for (const m of moduleRows) if (m.facts_sealed) facts.set(m.id, JSON.parse(decryptPii(key, m.facts_sealed)));

  const usable: KeyedModule[] = moduleRows
    .filter((m) => (m.status === 'READY' || m.status === 'CONFIRMED') && facts.has(m.id))
    .map((m) => ({ key: m.id, facts: facts.get(m.id)! }));
  const mapped = mapModules(usable);
  const corrections: Correction[] = correctionRows.map((c) => ({
    form: c.form as TaxForm,
    period: c.period,
    fact: c.fact as Correction['fact'],
    value: c.value,
    reason: c.reason,
  }));
  const applied = applyCorrections(mapped.periods, corrections);

  const modules: TranscriptModule[] = moduleRows.map((m) => {
    const f = facts.get(m.id);
    return {
      id: m.id,
      source: m.source,
      form: m.form,
      taxPeriod: m.tax_period,
      status: m.status,
      refusal: m.refusal_reason ? { reason: m.refusal_reason, detail: m.refusal_detail ?? '' } : null,
      needsReview: f?.needsReview
        ? {
            why: f.needsReview.why,
            lines: f.needsReview.lines.map((l) => ({ page: l.page, line: l.line, text: l.text })),
          }
        : null,
      confirmedBy: m.confirmed_at ? name(m.confirmer_first, m.confirmer_last) : null,
      responseDate: f?.responseDate ?? null,
      stage: f ? { name: f.stage.name, reachedOn: f.stage.reachedOn } : null,
      lines: (f?.transactions ?? []).map((t) => ({
        page: t.page,
        line: t.line,
        code: t.code,
        date: t.date,
        amountCents: t.amountCents,
        text: t.text,
      })),
      evidence: f?.evidence ?? {},
    };
  });

  // Periods the 8821 covers for which no transcript came (a "not found" answer counts as one that came).
  const came = new Set(
    [
      ...usable,
      ...moduleRows
        .filter((m) => m.status === 'NEEDS_REVIEW' && facts.has(m.id))
        .map((m) => ({ facts: facts.get(m.id)! })),
    ]
      .map(({ facts: f }) => (f.form ? periodCode(f.form as TaxForm, f.taxPeriod) : null))
      .filter(Boolean),
  );
  const missing = report.authorization_periods.filter((p) => !came.has(p));

  const pending = files.filter((f) => f.status === 'QUEUED' || f.status === 'READING').length;
  const toReview = moduleRows.filter((m) => m.status === 'NEEDS_REVIEW').length;
  const blockers = [
    ...(OPEN.includes(report.status) ? [] : [`The report is ${report.status.toLowerCase().replace('_', ' ')}.`]),
    ...(pending > 0 ? [`${pending} of the files ${pending === 1 ? 'is' : 'are'} still being read.`] : []),
    ...(toReview > 0
      ? [`${toReview} ${toReview === 1 ? 'module needs' : 'modules need'} review: confirm each first.`]
      : []),
    ...(applied.length === 0 ? ['No tax period was read from the transcripts.'] : []),
  ];
  const leftOut = (l: { moduleKey: string; form: string | null; taxPeriod: string | null; why: string }) => ({
    moduleId: l.moduleKey,
    form: l.form,
    taxPeriod: l.taxPeriod,
    why: l.why,
  });
  const view: ReportTranscripts = {
    reportId,
    reportStatus: report.status,
    files: files.map((f) => ({
      id: f.id,
      fileName: f.file_name,
      sizeBytes: f.size_bytes,
      status: f.status,
      refusal: f.refusal_reason ? { reason: f.refusal_reason, detail: f.refusal_detail ?? '' } : null,
      uploadedAt: f.created_at.toISOString(),
      readAt: iso(f.read_at),
    })),
    progress: { files: files.length, done: files.length - pending },
    modules,
    periods: mapped.periods.map((p, i) => ({
      moduleId: p.moduleKey,
      period: applied[i]!.period,
      sources: applied[i]!.sources,
      creditCents: p.beside.creditCents,
      iaPending: p.beside.iaPending,
      stage: p.beside.stage,
      actBy: p.beside.actBy,
      evidence: p.beside.evidence,
    })),
    notReported: mapped.notReported.map(leftOut),
    evidenceOnly: mapped.needsReview.map(leftOut),
    superseded: mapped.superseded.map(leftOut),
    missing,
    corrections: correctionRows.map((c) => ({
      form: c.form,
      period: c.period,
      fact: c.fact,
      value: c.value,
      reason: c.reason,
      by: name(c.user_first, c.user_last),
      at: c.created_at.toISOString(),
    })),
    blockers,
  };
  return { report, view };
}

/** The operations view of a report's transcripts; each view is audited (transcripts are taxpayer data). */
export async function getTranscripts(ctx: AppContext, op: Operator, reportId: string): Promise<ReportTranscripts> {
  const { report, view } = await buildView(ctx.db, ctx.config.piiKey, reportId);
  if (view.modules.length > 0) {
    await recordAudit(ctx.db, {
      userId: op.userId,
      lenderId: report.lender_id,
      action: 'TRANSCRIPTS_VIEWED',
      targetType: 'report',
      targetId: reportId,
      ip: op.ip,
    });
  }
  return view;
}

export async function listMissingPeriods(ctx: AppContext, reportId: string): Promise<{ periods: string[] }> {
  const { view } = await buildView(ctx.db, ctx.config.piiKey, reportId);
  return { periods: view.missing };
}

export async function confirmModule(ctx: AppContext, op: Operator, reportId: string, moduleId: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const report = await openReport(trx, reportId);
    const module = await repo.findModuleStatus(trx, reportId, moduleId);
    if (!module) throw notFound('The transcript module');
    if (module.status !== 'NEEDS_REVIEW') {
      throw conflict('This module does not need review.', { field: 'moduleId' });
    }
    await repo.confirmModule(trx, reportId, moduleId, op.userId, ctx.clock.now());
    await recordAudit(trx, {
      userId: op.userId,
      lenderId: report.lender_id,
      action: 'TRANSCRIPT_MODULE_CONFIRMED',
      targetType: 'report',
      targetId: reportId,
      ip: op.ip,
      details: { moduleId },
    });
  });
  return getTranscripts(ctx, op, reportId);
}

/** An operator corrects one derived fact with a reason; the audit log records who changed it from what to what. */
export async function correctFact(ctx: AppContext, op: Operator, reportId: string, input: CorrectTranscriptFactInput) {
  const { report, view } = await buildView(ctx.db, ctx.config.piiKey, reportId);
  if (!OPEN.includes(report.status)) {
    throw conflict(`A ${report.status.toLowerCase().replace('_', ' ')} report cannot be corrected.`, {
      field: 'status',
    });
  }
  const row = view.periods.find((p) => p.period.form === input.form && p.period.period === input.period);
  if (!row) throw notFound(`Form ${input.form} ${input.period} from the transcripts`);
  const next = taxPeriodSchema.safeParse({ ...row.period, [input.fact]: input.value });
  if (!next.success) throw badRequest(next.error.issues[0]!.message, 'value');
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertCorrection(trx, { ...input, reportId, lenderId: report.lender_id, userId: op.userId });
    await recordAudit(trx, {
      userId: op.userId,
      lenderId: report.lender_id,
      action: 'TRANSCRIPT_FACT_CORRECTED',
      targetType: 'report',
      targetId: reportId,
      ip: op.ip,
      details: {
        form: input.form,
        period: input.period,
        fact: input.fact,
        from: row.period[input.fact],
        to: input.value,
        reason: input.reason,
      },
    });
  });
  return getTranscripts(ctx, op, reportId);
}

/**
 * "Complete from transcripts": the derived periods (corrections laid over) complete the report through the one
 * completion path operators use (ops completeReportIn), and the report keeps per period which facts were
 * derived and which entered, with the evidence, stage and dates (sealed).
 */
export async function completeFromTranscripts(ctx: AppContext, op: Operator, reportId: string) {
  const { report, view } = await buildView(ctx.db, ctx.config.piiKey, reportId);
  if (view.blockers.length > 0) throw conflict(view.blockers.join(' '), { field: 'transcripts' });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await completeReportIn(
      trx,
      { ...op, scope: 'live' },
      reportId,
      { periods: view.periods.map((p) => p.period) },
      now,
    );
    const facts = view.periods.map(({ period, sources, creditCents, iaPending, stage, actBy, evidence }) => ({
      form: period.form,
      period: period.period,
      sources,
      creditCents,
      iaPending,
      stage,
      actBy,
      evidence,
    }));
    const notReported = view.notReported.map(({ form, taxPeriod, why }) => ({ form, taxPeriod, why }));
    await repo.saveReportFacts(
      trx,
      reportId,
      report.lender_id,
      encryptPii(ctx.config.piiKey, JSON.stringify({ facts, notReported })),
    );
    await recordAudit(trx, {
      userId: op.userId,
      lenderId: report.lender_id,
      action: 'TRANSCRIPTS_COMPLETED',
      targetType: 'report',
      targetId: reportId,
      ip: op.ip,
      details: {
        periods: facts.length,
        entered: facts.flatMap((f) =>
          Object.entries(f.sources)
            .filter(([, s]) => s === 'entered')
            .map(([k]) => `${f.form} ${f.period} ${k}`),
        ),
      },
    });
  });
  return { reportId, status: 'COMPLETED' as const };
}
