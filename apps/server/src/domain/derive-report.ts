import { format, parseISO, subDays } from 'date-fns';
import { CATEGORY_CODES, type CategoryCode, isIncomeTaxForm, type RiskLevel, type TaxPeriod } from '@taxlens/contracts';

export type DerivedReport = {
  totalLiabilityCents: number;
  categories: CategoryCode[];
  riskLevel: RiskLevel;
};

const RECENT_LIEN_DAYS = 45;
const LIABILITY_YEARS = 4;

type PeriodCode = { year: number; quarter: number | null };

export function parsePeriodCode(period: string): PeriodCode {
  const match = /^(\d{4})(?:Q([1-4]))?$/.exec(period);
  if (!match) throw new Error(`Invalid tax period ${period}`);
  return { year: Number(match[1]), quarter: match[2] ? Number(match[2]) : null };
}

/** The last day of a period as 'YYYY-MM-DD': Dec 31 for a year, the quarter's last day otherwise. */
function periodEnd({ year, quarter }: PeriodCode): string {
  if (quarter === null) return `${year}-12-31`;
  return ['03-31', '06-30', '09-30', '12-31'].map((d) => `${year}-${d}`)[quarter - 1]!;
}

/** The last quarter that ended before the report date, as '2024Q3'. */
export function lastCompleteQuarter(reportDate: string): string {
  const year = Number(reportDate.slice(0, 4));
  const month = Number(reportDate.slice(5, 7));
  const current = Math.ceil(month / 3);
  return current === 1 ? `${year - 1}Q4` : `${year}Q${current - 1}`;
}

// ISO calendar dates compare correctly as strings, which keeps this free of time zones.
function onOrBefore(date: string | null, reportDate: string): date is string {
  return date !== null && date <= reportDate;
}

function unfiledIncomeTax(periods: readonly TaxPeriod[], year: number): boolean {
  // A year the report does not list is unknown (the 8821 may not cover it), not unfiled.
  const returns = periods.filter((p) => isIncomeTaxForm(p.form) && parsePeriodCode(p.period).year === year);
  return returns.length > 0 && returns.every((p) => !p.filed);
}

function unfiled941(periods: readonly TaxPeriod[], quarter: string): boolean {
  const returns = periods.filter((p) => p.form === '941' && p.period === quarter);
  return returns.length > 0 && returns.every((p) => !p.filed);
}

/**
 * A balance the IRS assessed while an installment agreement runs breaks the agreement: a balance
 * without an agreement on a period that ends after the latest period the agreement covers.
 */
function newBalanceDuringAgreement(periods: readonly TaxPeriod[]): boolean {
  const agreementEnds = periods.filter((p) => p.installmentAgreement).map((p) => periodEnd(parsePeriodCode(p.period)));
  if (agreementEnds.length === 0) return false;
  const latestCovered = agreementEnds.sort().at(-1)!;
  return periods.some(
    (p) => p.balanceCents > 0 && !p.installmentAgreement && periodEnd(parsePeriodCode(p.period)) > latestCovered,
  );
}

/**
 * DESIGN.md "Report data": the figures stored with a completed report, as of its report date
 * ('YYYY-MM-DD'). Liens and levies dated after the report date are not yet known to it.
 */
export function deriveReport(periods: readonly TaxPeriod[], reportDate: string): DerivedReport {
  const reportYear = Number(reportDate.slice(0, 4));
  const recentLienFrom = format(subDays(parseISO(reportDate), RECENT_LIEN_DAYS), 'yyyy-MM-dd');
  const owing = periods.filter((p) => p.balanceCents > 0);
  const hasLien = (p: TaxPeriod) => onOrBefore(p.lienFiledOn, reportDate);

  const holds: Record<CategoryCode, boolean> = {
    WITH_LIABILITIES: owing.length > 0,
    WITH_LIABILITIES_LAST_FOUR_YEARS: owing.some((p) => parsePeriodCode(p.period).year >= reportYear - LIABILITY_YEARS),
    WITH_OUT_IA: owing.some((p) => !p.installmentAgreement),
    WITH_POTENTIAL_DEFAULT:
      periods.some((p) => p.installmentAgreement && p.iaInDefault) || newBalanceDuringAgreement(periods),
    WITH_LIENS: periods.some(hasLien),
    WITH_LIENS_LAST_45_DAYS: periods.some((p) => hasLien(p) && (p.lienFiledOn ?? '') >= recentLienFrom),
    WITH_LEVY: periods.some((p) => onOrBefore(p.levyNoticeOn, reportDate)),
    WITH_HIDDEN_LIABILITIES: owing.some((p) => !hasLien(p)),
    WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD: unfiledIncomeTax(periods, reportYear - 1),
    WITH_UN_FILED_INCOME_TAX_PREVIOUS_PERIOD: unfiledIncomeTax(periods, reportYear - 2),
    WITH_UN_FILED_INCOME_TAX_TWO_PERIODS_AGO: unfiledIncomeTax(periods, reportYear - 3),
    WITH_UN_FILED_941_LAST_QUARTER: unfiled941(periods, lastCompleteQuarter(reportDate)),
  };
  const categories = CATEGORY_CODES.filter((code) => holds[code]);
  return {
    totalLiabilityCents: owing.reduce((sum, p) => sum + p.balanceCents, 0),
    categories,
    riskLevel: assessRisk(holds),
  };
}

function assessRisk(holds: Record<CategoryCode, boolean>): RiskLevel {
  if (holds.WITH_LEVY || holds.WITH_LIENS_LAST_45_DAYS || holds.WITH_POTENTIAL_DEFAULT) return 'HIGH';
  if (holds.WITH_OUT_IA) return 'MEDIUM';
  return 'LOW';
}
