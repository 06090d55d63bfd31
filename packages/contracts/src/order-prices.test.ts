import { describe, expect, it } from 'vitest';
import { priceBundle, priceOrder } from './order-prices.js';
import { describeCoveredPeriods } from './report-view.js';

const prices = { recordOfAccount: 10_00, taxReturnTranscripts: 5_50, wageIncome: 7_25 };

describe('priceOrder', () => {
  it('adds the price of each add-on ordered to the product, naming them', () => {
    expect(
      priceOrder(120_00, { recordOfAccount: true, taxReturnTranscripts: false, wageIncome: true }, prices),
    ).toEqual({
      amountCents: 137_25,
      addOnLabels: ['Record of Account', 'Wage and Income'],
    });
  });

  it('counts an add-on without a price as free', () => {
    expect(
      priceOrder(99_00, { recordOfAccount: true, taxReturnTranscripts: true, wageIncome: false }, {}).amountCents,
    ).toBe(99_00);
  });

  it('prices a bundle as one order per client', () => {
    expect(
      priceBundle(120_00, { recordOfAccount: false, taxReturnTranscripts: true, wageIncome: false }, prices, 3),
    ).toBe(376_50);
  });
});

describe('describeCoveredPeriods', () => {
  it('lists each period once, in order', () => {
    expect(describeCoveredPeriods([{ period: '2024Q2' }, { period: '2023' }, { period: '2024Q2' }])).toBe(
      '2023, 2024Q2',
    );
    expect(describeCoveredPeriods([])).toBe('None');
  });
});
