import type { DeliveryCode } from './domain.js';

// Without zod, for the pages that only show an order (the client page's orders, decision 326) and for
// Place Order's first view (decision 331).

/** How a delivery option is named on screen (the Service level names of spec 2 §9). */
export const DELIVERY_LABELS: Record<DeliveryCode, string> = {
  EXPRESS: 'Express',
  SAME_DAY: 'Same Day',
  NEXT_DAY: 'Next Day',
  THREE_DAY: 'Three Day',
  TEN_DAY: 'Ten Day',
  THIRTY_DAY: 'Thirty Day',
  TGR_ONDEMAND: 'On Demand',
  ON_DEMAND: 'On Demand',
  MONTHLY: 'Monthly',
};

export type AddOnKey = 'taxReturnTranscripts' | 'recordOfAccount' | 'wageIncome';
export type AddOnValues = Record<AddOnKey, boolean>;

export const ADD_ON_LABELS: Record<AddOnKey, string> = {
  taxReturnTranscripts: 'Tax Return Transcripts',
  recordOfAccount: 'Record of Account',
  wageIncome: 'Wage and Income',
};

/** The billable add-ons; `key` is the order form's flag. */
export const ADD_ONS = [
  { code: 'RECORD_OF_ACCOUNT', key: 'recordOfAccount', label: 'Record of Account' },
  { code: 'TAX_RETURN_TRANSCRIPTS', key: 'taxReturnTranscripts', label: 'Tax Return Transcripts' },
  { code: 'WAGE_INCOME', key: 'wageIncome', label: 'Wage and Income' },
] as const;
export type AddOnCode = (typeof ADD_ONS)[number]['code'];
