import { describe, expect, it } from 'vitest';
import { formatAlertTime, formatDate, formatUsdCents } from './format';

describe('format', () => {
  it('formats dates as MM.dd.yyyy', () => {
    expect(formatDate(new Date(2024, 2, 7, 15, 4))).toBe('03.07.2024');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it("formats alert times as 'MM.dd H:mm a'", () => {
    expect(formatAlertTime(new Date(2024, 2, 7, 15, 4))).toBe('03.07 15:04 PM');
    expect(formatAlertTime(new Date(2024, 11, 31, 9, 30))).toBe('12.31 9:30 AM');
  });

  it('formats integer cents as en-US USD', () => {
    expect(formatUsdCents(123456789)).toBe('$1,234,567.89');
    expect(formatUsdCents(0)).toBe('$0.00');
    expect(formatUsdCents(-5)).toBe('-$0.05');
  });
});
