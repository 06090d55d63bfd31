import {
  type CategoryCode,
  type CompleteReportInput,
  type MoveFormStageInput,
  REJECTION_REASONS,
  type RejectReportInput,
} from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { raiseAlert } from '../alerts/index.js';
import { moveReportFormStage, recordReportFormRejected } from '../form-check/index.js';
import { onReportCompleted, onReportRejected, type ReportLines } from '../report-events/index.js';
import { deriveReport } from '../../domain/derive-report.js';
import * as repo from './repo.js';
import {
  activateClient,
  markReportCompleted,
  markReportRejected,
  markReportStarted,
  rejectClient,
  setOrderStatus,
} from './report-status-repo.js';
import { businessDay } from '../../domain/business-day.js';

/** The operations user acting, and from where (for the audit log). */
export type Operator = { userId: string; ip: string };
/** Who completes a report: an operator on a real lender's, or test mode on a sandbox's (no user). */
export type Completer = { userId: string | null; ip: string | null; scope: repo.LenderScope };

const REPORT = 'The report';
const OPEN = ['PENDING', 'IN_PROGRESS'] as const;
// The reasons a report is high risk, worded as the demo's alerts are (demo/seed/demo-alerts.ts).
const RISK_REASONS: Partial<Record<CategoryCode, string>> = {
  WITH_LEVY: 'The IRS has issued a levy notice.',
  WITH_LIENS_LAST_45_DAYS: 'A federal tax lien was filed in the last 45 days.',
  WITH_POTENTIAL_DEFAULT: 'An installment agreement is in default or at risk of default.',
};
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

async function lockOpen(
  trx: Database,
  reportId: string,
  allowed: readonly string[],
  verb: string,
  scope: repo.LenderScope = 'live',
) {
  const report = await repo.lockReport(trx, reportId, scope);
  if (!report) throw notFound(REPORT);
  if (!allowed.includes(report.status)) {
    throw conflict(`A ${report.status.toLowerCase().replace('_', ' ')} report cannot be ${verb}.`, { field: 'status' });
  }
  return report;
}

/** Start: someone works on it now (PENDING -> IN_PROGRESS). */
export async function startReport(ctx: AppContext, op: Operator, reportId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const r = await lockOpen(trx, reportId, ['PENDING'], 'started');
    await markReportStarted(trx, reportId, now);
    await setOrderStatus(trx, r.order_id, r.lender_id, 'IN_PROGRESS', now);
    await repo.insertEvent(trx, { reportId, lenderId: r.lender_id, type: 'STARTED', userId: op.userId, at: now });
    await recordAudit(trx, {
      userId: op.userId,
      lenderId: r.lender_id,
      action: 'OPS_REPORT_STARTED',
      targetType: 'report',
      targetId: reportId,
      ip: op.ip,
    });
  });
}

/**
 * Reject: the form cannot be used. The report, its order and the client become REJECTED, the
 * client's authorization is cleared (it counts as incomplete on /portfolio/incomplete-auth), and
 * the lender gets a REJECTED alert, all in one transaction.
 */
export async function rejectReport(
  ctx: AppContext,
  op: Operator,
  reportId: string,
  input: RejectReportInput,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const r = await lockOpen(trx, reportId, OPEN, 'rejected');
    const detail = (await repo.findReport(trx, reportId))!;
    await markReportRejected(trx, reportId, { code: input.code, note: input.note, now });
    await setOrderStatus(trx, r.order_id, r.lender_id, 'REJECTED', now);
    await rejectClient(trx, r.lender_id, r.client_id, now);
    // The same words the demo's rejection alerts use (demo/seed/demo-alerts.ts).
    await raiseAlert(trx, {
      lenderId: r.lender_id,
      clientId: r.client_id,
      reportId,
      userId: detail.owner_id ?? detail.placed_by ?? null,
      type: 'REJECTED',
      title: `Form 8821 rejected: ${detail.business_name}`,
      body: `${REJECTION_REASONS[input.code]}. ${input.note}`.trim(),
      at: now,
    });
    await repo.insertEvent(trx, {
      reportId,
      lenderId: r.lender_id,
      type: 'REJECTED',
      userId: op.userId,
      details: { code: input.code, note: input.note },
      at: now,
    });
    await recordAudit(trx, {
      userId: op.userId,
      lenderId: r.lender_id,
      action: 'OPS_REPORT_REJECTED',
      targetType: 'report',
      targetId: reportId,
      ip: op.ip,
      details: { code: input.code },
    });
    await onReportRejected(trx, reportId);
    // The IRS's answer on the form itself (decision 287): its stage and `form.rejected` beside `order.rejected`.
    await recordReportFormRejected(trx, { userId: op.userId, reportId, code: input.code }, now);
  });
}

