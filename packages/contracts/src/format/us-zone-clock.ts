// The wall clock of the US zones without Intl (issue 50, decision 339). A page load's first Intl
// formatter, of any kind, sets up the browser's locale data: 100-170 ms of main thread on a phone (4x
// slowed), a long task on every page that shows a date. The profile zones of nearly every lender are
// US zones, whose rules have been one since 2007: standard time plus an hour from the second Sunday of
// March at 2 AM to the first Sunday of November at 2 AM. Other zones and other years go through Intl;
// `us-zone-clock.test.ts` holds these rules to Intl's own answers, hour by hour around every change.

/** Minutes from UTC in standard time, its abbreviation, and daylight time's (none where there is none). */
type UsZone = { standard: number; abbreviations: readonly [string, string?] };

const EASTERN: UsZone = { standard: -300, abbreviations: ['EST', 'EDT'] };
const CENTRAL: UsZone = { standard: -360, abbreviations: ['CST', 'CDT'] };
const MOUNTAIN: UsZone = { standard: -420, abbreviations: ['MST', 'MDT'] };
const PACIFIC: UsZone = { standard: -480, abbreviations: ['PST', 'PDT'] };
const ALASKA: UsZone = { standard: -540, abbreviations: ['AKST', 'AKDT'] };

// A Map, not an object: a zone name sent by a caller ("constructor", "__proto__") finds nothing here.
const ZONES: ReadonlyMap<string, UsZone> = new Map<string, UsZone>([
  ['America/New_York', EASTERN],
  ['America/Detroit', EASTERN],
  ['America/Indiana/Indianapolis', EASTERN],
  ['America/Kentucky/Louisville', EASTERN],
  ['America/Chicago', CENTRAL],
  ['America/Denver', MOUNTAIN],
  ['America/Boise', MOUNTAIN],
  ['America/Los_Angeles', PACIFIC],
  ['America/Anchorage', ALASKA],
  ['America/Phoenix', { standard: -420, abbreviations: ['MST'] }],
  ['Pacific/Honolulu', { standard: -600, abbreviations: ['HST'] }],
  ['America/Puerto_Rico', { standard: -240, abbreviations: ['AST'] }],
  ['UTC', { standard: 0, abbreviations: ['UTC'] }],
]);

/** The span the rules are known to hold: from the 2007 rules to a horizon a change of law could move. */
const FROM = Date.UTC(2007, 0, 1);
const UNTIL = Date.UTC(2038, 0, 1);
const HOUR = 3_600_000;

/** The day of the month of a month's nth Sunday (month 0-based). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

function offsetAt(at: number, zone: UsZone): { offset: number; abbreviation: string } {
  const [standardName, daylightName] = zone.abbreviations;
  if (!daylightName) return { offset: zone.standard, abbreviation: standardName };
  const year = new Date(at).getUTCFullYear();
  const standardHours = zone.standard / 60;
  // 2 AM standard time in March, 2 AM daylight time (1 AM standard) in November, as instants.
  const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - standardHours * HOUR;
  const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 1) - standardHours * HOUR;
  return at >= starts && at < ends
    ? { offset: zone.standard + 60, abbreviation: daylightName }
    : { offset: zone.standard, abbreviation: standardName };
}

export type ClockParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod' | 'timeZoneName', string>;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * An instant's wall clock in a US zone as Intl's en-US parts give it (month and day of two digits, a
 * 12-hour clock, the zone's abbreviation), or null where these rules do not answer.
 */
export function usZoneClock(at: number, timeZone: string | null | undefined): ClockParts | null {
  const zone = timeZone ? ZONES.get(timeZone) : undefined;
  if (!zone || !(at >= FROM && at < UNTIL)) return null;
  const { offset, abbreviation } = offsetAt(at, zone);
  const wall = new Date(at + offset * 60_000);
  const hour = wall.getUTCHours();
  return {
    year: String(wall.getUTCFullYear()),
    month: pad2(wall.getUTCMonth() + 1),
    day: pad2(wall.getUTCDate()),
    hour: String(hour % 12 || 12),
    minute: pad2(wall.getUTCMinutes()),
    dayPeriod: hour < 12 ? 'AM' : 'PM',
    timeZoneName: abbreviation,
  };
}

/** Whether a zone's times are shown without Intl (a page that shows them then need not prepare it). */
export const hasUsZoneClock = (timeZone: string | null | undefined): boolean =>
  Boolean(timeZone && ZONES.has(timeZone));

/** The zones answered here (their test compares each with Intl). */
export const US_CLOCK_ZONES: readonly string[] = [...ZONES.keys()];
