import { BUSINESS_TIME_ZONE, calendarDayInZone } from '@taxlens/contracts';
import type { ModuleFacts } from '@taxlens/transcripts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { decryptPii } from '../../platform/pii.js';
import { type Operator, openReport } from './attach-files.js';
import * as repo from './before-order-repo.js';

type Reason = Awaited<ReturnType<typeof repo.listBeforeOrderReasons>>[number];
const who = (r: Reason) => [r.first_name, r.last_name].filter(Boolean).join(' ') || null;
// The IRS dates its answers by its own (Eastern) calendar; the order's day is read on the same calendar.
const day = (d: Date) => calendarDayInZone(d, BUSINESS_TIME_ZONE);

/**
 * Decision 283: the modules the IRS answered before the order was placed (a transcript requested for something
 * else). They are stated on the review and used only once an operator attached them with a reason.
 */
export function beforeOrder(
  modules: { id: string; form: string | null; tax_period: string | null; status: string }[],
  facts: Map<string, ModuleFacts>,
  orderedAt: Date | null,
  reasons: Reason[],
) {
  if (!orderedAt) return [];
  const orderedOn = day(orderedAt);
  return modules.flatMap((m) => {
    const responseDate = facts.get(m.id)?.responseDate;
    if (m.status === 'REFUSED' || !responseDate || responseDate >= orderedOn) return [];
    const r = reasons.find((x) => x.module_id === m.id);
    return [
      {
        moduleId: m.id,
        form: m.form,
        taxPeriod: m.tax_period,
        responseDate,
        orderedOn,
        attached: r ? { reason: r.reason, by: who(r), at: r.created_at.toISOString() } : null,
        why: r
          ? `The IRS answered on ${responseDate}, before the order was placed on ${orderedOn}; attached with the reason: ${r.reason}`
          : `The IRS answered on ${responseDate}, before the order was placed on ${orderedOn}: not used unless attached with a reason.`,
      },
    ];
  });
}

/** An operator attaches a module answered before the order, with a reason (stored, audited). */
export async function attachBeforeOrder(
  ctx: AppContext,
  op: Operator,
  reportId: string,
  moduleId: string,
  reason: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const report = await openReport(trx, reportId);
    const module = await repo.findModuleFacts(trx, reportId, moduleId);
    if (!module) throw notFound('The transcript module');
    const orderedAt = await repo.findOrderedAt(trx, reportId);
    const facts = module.facts_sealed
      ? (JSON.parse(decryptPii(ctx.config.piiKey, module.facts_sealed)) as ModuleFacts)
      : null;
    const early = beforeOrder(
      [{ ...module, form: null, tax_period: null }],
      new Map(facts ? [[moduleId, facts]] : []),
      orderedAt,
      [],
    );
    if (early.length === 0) {
      throw conflict('This module was not answered before the order; it needs no reason.', { field: 'moduleId' });
    }
    const added = await repo.insertBeforeOrderReason(trx, {
      moduleId,
      reportId,
      lenderId: report.lender_id,
      reason,
      userId: op.userId,
    });
    if (!added) throw conflict('This module was attached already.', { field: 'moduleId' });
    await recordAudit(trx, {
      userId: op.userId,
      lenderId: report.lender_id,
      action: 'TRANSCRIPT_MODULE_ATTACHED_BEFORE_ORDER',
      targetType: 'report',
      targetId: reportId,
      ip: op.ip,
      details: { moduleId, responseDate: early[0]!.responseDate, orderedOn: early[0]!.orderedOn, reason },
    });
  });
}
