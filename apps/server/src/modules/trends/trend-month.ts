import {
  type BillingMonth,
  monthEndOf,
  monthOf,
  monthStartOf,
  nextMonth,
  periodKey,
  previousMonth,
} from '../invoices/index.js';
import { businessDay } from '../../domain/business-day.js';

/**
 * Trend months are the billing months (calendar months in Eastern time, decision 156): a month's
 * figures are as of its end, the current month's as of now.
 */
export type TrendMonth = BillingMonth;
export { monthOf, nextMonth, previousMonth, periodKey };

/** 'YYYY-MM' */
export const monthText = (m: TrendMonth) => periodKey(m).slice(0, 7);
export const parseMonthText = (text: string): TrendMonth => ({
  year: Number(text.slice(0, 4)),
  month: Number(text.slice(5, 7)),
});
export const compareMonths = (a: TrendMonth, b: TrendMonth) => a.year * 12 + a.month - (b.year * 12 + b.month);

/** The instant a month's figures are taken at: its end, or now while it runs. */
export function asOfInstant(m: TrendMonth, now: Date): { start: Date; asOf: Date; closed: boolean } {
  const end = monthEndOf(m);
  return { start: monthStartOf(m), asOf: end <= now ? end : now, closed: end <= now };
}

/** The days the derivation and "new lien or levy" are counted over: the month's first day to its last (or today). */
export function monthDays(m: TrendMonth, asOf: Date): { first: string; last: string } {
  return { first: periodKey(m), last: businessDay(new Date(asOf.getTime() - 1)) };
}

/** From `from` to `to`, both included. */
export function monthsBetween(from: TrendMonth, to: TrendMonth): TrendMonth[] {
  const months: TrendMonth[] = [];
  for (let m = from; compareMonths(m, to) <= 0; m = nextMonth(m)) months.push(m);
  return months;
}

export function monthsBack(to: TrendMonth, count: number): TrendMonth {
  let m = to;
  for (let i = 1; i < count; i++) m = previousMonth(m);
  return m;
}

export const monthStartOfTrend = (m: TrendMonth) => monthStartOf(m);
/** The end of a month's figures: the month's end, or now while it runs. */
export const monthEndOfTrend = (m: TrendMonth, now: Date) => asOfInstant(m, now).asOf;
