import { completeReportSchema, type TaxPeriod } from '@taxlens/contracts';

/** One row of the Complete form, as typed (money in dollars, dates as YYYY-MM-DD or empty). */
export type PeriodRow = {
  form: TaxPeriod['form'];
  period: string;
  filed: boolean;
  filedOn: string;
  balance: string;
  installmentAgreement: boolean;
  iaInDefault: boolean;
  lienFiledOn: string;
  levyNoticeOn: string;
};

export const emptyRow = (): PeriodRow => ({
  form: '1120',
  period: String(new Date().getFullYear() - 1),
  filed: true,
  filedOn: '',
  balance: '0',
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn: '',
  levyNoticeOn: '',
});

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

function toCents(balance: string): number {
  const cleaned = balance.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
}

export function rowToPeriod(r: PeriodRow): TaxPeriod {
  return {
    form: r.form,
    period: r.period.trim(),
    filed: r.filed,
    filedOn: r.filed ? orNull(r.filedOn) : null,
    balanceCents: toCents(r.balance),
    installmentAgreement: r.installmentAgreement,
    iaInDefault: r.installmentAgreement && r.iaInDefault,
    lienFiledOn: orNull(r.lienFiledOn),
    levyNoticeOn: orNull(r.levyNoticeOn),
  };
}

export function periodToRow(p: TaxPeriod): PeriodRow {
  return {
    form: p.form,
    period: p.period,
    filed: p.filed,
    filedOn: p.filedOn ?? '',
    balance: (p.balanceCents / 100).toFixed(2),
    installmentAgreement: p.installmentAgreement,
    iaInDefault: p.iaInDefault,
    lienFiledOn: p.lienFiledOn ?? '',
    levyNoticeOn: p.levyNoticeOn ?? '',
  };
}

/** The same schema as the server: the rows' periods, or the messages naming row and field. */
export function checkPeriods(periods: unknown): { ok: true; periods: TaxPeriod[] } | { ok: false; errors: string[] } {
  const result = completeReportSchema.safeParse({ periods });
  if (result.success) return { ok: true, periods: result.data.periods };
  return {
    ok: false,
    errors: result.error.issues.map((i) => {
      const [, row, field] = i.path;
      return typeof row === 'number' ? `Row ${row + 1}${field ? ` (${String(field)})` : ''}: ${i.message}` : i.message;
    }),
  };
}

/** An uploaded JSON file: an array of periods, or `{ periods: [...] }`. */
export function parsePeriodsJson(text: string): ReturnType<typeof checkPeriods> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, errors: ['The file is not valid JSON.'] };
  }
  const periods = Array.isArray(data) ? data : (data as { periods?: unknown })?.periods;
  return checkPeriods(periods);
}
