import {
  BUSINESS_TIME_ZONE,
  FORM_STAGE_LABELS,
  maskTaxId,
  type OpsReportDetail,
  REJECTION_REASONS,
  type RejectionReason,
  type RevealedTaxId,
} from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { deletedAfterRetention, notFound } from '../../platform/errors.js';
import { revealTaxId } from '../clients/index.js';
import { findChecksOfOrders, formLifeOfReport } from '../form-check/index.js';
import { expiringWindowOf } from '../monitoring/index.js';
import type { Operator } from './report-lifecycle.js';
import * as repo from './repo.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const nameOf = (first: string | null, last: string | null) =>
  first || last ? `${first ?? ''} ${last ?? ''}`.trim() : null;

/** A history row's note: a rejection's reason and note, or an online submission's confirmation. */
function noteOf(details: Record<string, unknown>): string | null {
  if (typeof details.code === 'string')
    return `${REJECTION_REASONS[details.code as RejectionReason] ?? details.code}: ${String(details.note ?? '')}`;
  if (typeof details.reference === 'string') return `Confirmation ${details.reference}`;
  // An operator moved the form on (decision 287): the stage, and how it was submitted.
  if (details.stage === 'submitted')
    return `${FORM_STAGE_LABELS.submitted} by ${details.via === 'fax' ? 'fax' : 'online'}`;
  if (details.stage === 'recorded' || details.stage === 'revoked') return FORM_STAGE_LABELS[details.stage];
  return null;
}

async function requireReport(ctx: AppContext, reportId: string) {
  const r = await repo.findReport(ctx.db, reportId);
  if (!r) throw notFound('The report');
  return r;
}

/** The report's page in the console: the client, the order's options and the report's history. */
export async function getReportDetail(ctx: AppContext, reportId: string): Promise<OpsReportDetail> {
  const r = await requireReport(ctx, reportId);
  const [events, [check], formLife] = await Promise.all([
    repo.findEvents(ctx.db, reportId),
    findChecksOfOrders(ctx.db, r.order_id ? [r.order_id] : []),
    // Expiring and expired are counted in the provider's business zone on operations' pages.
    formLifeOfReport(ctx.db, reportId, expiringWindowOf(ctx.clock.now(), BUSINESS_TIME_ZONE)),
  ]);
  const placed = r.order_created_at
    ? [{ type: 'PLACED', at: iso(r.order_created_at)!, by: nameOf(r.placer_first, r.placer_last), note: null }]
    : [{ type: 'CREATED', at: iso(r.created_at)!, by: null, note: null }];
  const history = [
    ...placed,
    ...events.map((e) => ({
      type: e.type,
      at: iso(e.created_at)!,
      by: nameOf(e.first_name, e.last_name),
      note: noteOf(e.details),
    })),
  ];
  return {
    reportId: r.id,
    kind: r.kind,
    status: r.status,
    reportType: r.report_type,
    lender: { id: r.lender_id, name: r.company_name },
    client: {
      id: r.client_id,
      businessName: r.business_name,
      clientType: r.client_type,
      status: r.client_status,
      taxIdKind: r.tax_id_kind,
      maskedTaxId: maskTaxId(r.tax_id_last4, r.tax_id_kind),
      address: [r.address_line1, r.address_line2, `${r.city}, ${r.state} ${r.zip}`].filter(Boolean).join(', '),
      phone: r.phone,
    },
    order: r.order_id
      ? {
          id: r.order_id,
          delivery: r.delivery!,
          recordOfAccount: r.record_of_account!,
          taxReturnTranscripts: r.tax_return_transcripts!,
          wageIncome: r.wage_income!,
          onDemand: r.on_demand!,
          placedBy: nameOf(r.placer_first, r.placer_last) ?? '',
          createdAt: iso(r.order_created_at)!,
          dueAt: iso(r.due_at),
          sendAnywayReason: r.send_anyway_reason,
        }
      : null,
    formCheck: check
      ? {
          status: check.status,
          verdict: check.verdict,
          codes: check.codes as string[],
          findings: (check.findings as { code: string; verdict: string; sentence: string }[]).map((f) => ({
            code: f.code,
            verdict: f.verdict,
            sentence: f.sentence,
          })),
        }
      : null,
    hasForm8821: Boolean(r.order_form_file_id ?? r.client_form_file_id),
    formLife,
    hasSpouseForm8821: Boolean(r.spouse_form_file_id),
    form8821ESigned: Boolean(r.form_e_signed),
    form8821DeletedAt: iso(r.form_deleted_at),
    onlineSubmission: r.submitted_online_at
      ? {
          at: iso(r.submitted_online_at)!,
          by: nameOf(r.submitter_first, r.submitter_last),
          reference: r.submission_reference,
        }
      : null,
    // Rendered on download from the completed report (docs/decisions/166); older reports may also have a stored copy.
    hasReportPdf: r.status === 'COMPLETED',
    rejection: r.rejection_code
      ? {
          code: r.rejection_code,
          reason: REJECTION_REASONS[r.rejection_code] ?? r.rejection_code,
          note: r.rejection_note,
        }
      : null,
    reportDate: r.report_date,
    totalLiabilityCents: Number(r.total_liability_cents),
    riskLevel: r.risk_level,
    categories: r.categories,
    periods: r.periods ?? [],
    history,
  };
}

/** The 8821 the order came with (or the client's current one for a monitoring report); `spouse`: a joint filer's spouse's own (decision 218). */
export async function readReportForm(
  ctx: AppContext,
  op: Operator,
  reportId: string,
  spouse = false,
): Promise<{ bytes: Buffer; name: string }> {
  const r = await requireReport(ctx, reportId);
  const fileId = spouse ? r.spouse_form_file_id : (r.order_form_file_id ?? r.client_form_file_id);
  const file = fileId ? await repo.findStoredFile(ctx.db, r.lender_id, fileId) : undefined;
  if (file?.deleted_at) throw deletedAfterRetention('The Form 8821 of this report');
  const bytes = file ? await ctx.storage.get(file.storage_key) : null;
  if (!file || !bytes) throw notFound('The Form 8821 of this report');
  await recordAudit(ctx.db, {
    userId: op.userId,
    lenderId: r.lender_id,
    action: 'OPS_8821_VIEWED',
    targetType: 'report',
    targetId: reportId,
    ip: op.ip,
    ...(spouse ? { details: { spouse: true } } : {}),
  });
  return { bytes, name: file.original_name };
}

/** The full tax id on demand, through the clients module's reveal (which writes the audit row). */
export async function revealReportTaxId(ctx: AppContext, op: Operator, reportId: string): Promise<RevealedTaxId> {
  const r = await requireReport(ctx, reportId);
  return revealTaxId(
    ctx,
    {
      userId: op.userId,
      lenderId: r.lender_id,
      ip: op.ip,
      roles: ['ROLE_ADMIN'],
      capabilities: {},
      monitorType: 'None',
    },
    r.client_id,
  );
}
