type DateInput = string | number | Date | null | undefined;

// Two fixed patterns need no date library: date-fns would add 6 KB to every page that shows a date.
const pad2 = (n: number) => String(n).padStart(2, '0');

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec 1 §9: dates read MM.dd.yyyy; an unknown date shows as empty. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${pad2(date.getMonth() + 1)}.${pad2(date.getDate())}.${date.getFullYear()}` : '';
}

/** Spec 1 §2: alert times use the pattern 'MM.dd H:mm a' exactly as specified (24-hour hour, then AM/PM). */
export function formatAlertTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const hours = date.getHours();
  return `${pad2(date.getMonth() + 1)}.${pad2(date.getDate())} ${hours}:${pad2(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money travels as integer cents (DESIGN.md); shown as en-US USD. */
export function formatUsdCents(cents: number): string {
  return usd.format(cents / 100);
}

/** A calendar date ('YYYY-MM-DD', no time zone) as MM.dd.yyyy, without shifting it through a Date. */
export function formatCalendarDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[2]}.${match[3]}.${match[1]}` : '';
}

/**
 * A moment as MM.dd.yyyy h:mm AM/PM in the user's time zone (their account's `timeZone`), with the
 * zone's short name so a due time is never misread; an unknown zone falls back to the browser's.
 */
export function formatDateTimeInZone(value: DateInput, timeZone: string | null | undefined): string {
  const part = partsInZone(value, timeZone);
  return part ? `${part.month}.${part.day}.${part.year} ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}` : '';
}

/** A moment's calendar day, MM.dd.yyyy, in the user's time zone (so it agrees with the times shown next to it). */
export function formatDateInZone(value: DateInput, timeZone: string | null | undefined): string {
  const part = partsInZone(value, timeZone);
  return part ? `${part.month}.${part.day}.${part.year}` : '';
}

function partsInZone(value: DateInput, timeZone: string | null | undefined): Record<string, string> | null {
  const date = toDate(value);
  if (!date) return null;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone || undefined });
  } catch {
    formatter = new Intl.DateTimeFormat('en-US', options);
  }
  return Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
}
