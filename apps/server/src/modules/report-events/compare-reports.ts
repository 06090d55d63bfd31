import type { AlertType, RiskLevel, TaxPeriod } from '@taxlens/contracts';
import { displayDate, formatUsd } from '@taxlens/contracts';

export type ComparedReport = { periods: TaxPeriod[]; totalLiabilityCents: number; riskLevel: RiskLevel | null };
export type RaisedAlert = { type: Extract<AlertType, 'HIGH_RISK' | 'LENDER_ALERT'>; title: string; body: string };

const periodKey = (p: TaxPeriod) => `${p.form} ${p.period}`;

/** Periods whose date field is set now and was not (or was another date) in the previous report. */
function newlySet(previous: TaxPeriod[], current: TaxPeriod[], field: 'lienFiledOn' | 'levyNoticeOn'): TaxPeriod[] {
  const before = new Map(previous.map((p) => [periodKey(p), p[field]]));
  return current.filter((p) => p[field] && before.get(periodKey(p)) !== p[field]);
}

/**
 * What changed for the worse since the client's previous completed report: a new lien, a new levy
 * notice and a rise in total liability raise LENDER_ALERT; a risk that becomes HIGH raises HIGH_RISK.
 */
export function compareReports(businessName: string, previous: ComparedReport, current: ComparedReport): RaisedAlert[] {
  const alerts: RaisedAlert[] = [];
  for (const p of newlySet(previous.periods, current.periods, 'lienFiledOn')) {
    alerts.push({
      type: 'LENDER_ALERT',
      title: `New tax lien: ${businessName}`,
      body: `A federal tax lien was filed on ${displayDate(p.lienFiledOn!)} for form ${p.form}, period ${p.period} (balance ${formatUsd(p.balanceCents)}).`,
    });
  }
  for (const p of newlySet(previous.periods, current.periods, 'levyNoticeOn')) {
    alerts.push({
      type: 'LENDER_ALERT',
      title: `New levy notice: ${businessName}`,
      body: `The IRS issued a levy notice on ${displayDate(p.levyNoticeOn!)} for form ${p.form}, period ${p.period}.`,
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
