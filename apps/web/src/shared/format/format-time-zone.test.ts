import { describe, expect, it } from 'vitest';
import { formatDateInZone, formatDateTimeInZone } from './format';

describe('formatDateTimeInZone', () => {
  it("shows a moment in the user's time zone, MM.dd.yyyy with the zone's name", () => {
    const due = '2026-11-24T00:00:00.000Z'; // 7:00 PM in New York the evening before
    expect(formatDateTimeInZone(due, 'America/New_York')).toBe('11.23.2026 7:00 PM EST');
    expect(formatDateTimeInZone(due, 'America/Los_Angeles')).toBe('11.23.2026 4:00 PM PST');
    expect(formatDateTimeInZone(due, 'UTC')).toBe('11.24.2026 12:00 AM UTC');
    expect(formatDateInZone(due, 'America/New_York')).toBe('11.23.2026');
    expect(formatDateInZone(due, 'UTC')).toBe('11.24.2026');
  });

  it('falls back to the browser zone for an unknown zone and shows nothing for no date', () => {
    expect(formatDateTimeInZone('2026-11-24T00:00:00.000Z', 'Not/A_Zone')).toMatch(/^\d{2}\.\d{2}\.2026 \d{1,2}:\d{2} [AP]M /);
    expect(formatDateTimeInZone(null, 'UTC')).toBe('');
  });
});
