import { createHash } from 'node:crypto';
import type { ClientTypeCode, TaxForm, TaxPeriod } from '@taxlens/contracts';
import { addDays, format, parseISO } from 'date-fns';
import { lastCompleteQuarter } from '../../domain/derive-report.js';

/**
 * What a test-mode report finds (decision 189). One of four outcomes, chosen by the client's id so
 * every run for the same client and day agrees, and so an integrator with a few test clients meets
 * each: a clean record, an open balance, a balance under an installment agreement with an old lien,
 * and a high-risk record (levy notice, recent lien, last quarter's payroll return missing).
 */
export const SYNTHETIC_OUTCOMES = ['CLEAN', 'BALANCE', 'AGREEMENT', 'HIGH_RISK'] as const;
export type SyntheticOutcome = (typeof SYNTHETIC_OUTCOMES)[number];

const INCOME_FORM: Record<ClientTypeCode, TaxForm> = {
  corp: '1120',
  llc: '1065',
  partners: '1065',
  nonprofit: '990',
  sole_prop: '1040',
  individual: '1040',
  estates_and_trusts: '1041',
};

/** The bytes everything synthetic is drawn from: a hash of the client's id. */
const seedOf = (clientId: string) => createHash('sha256').update(`taxlens-test-mode:${clientId}`).digest();

export function syntheticOutcome(clientId: string): SyntheticOutcome {
  return SYNTHETIC_OUTCOMES[seedOf(clientId)[0]! % SYNTHETIC_OUTCOMES.length]!;
}

export const shift = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');
/** A return filed when it usually is, or the day before the report when that is still to come. */
const filedBy = (usual: string, reportDate: string) => (usual < reportDate ? usual : shift(reportDate, -1));
const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];

function period(form: TaxForm, code: string, filedOn: string | null): TaxPeriod {
  return {
    form,
    period: code,
    filed: filedOn !== null,
    filedOn,
    balanceCents: 0,
    installmentAgreement: false,
    iaInDefault: false,
    lienFiledOn: null,
    levyNoticeOn: null,
  };
}

/** The quarter `back` quarters before `quarter` ('2026Q3', 1 -> '2026Q2'). */
function quarterBefore(quarter: string, back: number): string {
  const index = Number(quarter.slice(0, 4)) * 4 + Number(quarter.slice(5)) - 1 - back;
  return `${Math.floor(index / 4)}Q${(index % 4) + 1}`;
}

/**
 * A clean record as of `reportDate`: the last three income-tax years, each filed in April of the next year,
 * and for a business the last four payroll quarters, each filed within a month of its end.
 */
export function cleanPeriods(
  clientType: ClientTypeCode,
  reportDate: string,
): { income: TaxPeriod[]; payroll: TaxPeriod[] } {
  const year = Number(reportDate.slice(0, 4));
  const form = INCOME_FORM[clientType];
  const income = [3, 2, 1].map((back) =>
    period(form, String(year - back), filedBy(`${year - back + 1}-04-10`, reportDate)),
  );
  const quarters =
    clientType === 'individual' ? [] : [3, 2, 1, 0].map((back) => quarterBefore(lastCompleteQuarter(reportDate), back));
  const payroll = quarters.map((q) =>
    period('941', q, filedBy(shift(`${q.slice(0, 4)}-${QUARTER_ENDS[Number(q.slice(5)) - 1]}`, 25), reportDate)),
  );
  return { income, payroll };
}

/** The tax periods of a test-mode report for this client, as of `reportDate` (YYYY-MM-DD). */
export function syntheticPeriods(clientId: string, clientType: ClientTypeCode, reportDate: string): TaxPeriod[] {
  const seed = seedOf(clientId);
  const outcome = syntheticOutcome(clientId);
  const { income, payroll } = cleanPeriods(clientType, reportDate);
  const dollars = (byte: number, scale: number) => (seed[byte]! + 1) * scale * 100;
  const lastYear = income[2]!;
  const olderYear = income[1]!;

  switch (outcome) {
    case 'CLEAN':
      break;
    case 'BALANCE':
      lastYear.balanceCents = dollars(1, 97);
      break;
    case 'AGREEMENT':
      Object.assign(olderYear, {
        balanceCents: dollars(2, 211),
        installmentAgreement: true,
        lienFiledOn: shift(reportDate, -200 - (seed[3]! % 60)),
      });
      break;
    case 'HIGH_RISK': {
      Object.assign(lastYear, {
        balanceCents: dollars(4, 389),
        lienFiledOn: shift(reportDate, -10 - (seed[5]! % 20)),
        levyNoticeOn: shift(reportDate, -5),
      });
      const lastQuarter = payroll.at(-1);
      if (lastQuarter) Object.assign(lastQuarter, { filed: false, filedOn: null });
      break;
    }
  }
  return [...income, ...payroll];
}
