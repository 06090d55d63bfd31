import type { AlertType, RiskLevel, TaxPeriod } from '@taxlens/contracts';
import { displayDate, formatUsd } from '@taxlens/contracts';

export type ComparedReport = { periods: TaxPeriod[]; totalLiabilityCents: number; riskLevel: RiskLevel | null };
export type RaisedAlert = { type: Extract<AlertType, 'HIGH_RISK' | 'LENDER_ALERT'>; title: string; body: string };

/** The transcript line a fact was read from: its transaction code, explanation as printed, and date. */
export type TranscriptLine = { code: string | null; explanation: string; date: string | null };
/**
 * The lines behind the current report's dated facts, per period (`"941 2025Q4"`), when it was completed from
 * transcripts (docs/decisions/281); a report entered by hand has none.
 */
export type ReportLines = Record<string, Partial<Record<'lienFiledOn' | 'levyNoticeOn', TranscriptLine[]>>>;

const periodKey = (p: TaxPeriod) => `${p.form} ${p.period}`;

/** Periods whose date field is set now and was not (or was another date) in the previous report. */
function newlySet(previous: TaxPeriod[], current: TaxPeriod[], field: 'lienFiledOn' | 'levyNoticeOn'): TaxPeriod[] {
  const before = new Map(previous.map((p) => [periodKey(p), p[field]]));
  return current.filter((p) => p[field] && before.get(periodKey(p)) !== p[field]);
}

/** "TC 582 Lien placed on assets due to balance owed 06.20.2026, Form 941, 2025Q4": the line a new fact came from. */
function lineOf(lines: ReportLines | undefined, p: TaxPeriod, field: 'lienFiledOn' | 'levyNoticeOn'): string {
  const found = lines?.[periodKey(p)]?.[field] ?? [];
  // The line whose date is the fact's (a period may show older liens too); else the last one.
  const line = found.find((l) => l.date === p[field]) ?? found.at(-1);
  if (!line) return '';
  const head = [line.code ? `TC ${line.code}` : null, line.explanation, displayDate(line.date)].filter(Boolean);
  return ` Transcript line: ${head.join(' ')}, Form ${p.form}, ${p.period}.`;
}

/**
 * What changed for the worse since the client's previous completed report: a new lien, a new levy
 * notice and a rise in total liability raise LENDER_ALERT; a risk that becomes HIGH raises HIGH_RISK.
 */
export function compareReports(
  businessName: string,
  previous: ComparedReport,
  current: ComparedReport,
  lines?: ReportLines,
): RaisedAlert[] {
  const alerts: RaisedAlert[] = [];
  for (const p of newlySet(previous.periods, current.periods, 'lienFiledOn')) {
    alerts.push({
      type: 'LENDER_ALERT',
      title: `New tax lien: ${businessName}`,
      body: `A federal tax lien was filed on ${displayDate(p.lienFiledOn!)} for form ${p.form}, period ${p.period} (balance ${formatUsd(p.balanceCents)}).${lineOf(lines, p, 'lienFiledOn')}`,
    });
  }
  for (const p of newlySet(previous.periods, current.periods, 'levyNoticeOn')) {
    alerts.push({
      type: 'LENDER_ALERT',
      title: `New levy notice: ${businessName}`,
      body: `The IRS issued a levy notice on ${displayDate(p.levyNoticeOn!)} for form ${p.form}, period ${p.period}.${lineOf(lines, p, 'levyNoticeOn')}`,
    });
  }
  if (current.totalLiabilityCents > previous.totalLiabilityCents) {
    alerts.push({
      type: 'LENDER_ALERT',
      title: `Liability increased: ${businessName}`,
      body: `Total tax liability rose from ${formatUsd(previous.totalLiabilityCents)} to ${formatUsd(current.totalLiabilityCents)}.`,
    });
  }
  if (current.riskLevel === 'HIGH' && previous.riskLevel !== 'HIGH') {
    alerts.push({
      type: 'HIGH_RISK',
      title: `High risk: ${businessName}`,
      body: `The risk level changed from ${previous.riskLevel ?? 'not rated'} to HIGH.`,
    });
  }
  return alerts;
}
