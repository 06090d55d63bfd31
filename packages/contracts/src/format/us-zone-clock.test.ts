import { describe, expect, it } from 'vitest';
import { INTL_CLOCK_OPTIONS } from './time.js';
import { hasUsZoneClock, US_CLOCK_ZONES, usZoneClock } from './us-zone-clock.js';

const HOUR = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) =>
  formatters.get(timeZone) ??
  formatters.set(timeZone, new Intl.DateTimeFormat('en-US', { ...INTL_CLOCK_OPTIONS, timeZone })).get(timeZone)!;

/** Intl's own parts, as time.ts asks for them in other zones. */
function intlClock(at: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  delete parts.literal;
  return parts;
}

/** The start of every day in which a zone's clock changes, 2007-2037, by Intl. */
function changesOf(timeZone: string): number[] {
  const offset = (at: number) => {
    const clock = intlClock(at, timeZone);
    return `${clock.hour} ${clock.timeZoneName}`;
  };
  const changes: number[] = [];
  let today = offset(Date.UTC(2007, 0, 1));
  for (let at = Date.UTC(2007, 0, 1); at < Date.UTC(2038, 0, 1) - HOUR * 24; at += HOUR * 24) {
    // A day whose clock moved by other than a day's 24 hours holds a change.
    const tomorrow = offset(at + HOUR * 24);
    if (today !== tomorrow) changes.push(at);
    today = tomorrow;
  }
  return changes;
}

/** A clock's parts as one comparable string, whatever the order of its keys. */
const key = (clock: object | null) => JSON.stringify(clock && Object.entries(clock).sort());

describe('usZoneClock', () => {
  // One test per zone: each does a few thousand comparisons, and the whole set in one test outran the default
  // timeout on a busy CI machine.
  it.each([...US_CLOCK_ZONES])(
    'gives Intl’s answer every quarter of an hour on the day of every change from 2007 to 2037 in %s',
    (zone) => {
      const days = changesOf(zone);
      expect(days.length).toBe(
        ['America/Phoenix', 'Pacific/Honolulu', 'America/Puerto_Rico', 'UTC'].includes(zone) ? 0 : 62,
      );
      const differences: string[] = [];
      for (const day of days) {
        for (let at = day; at <= day + HOUR * 24; at += HOUR / 4) {
          const ours = key(usZoneClock(at, zone));
          const intl = key(intlClock(at, zone));
          if (ours !== intl) differences.push(`${new Date(at).toISOString()}: ${ours} against Intl's ${intl}`);
        }
      }
      expect(differences).toEqual([]);
    },
  );

  it('gives Intl’s answer at instants spread over the years it answers for', () => {
    let seed = 339;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5_000; i += 1) {
      const at = Math.floor(Date.UTC(2007, 0, 1) + next() * (Date.UTC(2038, 0, 1) - Date.UTC(2007, 0, 1)));
      const zone = US_CLOCK_ZONES[i % US_CLOCK_ZONES.length]!;
      expect(usZoneClock(at, zone), `${zone} ${new Date(at).toISOString()}`).toEqual(intlClock(at, zone));
    }
  });

  it('leaves other zones and years to Intl', () => {
    expect(usZoneClock(Date.UTC(2026, 5, 1), 'Europe/Berlin')).toBeNull();
    expect(usZoneClock(Date.UTC(2026, 5, 1), null)).toBeNull();
    expect(usZoneClock(Date.UTC(2026, 5, 1), '')).toBeNull();
    expect(usZoneClock(Date.UTC(2006, 5, 1), 'America/New_York')).toBeNull();
    expect(usZoneClock(Date.UTC(2038, 5, 1), 'America/New_York')).toBeNull();
    expect(usZoneClock(Number.NaN, 'America/New_York')).toBeNull();
    expect(hasUsZoneClock('America/Chicago')).toBe(true);
    expect(hasUsZoneClock('Europe/Berlin')).toBe(false);
    expect(usZoneClock(Date.UTC(2026, 5, 1), 'constructor')).toBeNull();
    expect(hasUsZoneClock('__proto__')).toBe(false);
  });
});
