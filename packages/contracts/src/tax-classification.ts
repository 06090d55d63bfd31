import { z } from 'zod';
import { TAX_CLASSIFICATIONS, type TaxClassification, taxClassificationsOf } from './client-labels.js';
import { CLIENT_TYPES, type ClientTypeCode } from './domain.js';

// Decision 285: how a business is taxed, where its client type alone does not tell which income
// return it files (DESIGN.md, third turn). Empty means "not known"; the form check then accepts any
// return that fits the type.

// The classifications and their labels live in client-labels.ts, which has no zod (decision 317).
export {
  TAX_CLASSIFICATION_LABELS,
  TAX_CLASSIFICATIONS,
  TAX_CLASSIFICATIONS_BY_TYPE,
  type TaxClassification,
  taxClassificationsOf,
} from './client-labels.js';

/** The field on client input: left out keeps what is stored (an edit), null or '' clears it. */
export const taxClassificationField = z
  .union([z.literal(''), z.null(), z.enum(TAX_CLASSIFICATIONS)])
  .transform((v) => (v ? v : null))
  .meta({ title: 'Tax classification' })
  .optional();

/** The sentence of a classification that does not fit the client type, or null when it fits. */
export function taxClassificationMismatch(type: ClientTypeCode, value: TaxClassification | null | undefined) {
  if (!value) return null;
  const allowed = taxClassificationsOf(type);
  if (allowed.includes(value)) return null;
  const label = CLIENT_TYPES.find((t) => t.code === type)?.label ?? type;
  return allowed.length === 0
    ? `A client of type ${label} has no tax classification: its type tells which return it files.`
    : `The tax classification of a client of type ${label} is one of: ${allowed.join(', ')}.`;
}

/** Adds the mismatch as an issue on `taxClassification` (the one 400 shape names the field). */
export function refineTaxClassification(
  value: { clientType: ClientTypeCode; taxClassification?: TaxClassification | null | undefined },
  ctx: z.RefinementCtx,
) {
  const message = taxClassificationMismatch(value.clientType, value.taxClassification);
  if (message) ctx.addIssue({ code: 'custom', path: ['taxClassification'], message });
}
