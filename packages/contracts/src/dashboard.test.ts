import { describe, expect, it } from 'vitest';
import { categorySetFor, prettifySummaryKey, totalLiabilityFontStep } from './dashboard-display.js';

describe('dashboard constants', () => {
  it('prettifies summary keys: dashes and underscores become spaces, words capitalised', () => {
    expect(prettifySummaryKey('pending_orders')).toBe('Pending Orders');
    expect(prettifySummaryKey('completed')).toBe('Completed');
    expect(prettifySummaryKey('new-today_REPORTS')).toBe('New Today Reports');
  });

  it('shrinks the total at 9 and again at 13 characters', () => {
    expect(totalLiabilityFontStep('$1,234.56')).toBe(1); // 9 characters
    expect(totalLiabilityFontStep('$234.56')).toBe(0);
    expect(totalLiabilityFontStep('$1,234,567.89')).toBe(2); // 13 characters
    expect(totalLiabilityFontStep('$234,567.89')).toBe(1);
  });

  it('orders the two category sets as spec 1 §9 does', () => {
    expect(categorySetFor(true).map((c) => c.code)).toEqual([
      'WITH_OUT_IA',
      'WITH_POTENTIAL_DEFAULT',
      'WITH_LIABILITIES_LAST_FOUR_YEARS',
      'WITH_HIDDEN_LIABILITIES',
      'WITH_LIENS',
    ]);
    expect(categorySetFor(false).map((c) => c.code)).toEqual([
      'WITH_LIENS_LAST_45_DAYS',
      'WITH_LIENS',
      'WITH_LEVY',
      'WITH_OUT_IA',
      'WITH_POTENTIAL_DEFAULT',
    ]);
  });
});
