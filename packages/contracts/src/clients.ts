import { z } from 'zod';
import { formLifeSchema } from './form-check.js';
import {
  addressFields,
  CLIENT_TEXT_LIMITS,
  clientContactFields,
  einSchema,
  jointSpouseSchema,
  jointSpouseUpdateSchema,
  optionalPhoneSchema,
  optionalTextField,
  phoneSchema,
  requiredText,
  ssnSchema,
} from './client-fields.js';
import { CLIENT_TYPES, type ClientTypeCode } from './domain.js';
import { MONITOR_TYPES } from './lenders.js';
import { CLIENT_STATUSES, ORDER_STATUSES, TAX_ID_KINDS, taxPeriodsSchema } from './reports.js';
import { refineTaxClassification, TAX_CLASSIFICATIONS, taxClassificationField } from './tax-classification.js';

/** Which Form 8821 fields each client type asks for. */
export const BUSINESS_CLIENT_TYPES = ['corp', 'llc', 'partners', 'nonprofit'] as const;
export const PERSON_CLIENT_TYPES = ['individual', 'sole_prop'] as const;

// Without zod, for the pages that only show a client (decision 317).
export { clientTypeLabel, isClientTypeCode, MONITORING_FREQUENCY_LABELS } from './client-labels.js';

const businessClientSchema = z.object({
  clientType: z.enum(BUSINESS_CLIENT_TYPES),
  businessName: requiredText('Legal name', CLIENT_TEXT_LIMITS.businessName),
  dba: optionalTextField('DBA'),
  ein: einSchema,
  ...addressFields,
  phone: phoneSchema,
  ...clientContactFields,
  /** Decision 285: C or S corporation; an LLC's also disregarded or partnership. Not for the other types. */
  taxClassification: taxClassificationField,
});

const personFields = {
  firstName: requiredText('First name', CLIENT_TEXT_LIMITS.firstName),
  lastName: requiredText('Last name', CLIENT_TEXT_LIMITS.lastName),
  ssn: ssnSchema,
  ...addressFields,
  phone: optionalPhoneSchema,
  ...clientContactFields,
  // Accepted so that a classification sent for a person is refused (400), not silently dropped (decision 285).
  taxClassification: taxClassificationField,
};

/** An individual may file jointly: the spouse is left out (kept on an edit), null (none, cleared) or given (docs/decisions/218). */
const individualClientSchema = z.object({
  clientType: z.literal('individual'),
  ...personFields,
  jointSpouse: jointSpouseSchema.nullable().optional(),
});

const soleProprietorClientSchema = z.object({
  clientType: z.literal('sole_prop'),
  ...personFields,
  /** The trade name, if the proprietor uses one. */
  dba: optionalTextField('Business name (DBA)'),
  /** Optional: '' or null means none. */
  ein: z
    .union([z.literal(''), z.null(), einSchema])
    .transform((v) => (v ? v : null))
    .optional(),
});

const estateClientSchema = z.object({
  clientType: z.literal('estates_and_trusts'),
  businessName: requiredText('Estate or trust name'),
  ein: einSchema,
  fiduciaryName: requiredText('Fiduciary name', CLIENT_TEXT_LIMITS.fiduciaryName),
  ...addressFields,
  phone: optionalPhoneSchema,
  ...clientContactFields,
  taxClassification: taxClassificationField,
});

/** POST /api/neoclients/create and PUT /api/neoclients/{id}: what each type's Form 8821 needs. */
export const clientInputSchema = z
  .discriminatedUnion('clientType', [
    businessClientSchema,
    individualClientSchema,
    soleProprietorClientSchema,
    estateClientSchema,
  ])
  .superRefine(refineTaxClassification);
export type ClientInput = z.input<typeof clientInputSchema>;

/** PUT /api/neoclients/{id}: the same fields; a tax id left out keeps the one on file (it is never sent back in full). */
export const clientUpdateSchema = z
  .discriminatedUnion('clientType', [
    businessClientSchema.extend({ ein: einSchema.optional() }),
    individualClientSchema.extend({
      ssn: ssnSchema.optional(),
      jointSpouse: jointSpouseUpdateSchema.nullable().optional(),
    }),
    soleProprietorClientSchema.extend({ ssn: ssnSchema.optional() }),
    estateClientSchema.extend({ ein: einSchema.optional() }),
  ])
  .superRefine(refineTaxClassification);
export type ClientUpdate = z.input<typeof clientUpdateSchema>;
export type ClientUpdateParsed = z.output<typeof clientUpdateSchema>;
export type ClientInputParsed = z.output<typeof clientInputSchema>;

export const clientIdParamsSchema = z.object({ id: z.uuid() });

