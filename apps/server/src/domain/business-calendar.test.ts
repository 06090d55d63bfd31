import { describe, expect, it } from 'vitest';
import { addBusinessDays, federalHolidays, isBusinessDay } from './business-calendar.js';

describe('federal holidays', () => {
  it('lists the observed holidays of 2026 (OPM calendar)', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('observes a Saturday New Year on the Friday before, in the previous year', () => {
    // 2028-01-01 is a Saturday: OPM observes it on Friday 2027-12-31.
    expect(federalHolidays(2027).has('2027-12-31')).toBe(true);
    expect(federalHolidays(2028).has('2028-01-01')).toBe(false);
  });

  it('observes a Sunday holiday on the Monday after', () => {
    // 2027-07-04 is a Sunday.
    expect(federalHolidays(2027).has('2027-07-05')).toBe(true);
  });
});

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isBusinessDay('2026-11-27')).toBe(true);
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-20', 3)).toBe('2026-11-25');
    expect(addBusinessDays('2026-12-23', 2)).toBe('2026-12-28');
  });
});
