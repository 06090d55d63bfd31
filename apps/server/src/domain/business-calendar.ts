// US federal business days, for order due times (spec 2 §4 delivery options). Dates are
// 'YYYY-MM-DD' calendar days; the holiday rules are those of 5 U.S.C. 6103, with a Saturday holiday
// observed on the Friday before and a Sunday holiday on the Monday after.

const DAY_MS = 86_400_000;

function isoOf(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

function weekday(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

export function addCalendarDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The n-th given weekday (0 = Sunday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, monthIndex: number, day: number, n: number): string {
  if (n > 0) {
    const first = weekday(isoOf(year, monthIndex, 1));
    return isoOf(year, monthIndex, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
  }
  const last = isoOf(year, monthIndex + 1, 0);
  return addCalendarDays(last, -((weekday(last) - day + 7) % 7));
}

function observed(iso: string): string {
  const day = weekday(iso);
  if (day === 6) return addCalendarDays(iso, -1);
  if (day === 0) return addCalendarDays(iso, 1);
  return iso;
}

const holidayCache = new Map<number, Set<string>>();

/** The observed federal holidays of a year (the next year's New Year's Day may fall on Dec 31). */
export function federalHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days = new Set([
    observed(isoOf(year, 0, 1)),
    nthWeekday(year, 0, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    nthWeekday(year, 4, 1, -1), // Memorial Day
    observed(isoOf(year, 5, 19)), // Juneteenth
    observed(isoOf(year, 6, 4)),
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day
    observed(isoOf(year, 10, 11)), // Veterans Day
    nthWeekday(year, 10, 4, 4), // Thanksgiving Day
    observed(isoOf(year, 11, 25)),
  ]);
  const nextNewYear = observed(isoOf(year + 1, 0, 1));
  if (nextNewYear.startsWith(String(year))) days.add(nextNewYear);
  holidayCache.set(year, days);
  return days;
}

export function isBusinessDay(iso: string): boolean {
  const day = weekday(iso);
  return day !== 0 && day !== 6 && !federalHolidays(Number(iso.slice(0, 4))).has(iso);
}

/** The business day `count` business days after `iso` (count >= 1). */
export function addBusinessDays(iso: string, count: number): string {
  let day = iso;
  for (let left = count; left > 0;) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}
