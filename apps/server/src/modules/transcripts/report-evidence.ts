import type { ReportEvidence, TranscriptEvidence } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../platform/errors.js';
import { decryptPii } from '../../platform/pii.js';
import { evidenceLines } from './evidence-lines.js';
import * as repo from './repo.js';

type StoredFacts = {
  facts: {
    form: string;
    period: string;
    sources: Record<string, 'derived' | 'entered'>;
    stage: ReportEvidence['periods'][number]['stage'];
    actBy: ReportEvidence['periods'][number]['actBy'];
    evidence: Record<string, TranscriptEvidence[]>;
  }[];
  notReported: { form: string | null; taxPeriod: string | null }[];
};

/** The lender's view of a report's evidence: sentences, never the files or other transcript lines. */
export async function getReportEvidence(ctx: AppContext, lenderId: string, reportId: string): Promise<ReportEvidence> {
  const row = await repo.findLenderReportFacts(ctx.db, lenderId, reportId);
  if (!row) throw notFound('The report');
  if (!row.facts_sealed) return { periods: [], notReported: [] };
  const stored = JSON.parse(decryptPii(ctx.config.piiKey, row.facts_sealed)) as StoredFacts;
  return {
    periods: stored.facts.map((f) => ({
      form: f.form,
      period: f.period,
      stage: f.stage,
      actBy: f.actBy,
      lines: evidenceLines(f.form, f.period, f.evidence),
      entered: Object.entries(f.sources)
        .filter(([, s]) => s === 'entered')
        .map(([fact]) => fact),
    })),
    notReported: stored.notReported.map(({ form, taxPeriod }) => ({ form, taxPeriod })),
  };
}
