import { z } from 'zod';
import { type ClientContactInput, clientContactSchema } from './client-fields.js';
import { clientInputSchema } from './clients.js';
import { CLIENT_TYPES, type ClientTypeCode } from './domain.js';
import { MONITOR_TYPES } from './lenders.js';

// Bulk client import (issue 23, docs/decisions/177): the columns a file may map, how headers are
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
    synonyms: [
      'business name',
      'legal name',
      'company',
      'company name',
      'borrower',
      'borrower name',
      'name',
      'estate or trust name',
    ],
  },
  { key: 'dba', label: 'DBA', synonyms: ['dba', 'trade name', 'doing business as'] },
  { key: 'firstName', label: 'First name', synonyms: ['first name', 'given name', 'first'] },
  { key: 'lastName', label: 'Last name', synonyms: ['last name', 'surname', 'family name', 'last'] },
  { key: 'fiduciaryName', label: 'Fiduciary name', synonyms: ['fiduciary', 'fiduciary name', 'trustee'] },
  { key: 'ein', label: 'EIN', synonyms: ['ein', 'fein', 'tax id', 'taxid', 'employer id', 'tin'] },
  { key: 'ssn', label: 'SSN', synonyms: ['ssn', 'social security number', 'itin', 'ssn itin'] },
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

const CONTACT_KEYS = [
  'contactName',
  'contactEmail',
  'contactMobile',
  'contactTitle',
] as const satisfies readonly ImportFieldKey[];

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

const clientTypeOf = (value: string): ClientTypeCode | null => {
  const v = squash(value);
  return (
    CLIENT_TYPES.find((t) => t.code === value.trim() || squash(t.label) === v || squash(t.code) === v)?.code ?? null
  );
};

/**
 * A tax id as digits, with leading zeros a spreadsheet dropped put back (a warning, never silent),
 * then dashed the way the Create Client rules expect.
 */
function taxIdOf(raw: string, kind: 'EIN' | 'SSN', label: string, issues: ImportIssue[]): string {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return raw.trim();
  let padded = digits;
  if (digits.length >= 7 && digits.length < 9 && raw.trim() === digits) {
    padded = digits.padStart(9, '0');
    issues.push({
      column: label,
      message: `Leading zeros were restored: ${digits} became ${padded}. Check that this is the right ${kind}.`,
      severity: 'warning',
    });
  }
  if (padded.length !== 9) return raw.trim();
  return kind === 'EIN'
    ? `${padded.slice(0, 2)}-${padded.slice(2)}`
    : `${padded.slice(0, 3)}-${padded.slice(3, 5)}-${padded.slice(5)}`;
}

export type CheckedImportRow = {
  issues: ImportIssue[];
  /** The client as Create Client takes it, when the row has no error. */
  client: z.output<typeof clientInputSchema> | null;
  referenceId: string | null;
  monitoringFrequency: (typeof MONITOR_TYPES)[number] | null;
  /** The tax id the batch rules compare (digits), when one could be read. */
  taxIdDigits: string | null;
  /** The contact columns given, when any was (decision 215); also part of `client`. */
  contact: ClientContactInput | null;
};

/**
 * The contact columns checked by the client's contact rules (clientContactSchema, the Create Client
 * ones). A blank cell is left out (undefined), so an update keeps what the client has there.
 */
function contactOf(v: (key: ImportFieldKey) => string, issues: ImportIssue[]): ClientContactInput | null {
  const given = Object.fromEntries(CONTACT_KEYS.filter((key) => v(key)).map((key) => [key, v(key)]));
  if (Object.keys(given).length === 0) return null;
  const parsed = clientContactSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    issues.push({ column: labelOf(issue.path[0] as ImportFieldKey), message: `${issue.message}.`, severity: 'error' });
  return null;
}

const labelOf = (key: ImportFieldKey) => IMPORT_FIELDS.find((f) => f.key === key)!.label;

