// Times a person reads, in their profile zone (`users.time_zone`) with the zone's abbreviation
// (docs/decisions/154). Intl, or the US zones' own rules (decision 339): a date library would add
// kilobytes to every page of the web app.

import { type ClockParts, usZoneClock } from './us-zone-clock.js';

export type DateInput = string | number | Date | null | undefined;

/** The provider's business zone: cut-offs, billing months and trend months are counted in it. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const pad2 = (n: number) => String(n).padStart(2, '0');

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** What Intl is asked for; a US zone's own rules give the same parts (decision 339, its test compares them). */
export const INTL_CLOCK_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
};

// An unknown or missing zone falls back to the runtime's own (the browser's, or the server's).
function formatterFor(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...INTL_CLOCK_OPTIONS, timeZone: timeZone || undefined });
    } catch {
      formatter = formatterFor(null);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

// The US zones' clock by their rules, without Intl (decision 339); other zones through Intl.
function partsInZone(value: DateInput, timeZone: string | null | undefined): ClockParts | null {
  const date = toDate(value);
  if (!date) return null;
  const ruled = usZoneClock(date.getTime(), timeZone);
  if (ruled) return ruled;
  return Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as ClockParts;
}

/** An instant in the reader's zone, with the zone's abbreviation: 11.25.2026 7:12 PM EST. */
export function formatInstant(value: DateInput, timeZone: string | null | undefined): string {
  const p = partsInZone(value, timeZone);
  return p ? `${p.month}.${p.day}.${p.year} ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}` : '';
}

/** Alert times (decision 154): MM.dd h:mm a plus the zone, 11.25 7:12 PM EST. */
export function formatAlertTime(value: DateInput, timeZone: string | null | undefined): string {
  const p = partsInZone(value, timeZone);
  return p ? `${p.month}.${p.day} ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}` : '';
}

/** An instant's calendar day in the reader's zone, MM.dd.yyyy, so it agrees with the times next to it. */
export function formatDateInZone(value: DateInput, timeZone: string | null | undefined): string {
  const p = partsInZone(value, timeZone);
  return p ? `${p.month}.${p.day}.${p.year}` : '';
}

/**
 * An instant's calendar day in the reader's zone as a date, 'YYYY-MM-DD': the server sends it where a
 * page shows only days, so the page needs no Intl formatter (building the first one is a long task on a
 * phone, decision 231) and shows it with displayDate.
 */
export function calendarDayInZone(value: DateInput, timeZone: string | null | undefined): string {
  const p = partsInZone(value, timeZone);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** An instant's calendar day, MM.dd.yyyy, in the runtime's zone (for values with no reader, e.g. publication dates). */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${pad2(date.getMonth() + 1)}.${pad2(date.getDate())}.${date.getFullYear()}` : '';
}

/** A calendar date 'YYYY-MM-DD' (no zone) as the portal shows dates, MM.dd.yyyy, never shifted through a Date. */
export function displayDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[2]}.${match[3]}.${match[1]}` : '';
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar month 'YYYY-MM' (trend months, counted in Eastern time) as people read it: Mar 2026. */
export function formatMonth(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})/.exec(value ?? '');
  return match ? `${SHORT_MONTHS[Number(match[2]) - 1]} ${match[1]}` : '';
}
