import { TZDate } from '@date-fns/tz';
import { addMonths, startOfDay, subDays } from 'date-fns';

/** Midnight today in the user's time zone, as an instant ("New today" on the dashboard). */
export function startOfUserDay(now: Date, timeZone: string): Date {
  return new Date(startOfDay(new TZDate(now.getTime(), safeZone(timeZone))).getTime());
}

export const daysBefore = (now: Date, days: number): Date => subDays(now, days);

/**
 * The start of a "last N days" window, to the minute: the same for a whole minute, so a figure
 * over the window can be cached for that minute (decision 125), and the dashboard and the list its
 * link opens draw the same window.
 */
export function windowStartMinute(now: Date, days: number): Date {
  const from = subDays(now, days);
  return new Date(from.getTime() - (from.getTime() % 60_000));
}

/** A 'YYYY-MM' month in the user's time zone as [from, to) instants. */
export function monthRange(yearMonth: string, timeZone: string): { from: Date; to: Date } {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const start = new TZDate(year, month - 1, 1, safeZone(timeZone));
  return { from: new Date(start.getTime()), to: new Date(addMonths(start, 1).getTime()) };
}

/** Zones already checked: building a formatter to check one cost about 0.3 ms a dashboard call. */
const checkedZones = new Map<string, string>();
const MAX_CHECKED_ZONES = 1_000;

/**
 * A stored zone the runtime does not know falls back to UTC instead of failing the request. The user's own
 * zone (settings) comes with the caller (Principal.timeZone, decision 333); day and month boundaries are
 * drawn there.
 */
export function safeZone(timeZone: string): string {
  let zone = checkedZones.get(timeZone);
  if (zone === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      zone = timeZone;
    } catch {
      zone = 'UTC';
    }
    if (checkedZones.size < MAX_CHECKED_ZONES) checkedZones.set(timeZone, zone);
  }
  return zone;
}