/** One row checked by the Create Client rules plus the import's own; batch rules (duplicates) come after. */
export function checkImportRow(values: Partial<Record<ImportFieldKey, string>>): CheckedImportRow {
  const issues: ImportIssue[] = [];
  const v = (key: ImportFieldKey) => (values[key] ?? '').trim();
  const clientType = clientTypeOf(v('clientType'));
  if (!clientType) {
    issues.push({
      column: labelOf('clientType'),
      message: v('clientType')
        ? `"${v('clientType')}" is not a client type. Use one of: ${CLIENT_TYPES.map((t) => t.label).join(', ')}.`
        : 'Enter the client type.',
      severity: 'error',
    });
  }
  let monitoringFrequency: CheckedImportRow['monitoringFrequency'] = null;
  if (v('monitoringFrequency')) {
    const m = MONITOR_TYPES.find(
      (t) =>
        squash(t) === squash(v('monitoringFrequency').replace('_', ' ')) ||
        t.toLowerCase() === v('monitoringFrequency').toLowerCase(),
    );
    if (m) monitoringFrequency = m;
    else
      issues.push({
        column: labelOf('monitoringFrequency'),
        message: `"${v('monitoringFrequency')}" is not a monitoring frequency. Use one of: ${MONITOR_TYPES.join(', ')}.`,
        severity: 'error',
      });
  }
  const referenceId = v('referenceId') || null;
  if (referenceId && referenceId.length > 100)
    issues.push({
      column: labelOf('referenceId'),
      message: 'The reference id is longer than 100 characters.',
      severity: 'error',
    });
  const contact = contactOf(v, issues);
  if (!clientType) return { issues, client: null, referenceId, monitoringFrequency, taxIdDigits: null, contact };

  const person = clientType === 'individual' || clientType === 'sole_prop';
  const ein = v('ein') ? taxIdOf(v('ein'), 'EIN', labelOf('ein'), issues) : undefined;
  const ssn = v('ssn') ? taxIdOf(v('ssn'), 'SSN', labelOf('ssn'), issues) : undefined;
  const input: Record<string, unknown> = {
    clientType,
    addressLine1: v('addressLine1'),
    addressLine2: v('addressLine2') || null,
    city: v('city'),
    state: v('state'),
    zip: v('zip').length === 4 && /^\d{4}$/.test(v('zip')) ? `0${v('zip')}` : v('zip'),
    phone: v('phone') || (person || clientType === 'estates_and_trusts' ? null : ''),
  };
  if (v('zip').length === 4 && /^\d{4}$/.test(v('zip')))
    issues.push({
      column: labelOf('zip'),
      message: `A leading zero was restored: ${v('zip')} became 0${v('zip')}.`,
      severity: 'warning',
    });
  if (person) Object.assign(input, { firstName: v('firstName'), lastName: v('lastName'), ssn: ssn ?? '' });
  else Object.assign(input, { businessName: v('businessName'), ein: ein ?? '' });
  if (clientType === 'sole_prop') Object.assign(input, { ein: ein ?? null, dba: v('dba') || null });
  if (clientType === 'estates_and_trusts') input.fiduciaryName = v('fiduciaryName');
  if (!person && clientType !== 'estates_and_trusts') input.dba = v('dba') || null;

  const parsed = clientInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'clientType') as ImportFieldKey;
      const label = IMPORT_FIELDS.some((f) => f.key === key) ? labelOf(key) : key;
      const message =
        issue.code === 'invalid_type' || (issue.code === 'too_small' && !values[key])
          ? `Enter the ${label.toLowerCase()}.`
          : `${issue.message}.`.replace(/\.\.$/, '.');
      issues.push({ column: label, message, severity: 'error' });
    }
  }
  const primary = person ? ssn : ein;
  const taxIdDigits = primary && /^[\d-]+$/.test(primary) ? primary.replace(/-/g, '') : null;
  const hasError = issues.some((i) => i.severity === 'error');
  return {
    issues,
    client: parsed.success && !hasError ? { ...parsed.data, ...contact } : null,
    referenceId,
    monitoringFrequency,
    taxIdDigits,
    contact,
  };
}

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
