import { describe, expect, it } from 'vitest';
import { parseInvoiceDate, parseMonth, productLabel } from './invoices.js';

describe('invoice months', () => {
  it("parses the export month from 'Month Year' (spec 2 §5)", () => {
    expect(parseInvoiceDate('March 2026')).toEqual({ month: 'March', year: 2026 });
    expect(parseInvoiceDate('Smarch 2026')).toBeNull();
    expect(parseInvoiceDate('2026-03')).toBeNull();
  });

  it('takes a month by name or number', () => {
    expect(parseMonth('march')).toBe(3);
    expect(parseMonth('12')).toBe(12);
    expect(parseMonth('13')).toBeNull();
  });

  it('labels invoice lines by service level or report type', () => {
    expect(productLabel('TGR_NEXT_DAY')).toBe('Next Day');
    expect(productLabel('MONITORING_MONTHLY')).toBe('Monthly monitoring');
    expect(productLabel('TG_4506')).toBe('4506-C');
  });
});
