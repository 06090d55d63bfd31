import {
  CATEGORY_LABELS,
  type CollectionStage,
  maskTaxId,
  REPORT_TYPES,
  type ReportEvidence,
  type ReportEvidenceLine,
  type ReportView,
  type TaxPeriod,
} from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { notFound } from '../../platform/errors.js';
import { decryptPii } from '../../platform/pii.js';
import { formCheckOfReport } from '../form-check/index.js';
import { collectionStage, evidenceOfPeriod, explainPeriod, type StoredPeriodFacts } from './explain-period.js';
import { findCompletedReport, findUserTimeZone } from './repo.js';

type CompletedRow = NonNullable<Awaited<ReturnType<typeof findCompletedReport>>>;

/** The report's row as its page shows it, with the check of its Form 8821 ("Not checked" as null). */
async function viewOf(db: Database, r: CompletedRow): Promise<ReportView> {
  return {
    id: r.id,
    lenderName: r.company_name,
    clientId: r.client_id,
    businessName: r.business_name,
    maskedTaxId: maskTaxId(r.tax_id_last4, r.tax_id_kind),
    reportType: r.report_type,
    reportTypeLabel: REPORT_TYPES.find((t) => t.code === r.report_type)?.label ?? r.report_type,
    reportDate: r.report_date ?? new Date(r.completed_at!).toISOString().slice(0, 10),
    completedAt: new Date(r.completed_at!).toISOString(),
    totalLiabilityCents: Number(r.total_liability_cents),
    riskLevel: r.risk_level ?? 'LOW',
    findings: (r.categories ?? []).map((c) => CATEGORY_LABELS[c] ?? c),
    periods: r.periods ?? [],
    form8821Check: await formCheckOfReport(db, r.id),
  };
}

async function findCompleted(db: Database, lenderId: string, reportId: string): Promise<CompletedRow> {
  const r = await findCompletedReport(db, lenderId, reportId);
  if (!r || !r.completed_at) throw notFound('The report');
  return r;
}

/** One completed report of the selected lender, as its page and its PDF show it; any other id answers 404. */
export async function getReportView(db: Database, lenderId: string, reportId: string): Promise<ReportView> {
  return viewOf(db, await findCompleted(db, lenderId, reportId));
}

/** A period with what explains it (decision 279); a period typed by hand has no evidence, stage or dates. */
export type ExplainedPeriod = TaxPeriod & {
  evidence: ReportEvidenceLine[];
  stage: CollectionStage | null;
  actBy: ReportEvidence['periods'][number]['actBy'] | null;
  explanation: string;
  /** The facts an operator entered rather than the transcript gave. */
  entered: string[];
};

export type ExplainedReport = Omit<ReportView, 'periods'> & {
  periods: ExplainedPeriod[];
  /** Periods the IRS reported no data for ("Requested data not found"). */
  notReported: ReportEvidence['notReported'];
};

type StoredFacts = { facts: StoredPeriodFacts[]; notReported: { form: string | null; taxPeriod: string | null }[] };

/**
 * A completed report that explains itself (decision 279): each period with its evidence lines, collection
 * stage, the dates a lender acts on and one sentence in plain words. The transcript facts are read from their
 * sealed copy; a report completed by hand gets empty evidence and null stage and dates.
 */
export async function getExplainedReport(
  db: Database,
  piiKey: Buffer,
  lenderId: string,
  reportId: string,
): Promise<ExplainedReport> {
  const row = await findCompleted(db, lenderId, reportId);
  const view = await viewOf(db, row);
  const stored: StoredFacts = row.facts_sealed
    ? (JSON.parse(decryptPii(piiKey, row.facts_sealed)) as StoredFacts)
    : { facts: [], notReported: [] };
  const factsOf = (p: TaxPeriod) => stored.facts.find((f) => f.form === p.form && f.period === p.period) ?? null;
  return {
    ...view,
    periods: view.periods.map((p) => {
      const facts = factsOf(p);
      return {
        ...p,
        evidence: facts ? evidenceOfPeriod(p.form, p.period, facts.evidence) : [],
        stage: facts ? collectionStage(facts.stage) : null,
        actBy: facts ? facts.actBy : null,
        explanation: explainPeriod(p, facts, view.reportDate),
        entered: facts
          ? Object.entries(facts.sources)
              .filter(([, s]) => s === 'entered')
              .map(([fact]) => fact)
          : [],
      };
    }),
    notReported: stored.notReported.map(({ form, taxPeriod }) => ({ form, taxPeriod })),
  };
}

/** The reader's profile zone: the times a person reads are shown in it. */
export async function readerTimeZone(db: Database, userId: string): Promise<string> {
  const row = await findUserTimeZone(db, userId);
  return row?.time_zone ?? 'America/New_York';
}
