import { describe, expect, it } from 'vitest';
import { labelOfCode, reportTypeLabel } from './labels.js';
import { formatCount, formatUsd } from './money.js';
import { formatTaxId, maskTaxId } from './tax-id.js';

describe('formatUsd', () => {
  it('formats integer cents as en-US USD', () => {
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-5)).toBe('-$0.05');
    expect(formatUsd(100)).toBe('$1.00');
  });

  it('writes the same text as Intl.NumberFormat en-US USD', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [
      1, 9, 10, 99, 101, 99999, 100000, 123456, 1000000000, 99999999999, -1, -100, -123456789, 20041867000,
    ]) {
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('tax ids', () => {
  it('masks all but the last four digits in the shape of the kind', () => {
    expect(maskTaxId('1234', 'SSN')).toBe('***-**-1234');
    expect(maskTaxId('1234', 'EIN')).toBe('**-***1234');
  });

  it('formats revealed digits in the shape of the kind', () => {
    expect(formatTaxId('123456789', 'SSN')).toBe('123-45-6789');
    expect(formatTaxId('123456789', 'EIN')).toBe('12-3456789');
  });
});

describe('labels', () => {
  it('turns codes into the words people read', () => {
    expect(labelOfCode('PENDING')).toBe('Pending');
    expect(labelOfCode('IN_PROGRESS')).toBe('In Progress');
    expect(labelOfCode('POOR STANDING')).toBe('Poor Standing');
    expect(labelOfCode(null)).toBe('');
    expect(reportTypeLabel('STANDARD')).toBe('Standard Report');
    expect(reportTypeLabel('BASIC')).toBe('Basic Report');
    expect(reportTypeLabel('TG_4506')).toBe('4506-C');
    expect(reportTypeLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

describe('formatCount', () => {
  it('groups thousands as en-US does, without Intl', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1000000, 987654321, -4321])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
