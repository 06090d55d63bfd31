import { TZDate } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE, MONTH_NAMES } from '@taxlens/contracts';

/**
 * Billing months are calendar months in Eastern time, the provider's business zone (docs/decisions/156):
 * an order placed at 8 PM ET on Jan 31 (01:00 UTC on Feb 1) is billed in January.
 */
export type BillingMonth = { year: number; month: number };

export function monthOf(d: Date): BillingMonth {
  const eastern = new TZDate(d.getTime(), BUSINESS_TIME_ZONE);
  return { year: eastern.getFullYear(), month: eastern.getMonth() + 1 };
}
export const previousMonth = (m: BillingMonth): BillingMonth =>
  m.month === 1 ? { year: m.year - 1, month: 12 } : { year: m.year, month: m.month - 1 };
export const nextMonth = (m: BillingMonth): BillingMonth =>
  m.month === 12 ? { year: m.year + 1, month: 1 } : { year: m.year, month: m.month + 1 };
/** The instant the month begins: midnight Eastern on its first day (05:00 or 04:00 UTC). */
export const monthStartOf = (m: BillingMonth) =>
  new Date(new TZDate(m.year, m.month - 1, 1, BUSINESS_TIME_ZONE).getTime());
export const monthEndOf = (m: BillingMonth) => monthStartOf(nextMonth(m));
/** period_month column value: the month's first day. */
export const periodKey = (m: BillingMonth) => `${m.year}-${String(m.month).padStart(2, '0')}-01`;
/** Spec 2 §3: 'Month Year'. */
export const monthLabel = (m: BillingMonth) => `${MONTH_NAMES[m.month - 1]} ${m.year}`;

export function monthOfPeriod(period: string | Date): BillingMonth {
  const text = period instanceof Date ? period.toISOString() : String(period);
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) };
}
