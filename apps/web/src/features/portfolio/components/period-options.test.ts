import { describe, expect, it } from 'vitest';
import { periodOptions } from './period-options';

describe('periodOptions', () => {
  it('starts at the reader’s month in their profile zone, whatever the browser’s', () => {
    // 02:00 UTC on 1 December is still 30 November in New York and Los Angeles.
    const now = new Date('2026-12-01T02:00:00Z');
    expect(periodOptions(now, 'America/New_York')[2]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(periodOptions(now, 'Europe/Berlin')[2]).toEqual({ value: '2026-12', label: 'December 2026' });
  });

  it('offers all time, the last 30 days and twelve months back across the year', () => {
    const options = periodOptions(new Date('2026-03-15T12:00:00Z'), 'America/New_York');
    expect(options.map((o) => o.value)).toEqual([
      '',
      'LAST_30_DAYS',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
      '2025-06',
      '2025-05',
      '2025-04',
    ]);
  });
});
