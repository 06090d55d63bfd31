import type { ReportEvidence } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { getExplainedReport } from './report-view.js';

/**
 * The lender's view of a report's evidence (decision 272): per period completed from transcripts, the lines in
 * words, the stage, the dates and the explanation (decision 279), never the files or other transcript lines.
 */
export async function getReportEvidence(
  db: Database,
  piiKey: Buffer,
  lenderId: string,
  reportId: string,
): Promise<ReportEvidence> {
  const report = await getExplainedReport(db, piiKey, lenderId, reportId);
  return {
    periods: report.periods.flatMap((p) =>
      p.stage && p.actBy
        ? [
            {
              form: p.form,
              period: p.period,
              stage: p.stage,
              actBy: p.actBy,
              explanation: p.explanation,
              lines: p.evidence.map((e) => e.summary),
              entered: p.entered,
            },
          ]
        : [],
    ),
    notReported: report.notReported,
  };
}
