import { TZDate } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE, calendarDayInZone } from '@taxlens/contracts';

// The provider's business calendar is Eastern (decisions 060, 324): "today" for a rule, a form or a
// mail is the Eastern day. Its UTC day (toISOString().slice(0, 10)) is already tomorrow from 7 p.m.
// (8 p.m. in summer) to midnight Eastern.

/** The Eastern calendar day of an instant, 'YYYY-MM-DD'. */
export function businessDay(at: Date): string {
  return calendarDayInZone(at, BUSINESS_TIME_ZONE);
}

/** The instant a business day begins: midnight Eastern (05:00 or 04:00 UTC). */
export function businessDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, BUSINESS_TIME_ZONE).getTime());
}
