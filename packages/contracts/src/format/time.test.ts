import { describe, expect, it } from 'vitest';
import {
  calendarDayInZone,
  displayDate,
  formatAlertTime,
  formatDate,
  formatDateInZone,
  formatInstant,
  formatMonth,
} from './time.js';

describe('formatInstant', () => {
  const due = '2026-11-28T00:00:00.000Z'; // the 7 PM ET cut-off of 11.27.2026

  it("shows a moment in the reader's zone with the zone's abbreviation", () => {
    expect(formatInstant(due, 'America/New_York')).toBe('11.27.2026 7:00 PM EST');
    expect(formatInstant(due, 'America/Chicago')).toBe('11.27.2026 6:00 PM CST');
    expect(formatInstant(due, 'America/Denver')).toBe('11.27.2026 5:00 PM MST');
    expect(formatInstant(due, 'America/Los_Angeles')).toBe('11.27.2026 4:00 PM PST');
    expect(formatInstant(due, 'UTC')).toBe('11.28.2026 12:00 AM UTC');
    expect(formatInstant(new Date(due), 'America/New_York')).toBe('11.27.2026 7:00 PM EST');
  });

  it('shows zones outside the US by their offset', () => {
    expect(formatInstant(due, 'Europe/Berlin')).toBe('11.28.2026 1:00 AM GMT+1');
    expect(formatInstant(due, 'Asia/Kolkata')).toBe('11.28.2026 5:30 AM GMT+5:30');
  });

  it('follows daylight saving time on both sides of each change', () => {
    // Spring forward on 03.08.2026 at 2 AM Eastern: 6:59 UTC is 1:59 EST, 7:00 UTC is 3:00 EDT.
    expect(formatInstant('2026-03-08T06:59:00Z', 'America/New_York')).toBe('03.08.2026 1:59 AM EST');
    expect(formatInstant('2026-03-08T07:00:00Z', 'America/New_York')).toBe('03.08.2026 3:00 AM EDT');
    expect(formatInstant('2026-07-01T23:00:00Z', 'America/Denver')).toBe('07.01.2026 5:00 PM MDT');
    // Fall back on 11.01.2026: 1:30 AM happens twice, first EDT then EST.
    expect(formatInstant('2026-11-01T05:30:00Z', 'America/New_York')).toBe('11.01.2026 1:30 AM EDT');
    expect(formatInstant('2026-11-01T06:30:00Z', 'America/New_York')).toBe('11.01.2026 1:30 AM EST');
    // Arizona keeps standard time all year.
    expect(formatInstant('2026-07-01T23:00:00Z', 'America/Phoenix')).toBe('07.01.2026 4:00 PM MST');
  });

  it('falls back to the runtime zone for an unknown zone and shows nothing for no date', () => {
    expect(formatInstant(due, 'Not/A_Zone')).toMatch(/^\d{2}\.\d{2}\.2026 \d{1,2}:\d{2} [AP]M \S+$/);
    expect(formatInstant(null, 'UTC')).toBe('');
    expect(formatInstant('not a date', 'UTC')).toBe('');
  });
});

describe('formatAlertTime', () => {
  it('reads MM.dd h:mm a plus the zone (decision 154), never a 24-hour hour with PM', () => {
    expect(formatAlertTime('2026-11-26T00:12:00Z', 'America/New_York')).toBe('11.25 7:12 PM EST');
    expect(formatAlertTime('2024-03-07T20:04:00Z', 'America/New_York')).toBe('03.07 3:04 PM EST');
    expect(formatAlertTime('2024-12-31T14:30:00Z', 'America/New_York')).toBe('12.31 9:30 AM EST');
    expect(formatAlertTime('2024-12-31T05:05:00Z', 'America/New_York')).toBe('12.31 12:05 AM EST');
    expect(formatAlertTime(undefined, 'UTC')).toBe('');
  });
});

describe('dates', () => {
  it("shows an instant's day in the reader's zone", () => {
    expect(formatDateInZone('2026-11-24T00:00:00.000Z', 'America/New_York')).toBe('11.23.2026');
    expect(formatDateInZone('2026-11-24T00:00:00.000Z', 'UTC')).toBe('11.24.2026');
  });

  it("gives an instant's day in the reader's zone as a calendar date the page shows without Intl", () => {
    expect(calendarDayInZone('2026-11-24T00:00:00.000Z', 'America/New_York')).toBe('2026-11-23');
    expect(displayDate(calendarDayInZone('2026-11-24T00:00:00.000Z', 'Asia/Tokyo'))).toBe('11.24.2026');
    expect(calendarDayInZone(null, 'UTC')).toBe('');
  });

  it('shows a runtime-zone date as MM.dd.yyyy and nothing for no date', () => {
    expect(formatDate(new Date(2024, 2, 7, 15, 4))).toBe('03.07.2024');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('shows a calendar date without shifting it through a zone', () => {
    expect(displayDate('2026-01-31')).toBe('01.31.2026');
    expect(displayDate('2026-01-31T00:00:00Z')).toBe('01.31.2026');
    expect(displayDate('')).toBe('');
    expect(displayDate(null)).toBe('');
  });
});

describe('formatMonth', () => {
  it('reads a trend month as a short month and year, never shifted through a Date', () => {
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatMonth('2025-12-01')).toBe('Dec 2025');
    expect(formatMonth(null)).toBe('');
  });
});
