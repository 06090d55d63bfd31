import { z } from 'zod';

// Bulk client import (docs/decisions/177): the columns a file may map, how headers are
// guessed, and the per-row rules, which are the Create Client rules (clientInputSchema) plus the
// import's own (tax id digits, leading zeros, client type words, monitoring frequency).

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The optional ZIP of signed 8821 PDFs uploaded with the sheet (decision 206). */
export const FORMS_ZIP_MAX_BYTES = 200 * 1024 * 1024;
export const FORMS_ZIP_MAX_ENTRIES = 2_000;
export const FORMS_ZIP_MAX_ENTRY_BYTES = 10 * 1024 * 1024;

export const IMPORT_FIELDS = [
  { key: 'clientType', label: 'Client type', synonyms: ['client type', 'type', 'entity type', 'borrower type'] },
  {
    key: 'businessName',
    label: 'Business name',
    hint: 'For a person without First and Last name columns: "Last, First" or "First Last"',
    synonyms: [
      'business name',
      'legal name',
      'company',
      'company name',
      'borrower',
      'borrower name',
      'name',
      'full name',
      'client name',
      'customer name',
      'estate or trust name',
    ],
  },
  { key: 'dba', label: 'DBA', synonyms: ['dba', 'trade name', 'doing business as'] },
  { key: 'firstName', label: 'First name', synonyms: ['first name', 'given name', 'first'] },
  { key: 'lastName', label: 'Last name', synonyms: ['last name', 'surname', 'family name', 'last'] },
  { key: 'fiduciaryName', label: 'Fiduciary name', synonyms: ['fiduciary', 'fiduciary name', 'trustee'] },
  { key: 'ein', label: 'EIN', synonyms: ['ein', 'fein', 'employer id', 'employer identification number'] },
  { key: 'ssn', label: 'SSN', synonyms: ['ssn', 'social security number', 'itin', 'ssn itin'] },
  {
    // SSNs and EINs in one column: the dashes say which (decision 264).
    key: 'taxId',
    label: 'Tax id (SSN or EIN)',
    hint: 'NNN-NN-NNNN is an SSN, NN-NNNNNNN an EIN; bare digits follow the client type (with a warning)',
    synonyms: [
      'tax id',
      'taxid',
      'tin',
      'tax id number',
      'tax identification number',
      'taxpayer id',
      'tax number',
      'tax id ssn or ein',
      'ssn or ein',
      'ein or ssn',
      'ssn ein',
      'ein ssn',
    ],
  },
  {
    key: 'addressLine1',
    label: 'Street address',
    synonyms: ['address', 'street', 'street address', 'address 1', 'address line 1'],
  },
  { key: 'addressLine2', label: 'Address line 2', synonyms: ['address 2', 'address line 2', 'suite', 'unit'] },
  { key: 'city', label: 'City', synonyms: ['city', 'town'] },
  { key: 'state', label: 'State', synonyms: ['state', 'st', 'province'] },
  { key: 'zip', label: 'ZIP', synonyms: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode'] },
  { key: 'phone', label: 'Phone', synonyms: ['phone', 'telephone', 'phone number', 'contact phone'] },
  {
    // Decision 285: a corporation's or an LLC's tax classification (C or S corporation, partnership, disregarded).
    key: 'taxClassification',
    label: 'Tax classification',
    hint: 'Corporation: C Corp or S Corp; LLC: also Partnership or Disregarded. Empty: not known',
    synonyms: ['tax classification', 'tax class', 'taxed as', 'tax status', 'irs classification', 'tax election'],
  },
  {
    key: 'monitoringFrequency',
    label: 'Monitoring frequency',
    synonyms: ['monitoring', 'monitoring frequency', 'frequency'],
  },
  {
    key: 'referenceId',
    label: 'Reference id',
    synonyms: ['reference', 'reference id', 'loan number', 'loan id', 'account number', 'customer id'],
  },
  {
    key: 'contactName',
    label: 'Contact name',
    synonyms: ['contact', 'contact name', 'contact person', 'signer', 'signer name'],
  },
  {
    key: 'contactEmail',
    label: 'Contact e-mail',
    synonyms: ['email', 'e mail', 'email address', 'contact email', 'contact e mail', 'signer email'],
  },
  {
    key: 'contactMobile',
    label: 'Contact mobile',
    synonyms: ['mobile', 'cell', 'cell phone', 'mobile phone', 'contact mobile', 'signer mobile'],
  },
  {
    key: 'contactTitle',
    label: 'Contact title',
    synonyms: ['title', 'contact title', 'signer title', 'position', 'job title'],
  },
  {
    key: 'designee',
    label: 'Designee',
    synonyms: ['designee', 'designee name', '8821 designee', 'caf designee', 'designee caf'],
  },
  {
    key: 'formFile',
    label: '8821 file',
    synonyms: [
      '8821',
      '8821 file',
      'form 8821',
      '8821 pdf',
      '8821 file name',
      'pdf',
      'pdf file',
      'file',
      'file name',
      'filename',
    ],
  },
] as const;
export type ImportFieldKey = (typeof IMPORT_FIELDS)[number]['key'];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((f) => f.key) as [ImportFieldKey, ...ImportFieldKey[]];

/** What an import may change on a client that already exists (never name or tax id: those go through the client page). */
export const IMPORT_UPDATABLE_FIELDS = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zip',
  'phone',
  'referenceId',
  'monitoringFrequency',
  'contactName',
  'contactEmail',
  'contactMobile',
  'contactTitle',
] as const;

