import type { ClientTypeCode, ReportTypeCode, TaxForm } from '../domain.js';

// What a portal-prefilled Form 8821 authorizes (line 3), from the product ordered, the client's type
// and whether the lender monitors the client (docs/decisions/193). The same table gives the form's
// covered periods, stored like those operations records for an uploaded form (clients.authorization_periods).

/** Line 3 column (a), in the words the form's instructions use. */
export type TaxInformationType = 'Income' | 'Employment';

/** One row of line 3: (a) type of tax information, (b) form numbers, (c) years or periods, (d) specific matters. */
export type TaxMatterLine = {
  type: TaxInformationType;
  forms: TaxForm[];
  /** Column (c) as printed: '2022 through 2028', or quarter ends '03/31/2022 through 09/30/2029'. */
  periods: string;
  /** The same periods as codes ('2024', '2025Q2'): yearly forms in years, the 941 in quarters. */
  periodCodes: string[];
  /** Column (d); blank on the portal's forms (no civil penalty or other specific matter is asked for). */
  specificMatters: string;
};

export type FormCoverageInput = {
  reportType: ReportTypeCode;
  clientType: ClientTypeCode;
  /** The lender monitors the client (its monitor type is not None): the form reaches into future periods. */
  monitored: boolean;
  /** The day the form is prepared ('YYYY-MM-DD'); the IRS counts future periods from when it receives the form. */
  today: string;
};

export type FormCoverage = {
  lines: TaxMatterLine[];
  /** Every period code of every line, sorted by end and without repeats: the form's covered periods. */
  coveredPeriods: string[];
};

/** The income tax return each client type files. An LLC may be taxed as a partnership or a corporation. */
export const INCOME_FORMS_BY_CLIENT_TYPE: Record<ClientTypeCode, TaxForm[]> = {
  corp: ['1120', '1120S'],
  llc: ['1065', '1120', '1120S'],
  partners: ['1065'],
  nonprofit: ['990'],
  sole_prop: ['1040'],
  individual: ['1040'],
  estates_and_trusts: ['1041'],
};

/** Client types that may have employees, so payroll returns (941 quarterly, 940 yearly) are asked for. */
const EMPLOYERS: readonly ClientTypeCode[] = ['corp', 'llc', 'partners', 'nonprofit', 'sole_prop'];

/** Income-only products: they look at filed returns, not payroll deposits. */
const INCOME_ONLY: readonly ReportTypeCode[] = ['TG_4506', 'INCOME_VERIFICATION'];

/** Tax years before the current one that a product reads: full reports look back four years. */
export const LOOKBACK_YEARS: Record<ReportTypeCode, number> = {
  TAXLENS: 4,
  STANDARD: 4,
  GUARDIAN: 4,
  TAXLENS_LITE: 3,
  BASIC: 3,
  TG_4506: 3,
  INCOME_VERIFICATION: 3,
};

/** The IRS records future periods only when they end within 3 years of the day it receives the form. */
export const FUTURE_LIMIT_YEARS = 3;

const QUARTER_END = ['03-31', '06-30', '09-30', '12-31'] as const;
const QUARTER_END_PRINTED = ['03/31', '06/30', '09/30', '12/31'] as const;

type Range = { firstYear: number; lastYear: number; lastQuarter: { year: number; quarter: number } };

/** The first and last period a form prepared today should name. */
function periodRange(input: FormCoverageInput): Range {
  const year = Number(input.today.slice(0, 4));
  const firstYear = year - LOOKBACK_YEARS[input.reportType];
  if (!input.monitored) return { firstYear, lastYear: year, lastQuarter: { year, quarter: 4 } };
  // The last period that ends no later than three years after today.
  const limit = `${year + FUTURE_LIMIT_YEARS}${input.today.slice(4)}`;
  const lastYear =
    `${year + FUTURE_LIMIT_YEARS}-12-31` <= limit ? year + FUTURE_LIMIT_YEARS : year + FUTURE_LIMIT_YEARS - 1;
  let lastQuarter = { year: year + FUTURE_LIMIT_YEARS, quarter: 4 };
  while (`${lastQuarter.year}-${QUARTER_END[lastQuarter.quarter - 1]}` > limit) {
    lastQuarter =
      lastQuarter.quarter === 1
        ? { year: lastQuarter.year - 1, quarter: 4 }
        : { year: lastQuarter.year, quarter: lastQuarter.quarter - 1 };
  }
  return { firstYear, lastYear, lastQuarter };
}

function yearCodes(first: number, last: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
}

function quarterCodes(firstYear: number, last: { year: number; quarter: number }): string[] {
  const codes: string[] = [];
  for (let y = firstYear; y <= last.year; y++) {
    for (let q = 1; q <= (y === last.year ? last.quarter : 4); q++) codes.push(`${y}Q${q}`);
  }
  return codes;
}

const printedYears = (first: number, last: number) => (first === last ? String(first) : `${first} through ${last}`);
const printedQuarterEnd = (year: number, quarter: number) => `${QUARTER_END_PRINTED[quarter - 1]}/${year}`;

function periodEnd(code: string): string {
  const year = code.slice(0, 4);
  return code.length === 4 ? `${year}-12-31` : `${year}-${QUARTER_END[Number(code.slice(5)) - 1]}`;
}

/** Line 3 of the form the portal prefills, and the covered periods it records. */
export function formCoverage(input: FormCoverageInput): FormCoverage {
  const range = periodRange(input);
  const years = yearCodes(range.firstYear, range.lastYear);
  const lines: TaxMatterLine[] = [
    {
      type: 'Income',
      forms: INCOME_FORMS_BY_CLIENT_TYPE[input.clientType],
      periods: printedYears(range.firstYear, range.lastYear),
      periodCodes: years,
      specificMatters: '',
    },
  ];
  if (EMPLOYERS.includes(input.clientType) && !INCOME_ONLY.includes(input.reportType)) {
    lines.push(
      {
        type: 'Employment',
        forms: ['941'],
        periods: `${printedQuarterEnd(range.firstYear, 1)} through ${printedQuarterEnd(range.lastQuarter.year, range.lastQuarter.quarter)}`,
        periodCodes: quarterCodes(range.firstYear, range.lastQuarter),
        specificMatters: '',
      },
      {
        type: 'Employment',
        forms: ['940'],
        periods: printedYears(range.firstYear, range.lastYear),
        periodCodes: years,
        specificMatters: '',
      },
    );
  }
  const all = [...new Set(lines.flatMap((l) => l.periodCodes))];
  const coveredPeriods = all.sort((a, b) => periodEnd(a).localeCompare(periodEnd(b)) || a.localeCompare(b));
  return { lines, coveredPeriods };
}
