import { CLIENT_TYPES, type ClientTypeCode } from './domain.js';
import type { MONITOR_TYPES } from './lender-labels.js';

// The labels a client's page shows, without the schemas of client input: a page that only shows a
// client (the client page's first view) does not download and run zod for them (decision 317).

export function clientTypeLabel(code: ClientTypeCode): string {
  return CLIENT_TYPES.find((t) => t.code === code)?.label ?? code;
}

export const isClientTypeCode = (value: string | null): value is ClientTypeCode =>
  CLIENT_TYPES.some((t) => t.code === value);

export const TAX_CLASSIFICATIONS = ['c_corporation', 's_corporation', 'partnership', 'disregarded'] as const;
export type TaxClassification = (typeof TAX_CLASSIFICATIONS)[number];

export const TAX_CLASSIFICATION_LABELS: Record<TaxClassification, string> = {
  c_corporation: 'C corporation (Form 1120)',
  s_corporation: 'S corporation (Form 1120-S)',
  partnership: 'Partnership (Form 1065)',
  disregarded: "Disregarded entity (the owner's return)",
};

/** The classifications each client type may have; a type not listed has none (its type tells the return). */
export const TAX_CLASSIFICATIONS_BY_TYPE: Partial<Record<ClientTypeCode, readonly TaxClassification[]>> = {
  corp: ['c_corporation', 's_corporation'],
  llc: ['disregarded', 'partnership', 'c_corporation', 's_corporation'],
};

export const taxClassificationsOf = (type: ClientTypeCode): readonly TaxClassification[] =>
  TAX_CLASSIFICATIONS_BY_TYPE[type] ?? [];

export const MONITORING_FREQUENCY_LABELS: Record<(typeof MONITOR_TYPES)[number], string> = {
  None: 'Not monitored',
  MONTHLY: 'Monthly',
  SEMI_MONTHLY: 'Semi-Monthly',
  WEEKLY: 'Weekly',
};
