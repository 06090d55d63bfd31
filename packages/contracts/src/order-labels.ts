import type { DeliveryCode } from './domain.js';

// Without zod, for the pages that only show an order (the client page's orders, decision 326).

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
