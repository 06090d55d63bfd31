import { type DeliveryCode, REPORT_TYPES, type ReportTypeCode } from '@taxlens/contracts';

export type CatalogEntry = { productCode: string; label: string; priceCents: number };

// Service-level codes and labels of spec 2 §9; prices are the demo's list prices (the spec shows none).
const BY_DELIVERY: Record<DeliveryCode, CatalogEntry> = {
  EXPRESS: { productCode: 'TGR_EXPRESS', label: 'Express', priceCents: 149_00 },
  SAME_DAY: { productCode: 'TGR_SAME_DAY', label: 'Same Day', priceCents: 119_00 },
  NEXT_DAY: { productCode: 'TGR_NEXT_DAY', label: 'Next Day', priceCents: 89_00 },
  THREE_DAY: { productCode: 'TGR_THREE_DAY', label: 'Three Day', priceCents: 69_00 },
  TEN_DAY: { productCode: 'TGR_TEN_DAY', label: 'Ten Day', priceCents: 49_00 },
  THIRTY_DAY: { productCode: 'TGR_THIRTY_DAY', label: 'Thirty Day', priceCents: 39_00 },
  TGR_ONDEMAND: { productCode: 'TGR_ON_DEMAND', label: 'On Demand', priceCents: 79_00 },
  ON_DEMAND: { productCode: 'TGR_ON_DEMAND', label: 'On Demand', priceCents: 79_00 },
  MONTHLY: { productCode: 'MONITORING_MONTHLY', label: 'Monthly monitoring', priceCents: 15_00 },
};

const BASIC: CatalogEntry = { productCode: 'LITE_BASIC', label: 'Basic', priceCents: 29_00 };
const FLAT_PRICES: Partial<Record<ReportTypeCode, number>> = {
  TG_4506: 35_00,
  INCOME_VERIFICATION: 45_00,
  GUARDIAN: 59_00,
};

/** The demo's add-on list prices (cents), seeded into each demo lender's pricing schedule. */
export const DEMO_ADD_ON_PRICES = {
  RECORD_OF_ACCOUNT: 10_00,
  TAX_RETURN_TRANSCRIPTS: 10_00,
  WAGE_INCOME: 15_00,
} as const;

export const MONITORING_PRODUCT: CatalogEntry = BY_DELIVERY.MONTHLY;

/** The billable product of a report type ordered with a delivery option. */
export function describeProduct(reportType: ReportTypeCode, delivery: DeliveryCode): CatalogEntry {
  if (reportType === 'TAXLENS_LITE' || reportType === 'BASIC') return BASIC;
  const flat = FLAT_PRICES[reportType];
  if (flat !== undefined) {
    const label = REPORT_TYPES.find((t) => t.code === reportType)!.label;
    return { productCode: reportType, label, priceCents: flat };
  }
  return BY_DELIVERY[delivery];
}
