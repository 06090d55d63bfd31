import { describe, expect, it } from 'vitest';
import { monthRange, startOfUserDay } from './time-window.js';

describe('time windows in the user zone', () => {
  it('starts the day at local midnight', () => {
    // 03:30 UTC on Nov 21 is still Nov 20 in New York (UTC-5).
    expect(startOfUserDay(new Date('2026-11-21T03:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-20T05:00:00.000Z',
    );
    expect(startOfUserDay(new Date('2026-11-21T06:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-21T05:00:00.000Z',
    );
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(startOfUserDay(new Date('2026-11-21T03:30:00Z'), 'Not/AZone').toISOString()).toBe(
      '2026-11-21T00:00:00.000Z',
    );
  });

  it('spans a month in the user zone', () => {
    const { from, to } = monthRange('2026-03', 'America/Chicago');
    expect(from.toISOString()).toBe('2026-03-01T06:00:00.000Z');
    expect(to.toISOString()).toBe('2026-04-01T05:00:00.000Z');
  });
});