export const clientSummarySchema = z.object({
  id: z.string(),
  businessName: z.string(),
  clientType: z.enum(CLIENT_TYPES.map((t) => t.code) as [ClientTypeCode, ...ClientTypeCode[]]),
  status: z.enum(CLIENT_STATUSES),
  /** Masked (last four) or null when the client has no tax id of that kind. */
  ein: z.string().nullable(),
  ssn: z.string().nullable(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const storedFormSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
  /** Signed through a signature request (docs/decisions/199); absent on an upload's answer. */
  eSigned: z.boolean().optional(),
  /** Set when the file was deleted after the retention period (docs/decisions/219): the record stays, no download. */
  deletedAt: z.string().nullable().optional(),
});
export type StoredForm = z.infer<typeof storedFormSchema>;

export const bundleMemberSchema = clientSummarySchema.extend({
  /** What the order form needs for this client: its current 8821 name, if one is on file. */
  formData: z.object({ clientId: z.string(), formName: z.string().nullable() }),
});
export const bundleSchema = z.object({ id: z.string(), name: z.string(), clients: z.array(bundleMemberSchema) });
export type Bundle = z.infer<typeof bundleSchema>;

export const clientPermissionsSchema = z.object({
  edit: z.boolean(),
  revealTaxId: z.boolean(),
  assignDesignee: z.boolean(),
});
export type ClientPermissions = z.infer<typeof clientPermissionsSchema>;

/** GET /api/clients/{id}: the client with the lender's capabilities, the caller's permissions and its bundle. */
export const clientDetailSchema = clientSummarySchema.extend({
  dba: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fiduciaryName: z.string().nullable(),
  taxIdKind: z.enum(TAX_ID_KINDS),
  /** A sole proprietor's optional EIN, masked. */
  secondEin: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  /** The signing contact (decision 217): who signs the client's 8821. */
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactMobile: z.string().nullable(),
  contactTitle: z.string().nullable(),
  /** An individual's spouse who filed jointly (decision 218), the SSN or ITIN masked like the client's. */
  jointSpouse: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      ssn: z.string(),
      email: z.string().nullable(),
      mobile: z.string().nullable(),
    })
    .nullable(),
  /** The spouse's signed 8821, kept beside the client's own (decision 218). */
  spouseForm8821: storedFormSchema.nullable(),
  monitoringFrequency: z.enum(MONITOR_TYPES),
  /** Decision 285: how the business is taxed, where its type does not tell; null when not known. */
  taxClassification: z.enum(TAX_CLASSIFICATIONS).nullable(),
  authorizationExpiresOn: z.string().nullable(),
  createdAt: z.string(),
  designee: z.object({ id: z.string(), name: z.string() }).nullable(),
  form8821: storedFormSchema.nullable(),
  /**
   * Where the client's latest 8821 (its own, or the newest an order carried) is in its life (decision 287):
   * null when the client has none.
   */
  form8821Life: formLifeSchema.nullable(),
  capabilities: z.record(z.string(), z.string()),
  permissions: clientPermissionsSchema,
  bundle: bundleSchema.nullable(),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const createdClientSchema = z.object({ id: z.string() });

/** POST /api/clients/{id}/pii: the full tax id(s), formatted. */
export const revealedTaxIdSchema = z.object({
  taxId: z.string(),
  secondEin: z.string().nullable(),
  spouseTaxId: z.string().nullable(),
});
export type RevealedTaxId = z.infer<typeof revealedTaxIdSchema>;

export const monitorFrequencyQuerySchema = z.object({ frequency: z.enum(MONITOR_TYPES) });

/** GET /api/neoclients/reports/{id}: the client's orders and reports, newest first. */
export const clientReportRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['ORDER', 'MONITORING']),
  orderId: z.string().nullable(),
  reportId: z.string().nullable(),
  reportType: z.string(),
  delivery: z.string().nullable(),
  /** The report's status; an order without a report yet (awaiting signature, or cancelled) shows its own. */
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  totalLiabilityCents: z.number().nullable(),
  riskLevel: z.string().nullable(),
});
export const clientReportsSchema = z.array(clientReportRowSchema);
export type ClientReportRow = z.infer<typeof clientReportRowSchema>;

/** GET /api/clients/{id}/summary: the latest completed report, or null. */
export const clientReportSummarySchema = z.object({
  client: clientSummarySchema,
  report: z
    .object({
      id: z.string(),
      reportType: z.string(),
      reportDate: z.string(),
      riskLevel: z.string(),
      totalLiabilityCents: z.number(),
      categories: z.array(z.string()),
      periods: taxPeriodsSchema,
    })
    .nullable(),
});
export type ClientReportSummary = z.infer<typeof clientReportSummarySchema>;

/** Bundles: related clients (a business and its owners) ordered together. */
export const bundleInputSchema = z.object({
  name: requiredText('Bundle name', 120),
  clientIds: z
    .array(z.uuid())
    .min(2, 'A bundle has at least two clients')
    .max(10, 'A bundle has at most ten clients')
    .refine((ids) => new Set(ids).size === ids.length, 'A client appears only once in a bundle'),
});
export type BundleInput = z.infer<typeof bundleInputSchema>;
export const bundleIdParamsSchema = z.object({ bundleId: z.uuid() });
export const bundleValidationSchema = z.object({ valid: z.literal(true), clients: z.array(clientSummarySchema) });

export const replaceFormResponseSchema = storedFormSchema;
export { FORM_8821_MAX_BYTES } from './file-name.js';
