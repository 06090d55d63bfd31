import { MONTH_NAMES } from '@taxlens/contracts';

/**
 * The calendar month in America/New_York, the zone the server bills and lists by (decisions 156 and 324),
 * worked out here with Intl rather than the server's own helpers: from 00:00 to 05:00 UTC on the 1st it is
 * still the month before, and a test that took the month in UTC failed then.
 */
export function easternMonth(at = new Date()) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(at);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  return { year, month, name: MONTH_NAMES[month - 1]!, yearMonth: `${year}-${String(month).padStart(2, '0')}` };
}
