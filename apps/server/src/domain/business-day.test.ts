import { describe, expect, it } from 'vitest';
import { businessDay, businessDayStart } from './business-day.js';

describe('businessDay', () => {
  it('is the Eastern day: 10 p.m. EST on Nov 29 is Nov 30 in UTC but still Nov 29', () => {
    expect(businessDay(new Date('2026-11-30T03:00:00Z'))).toBe('2026-11-29');
    expect(businessDay(new Date('2026-11-30T05:00:00Z'))).toBe('2026-11-30');
  });

  it('follows daylight time: 11 p.m. EDT on Jul 3 is Jul 3', () => {
    expect(businessDay(new Date('2026-07-04T03:00:00Z'))).toBe('2026-07-03');
    expect(businessDay(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
  });
});

describe('businessDayStart', () => {
  it('is midnight Eastern, 05:00 UTC in winter and 04:00 UTC in summer', () => {
    expect(businessDayStart('2026-11-30').toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(businessDayStart('2026-07-04').toISOString()).toBe('2026-07-04T04:00:00.000Z');
  });

  it('starts the day businessDay names', () => {
    const at = new Date('2026-03-08T12:00:00Z'); // the day clocks go forward
    expect(businessDayStart(businessDay(at)).getTime()).toBeLessThanOrEqual(at.getTime());
    expect(businessDayStart('2026-03-09').getTime() - businessDayStart('2026-03-08').getTime()).toBe(23 * 3_600_000);
  });
});
