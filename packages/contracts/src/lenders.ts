import { z } from 'zod';

export { MONITOR_TYPES } from './lender-labels.js';

/** Spec 1 §3: isSba is derived from the lender type. */
const SBA_LENDER_TYPES = ['CONVENTIONAL_LENDING', 'ERC', 'SBA', 'Conventional Lending'];
export function isSbaLenderType(lenderType: string): boolean {
  return SBA_LENDER_TYPES.includes(lenderType);
}

export const lenderSummarySchema = z.object({
  id: z.string(),
  companyName: z.string(),
});
export type LenderSummary = z.infer<typeof lenderSummarySchema>;

export const selectedLenderSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  lenderType: z.string(),
  monitorType: z.string(),
  sso: z.boolean(),
  registrationId: z.string().nullable(),
  isSba: z.boolean(),
  canOrderExpress: z.boolean(),
  canOrderSameDay: z.boolean(),
  capabilities: z.record(z.string(), z.string()),
  links: z.object({ capabilities: z.string() }),
});
export type SelectedLender = z.infer<typeof selectedLenderSchema>;

export const lendersMineSchema = z.array(lenderSummarySchema);
export const capabilitiesResponseSchema = z.record(z.string(), z.string());
export const lenderIdParamsSchema = z.object({ lenderId: z.uuid() });