const STAGE_EVENTS = {
  submitted: 'FORM_SUBMITTED',
  recorded: 'FORM_RECORDED_ON_CAF',
  revoked: 'FORM_REVOKED',
} as const;

/**
 * An operator moves the report's 8821 on (decision 287): submitted to the IRS by fax or online, recorded on
 * the CAF, or revoked. The report's history and the audit log say who; any report status (a revocation may
 * come after completion).
 */
export async function moveFormStage(
  ctx: AppContext,
  op: Operator,
  reportId: string,
  input: MoveFormStageInput,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const r = await repo.lockReport(trx, reportId, 'live');
    if (!r) throw notFound(REPORT);
    const { fileId } = await moveReportFormStage(trx, op.userId, reportId, input, now);
    await repo.insertEvent(trx, {
      reportId,
      lenderId: r.lender_id,
      type: STAGE_EVENTS[input.stage],
      userId: op.userId,
      details: { ...input },
      at: now,
    });
    await recordAudit(trx, {
      userId: op.userId,
      lenderId: r.lender_id,
      action: 'OPS_8821_STAGE_MOVED',
      targetType: 'report',
      targetId: reportId,
      ip: op.ip,
      details: { fileId, ...input },
    });
  });
}

/**
 * Complete: the periods are stored with the figures derived from them (DESIGN.md "Report data"),
 * and the order and client follow. The PDF is rendered when a reader downloads it (docs/decisions/166). The latest-report
 * trigger (migration 005) updates the dashboards in the same transaction.
 */
export async function completeReport(
  ctx: AppContext,
  op: Operator,
  reportId: string,
  input: CompleteReportInput,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute((trx) => completeReportIn(trx, { ...op, scope: 'live' }, reportId, input, now));
}

/**
 * The one completion path, in the caller's transaction: operators' completions and test mode's
 * synthetic ones (modules/test-mode) store, derive and announce a report the same way.
 */
export async function completeReportIn(
  trx: Database,
  by: Completer,
  reportId: string,
  input: CompleteReportInput,
  now: Date,
  /** The transcript lines behind the periods' facts, when completed from transcripts (decision 281). */
  lines?: ReportLines,
): Promise<void> {
  const r = await lockOpen(trx, reportId, OPEN, 'completed', by.scope);
  const before = (await repo.findReport(trx, reportId, by.scope))!;
  const reportDate = businessDay(now);
  const derived = deriveReport(input.periods, reportDate);
  await markReportCompleted(trx, reportId, {
    reportDate,
    periods: input.periods,
    totalLiabilityCents: derived.totalLiabilityCents,
    categories: derived.categories,
    riskLevel: derived.riskLevel,
    irsName: input.irsName ?? null,
    now,
  });
  await setOrderStatus(trx, r.order_id, r.lender_id, 'COMPLETED', now);
  await activateClient(trx, r.lender_id, r.client_id, now);
  // An ordered report that comes back high risk is flagged like the demo's (demo/seed/demo-alerts.ts);
  // monitoring reports raise theirs by comparison with the previous one (report-events).
  if (before.kind === 'ORDER' && derived.riskLevel === 'HIGH') {
    await raiseAlert(trx, {
      lenderId: r.lender_id,
      clientId: r.client_id,
      reportId,
      userId: before.owner_id ?? before.placed_by ?? null,
      type: 'HIGH_RISK',
      title: `${before.business_name} is high risk`,
      body: `${derived.categories.flatMap((c) => RISK_REASONS[c] ?? []).join(' ')} Total liability: ${usd.format(derived.totalLiabilityCents / 100)}.`.trim(),
      at: now,
    });
  }
  await repo.insertEvent(trx, {
    reportId,
    lenderId: r.lender_id,
    type: 'COMPLETED',
    userId: by.userId,
    details: {
      periods: input.periods.length,
      totalLiabilityCents: derived.totalLiabilityCents,
      riskLevel: derived.riskLevel,
    },
    at: now,
  });
  await recordAudit(trx, {
    userId: by.userId,
    lenderId: r.lender_id,
    action: 'OPS_REPORT_COMPLETED',
    targetType: 'report',
    targetId: reportId,
    ip: by.ip,
    details: { riskLevel: derived.riskLevel },
  });
  await onReportCompleted(trx, reportId, lines);
}