const squash = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Field -> column index guessed from the headers; each column used once, first match wins. */
export function guessMapping(headers: readonly string[]): Partial<Record<ImportFieldKey, number>> {
  const mapping: Partial<Record<ImportFieldKey, number>> = {};
  const used = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const index = headers.findIndex(
      (h, i) => !used.has(i) && (field.synonyms as readonly string[]).includes(squash(h)),
    );
    if (index >= 0) {
      mapping[field.key] = index;
      used.add(index);
    }
  }
  return mapping;
}

export const importMappingSchema = z.partialRecord(z.enum(IMPORT_FIELD_KEYS), z.number().int().min(0).max(500));
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const IMPORT_DUPLICATE_POLICIES = ['skip', 'update'] as const;
export type ImportDuplicatePolicy = (typeof IMPORT_DUPLICATE_POLICIES)[number];

export const importSettingsSchema = z.object({
  mapping: importMappingSchema,
  existing: z.enum(IMPORT_DUPLICATE_POLICIES).default('skip'),
});
export type ImportSettings = z.input<typeof importSettingsSchema>;

export type ImportIssue = { column: string; message: string; severity: 'error' | 'warning' };

export const importIssueSchema = z.object({
  row: z.number(),
  column: z.string(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
});

export const IMPORT_STATUSES = ['UPLOADED', 'PREVIEWED', 'IMPORTING', 'DONE', 'FAILED'] as const;

export const importSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  encoding: z.string().nullable(),
  sheet: z.string().nullable(),
  sheets: z.array(z.string()),
  headers: z.array(z.string()),
  rowCount: z.number(),
  /** The ZIP of signed 8821s uploaded with the sheet: its name and how many PDFs it holds. */
  forms: z.object({ fileName: z.string(), count: z.number() }).nullable(),
  mapping: importMappingSchema,
  existing: z.enum(IMPORT_DUPLICATE_POLICIES),
  status: z.enum(IMPORT_STATUSES),
  counts: z.object({ valid: z.number(), warning: z.number(), error: z.number(), existing: z.number() }).nullable(),
  issues: z.array(importIssueSchema),
  progress: z.object({ done: z.number(), total: z.number() }).nullable(),
  result: z
    .object({
      created: z.number(),
      updated: z.number(),
      skipped: z.number(),
      failed: z.number(),
      clients: z.array(
        z.object({
          row: z.number(),
          clientId: z.string(),
          businessName: z.string(),
          outcome: z.enum(['CREATED', 'UPDATED']),
        }),
      ),
      /** "Then order" (decision 178): one order per imported client with a valid 8821 on file. */
      orders: z
        .object({ ordered: z.number(), withoutForm: z.number(), failed: z.number(), done: z.boolean() })
        .optional(),
    })
    .nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importIdParamsSchema = z.object({ importId: z.uuid() });

/** POST /api/imports/{importId}/order: one order per imported client that has a valid 8821 on file. */
export const importOrderSchema = z.object({ product: z.string().min(1).max(100), ownerId: z.uuid().optional() });
