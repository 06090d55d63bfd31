import { z } from 'zod';
import { addressFields, optionalPhoneSchema, phoneSchema, requiredText } from './client-fields.js';

/** A Form 8821 designee of the lender (line 2 of the form). */
export const designeeInputSchema = z.object({
  name: requiredText('Name'),
  cafNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{4}-\d{5}R?$/, 'CAF number must look like NNNN-NNNNN or NNNN-NNNNNR'),
  ptin: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^P\d{8}$/.test(v), 'PTIN must be P followed by 8 digits'),
  ...addressFields,
  phone: phoneSchema,
  fax: optionalPhoneSchema,
});
export type DesigneeInput = z.input<typeof designeeInputSchema>;

export const designeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  cafNumber: z.string(),
  ptin: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  fax: z.string().nullable(),
  clientCount: z.number(),
});
export type Designee = z.infer<typeof designeeSchema>;
export const designeeListSchema = z.array(designeeSchema);
export const designeeIdParamsSchema = z.object({ designeeId: z.uuid() });
export const assignDesigneeSchema = z.object({ designeeId: z.uuid().nullable() });
