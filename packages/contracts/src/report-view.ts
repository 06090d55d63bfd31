import { z } from 'zod';
import { formCheckStateSchema } from './form-check.js';
import { taxPeriodSchema } from './reports.js';

/** GET /reports/{reportId}: one completed report as its own page and its PDF show it (docs/decisions/166). */
export const reportViewSchema = z.object({
  id: z.string(),
  lenderName: z.string(),
  clientId: z.string(),
  businessName: z.string(),
  /** Last four digits only, in the shape of the tax id's kind. */
  maskedTaxId: z.string(),
  reportType: z.string(),
  reportTypeLabel: z.string(),
  /** The report's calendar date, YYYY-MM-DD. */
  reportDate: z.string(),
  completedAt: z.string(),
  totalLiabilityCents: z.number().int(),
  riskLevel: z.string(),
  /** The findings' labels (categories of the report); empty when there are none. */
  findings: z.array(z.string()),
  periods: z.array(taxPeriodSchema),
  /** The check of the report's Form 8821 (decisions 274, 289); null when it was never checked ("Not checked"). */
  form8821Check: formCheckStateSchema.nullable(),
});
export type ReportView = z.infer<typeof reportViewSchema>;

/** The periods a report covers, in order and each once: "2022, 2023, 2024Q1". */
export function describeCoveredPeriods(periods: readonly { period: string }[]): string {
  const codes = [...new Set(periods.map((p) => p.period))].sort();
  return codes.length ? codes.join(', ') : 'None';
}

/**
 * The facts heading a report, in the order the page and the PDF show them; each side formats the
 * calendar date its way and adds its own time line (the page: completed; the PDF: generated).
 */
export function describeReportFacts(
  report: ReportView,
  formatDate: (iso: string) => string,
  time: [label: string, value: string],
): [string, string][] {
  return [
    ['Lender', report.lenderName],
    ['Client', `${report.businessName} (${report.maskedTaxId})`],
    ['Report type', report.reportTypeLabel],
    ['Report date', formatDate(report.reportDate)],
    ['Periods covered', describeCoveredPeriods(report.periods)],
    time,
  ];
}
