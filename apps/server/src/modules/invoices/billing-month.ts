import { MONTH_NAMES } from '@taxlens/contracts';

/** Billing months are calendar months in UTC (an order placed at 23:30 UTC on the 31st is billed that month). */
export type BillingMonth = { year: number; month: number };

export const monthOf = (d: Date): BillingMonth => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 });
export const previousMonth = (m: BillingMonth): BillingMonth => (m.month === 1 ? { year: m.year - 1, month: 12 } : { year: m.year, month: m.month - 1 });
export const monthStartOf = (m: BillingMonth) => new Date(Date.UTC(m.year, m.month - 1, 1));
export const monthEndOf = (m: BillingMonth) => new Date(Date.UTC(m.year, m.month, 1));
/** period_month column value: the month's first day. */
export const periodKey = (m: BillingMonth) => `${m.year}-${String(m.month).padStart(2, '0')}-01`;
/** Spec 2 §3: 'Month Year'. */
export const monthLabel = (m: BillingMonth) => `${MONTH_NAMES[m.month - 1]} ${m.year}`;

export function monthOfPeriod(period: string | Date): BillingMonth {
  const text = period instanceof Date ? period.toISOString() : String(period);
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) };
}
