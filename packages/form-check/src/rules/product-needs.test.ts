import { describe, expect, it } from 'vitest';
import { line3NeedOf, PRODUCT_LINE3_NEEDS, productsOfOrder, RULES } from './rule-table.js';

// Decision 285: the products and add-ons of an order, and what each needs line 3 to authorise.
describe('the line 3 needs of an order (NO_INCOME_MONITORING_AUTH)', () => {
  it("reads an order's codes from its product identifier and add-ons", () => {
    expect(productsOfOrder({ product: 'TAXLENS:NEXT_DAY' })).toEqual([]);
    expect(productsOfOrder({ product: 'INCOME_VERIFICATION:THREE_DAY' })).toEqual(['INCOME_VERIFICATION']);
    expect(productsOfOrder({ product: 'STANDARD:MONTHLY', wageIncome: true })).toEqual(['MONITORING', 'WAGE_INCOME']);
    expect(
      productsOfOrder({
        reportType: 'TAXLENS',
        delivery: 'NEXT_DAY',
        taxReturnTranscripts: true,
        recordOfAccount: false,
      }),
    ).toEqual(['TAX_RETURN_TRANSCRIPTS']);
    expect(productsOfOrder({ reportType: 'BASIC', delivery: 'TEN_DAY', recordOfAccount: true })).toEqual([
      'RECORD_OF_ACCOUNT',
    ]);
  });

  it('finds an entry by code or alias in any case, and none for a product without needs', () => {
    expect(line3NeedOf('monitoring')).toBe(PRODUCT_LINE3_NEEDS.MONITORING);
    expect(line3NeedOf('SEMI_MONTHLY')).toBe(PRODUCT_LINE3_NEEDS.MONITORING);
    expect(line3NeedOf('wage_and_income')).toBe(PRODUCT_LINE3_NEEDS.WAGE_INCOME);
    expect(line3NeedOf('TG_4506')).toBeUndefined();
  });

  it('gives every entry its need and its source, and the rule its row in the table', () => {
    for (const [code, need] of Object.entries(PRODUCT_LINE3_NEEDS)) {
      expect(need.needs.length, code).toBeGreaterThan(5);
      expect(need.source, code).toMatch(/spec 2 §\d/);
    }
    expect(RULES.find((r) => r.code === 'NO_INCOME_MONITORING_AUTH')).toMatchObject({ verdict: 'likely_rejection' });
  });
});
