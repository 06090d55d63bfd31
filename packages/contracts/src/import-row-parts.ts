import { type ClientContactInput, clientContactSchema } from './client-fields.js';
import type { ClientTypeCode } from './domain.js';
import { readTaxIdCell } from './import-tax-id.js';
import { IMPORT_FIELDS, type ImportFieldKey, type ImportIssue } from './imports.js';
import { MONITOR_TYPES } from './lenders.js';
import { splitPersonName } from './person-name.js';

// The parts of one import row read before the Create Client rules see it (import-row.ts).

export const labelOf = (key: ImportFieldKey) => IMPORT_FIELDS.find((f) => f.key === key)!.label;
const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const CONTACT_KEYS = [
  'contactName',
  'contactEmail',
  'contactMobile',
  'contactTitle',
] as const satisfies readonly ImportFieldKey[];

/**
 * A tax id as digits, with leading zeros a spreadsheet dropped put back (a warning, never silent),
 * then dashed the way the Create Client rules expect.
 */
export function taxIdOf(raw: string, kind: 'EIN' | 'SSN', label: string, issues: ImportIssue[]): string {
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

/**
 * The contact columns checked by the client's contact rules (clientContactSchema, the Create Client
 * ones). A blank cell is left out (undefined), so an update keeps what the client has there.
 */
export function contactOf(v: (key: ImportFieldKey) => string, issues: ImportIssue[]): ClientContactInput | null {
  const given = Object.fromEntries(CONTACT_KEYS.filter((key) => v(key)).map((key) => [key, v(key)]));
  if (Object.keys(given).length === 0) return null;
  const parsed = clientContactSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    issues.push({ column: labelOf(issue.path[0] as ImportFieldKey), message: `${issue.message}.`, severity: 'error' });
  return null;
}

export function monitoringOf(value: string, issues: ImportIssue[]): (typeof MONITOR_TYPES)[number] | null {
  if (!value) return null;
  const m = MONITOR_TYPES.find(
    (t) => squash(t) === squash(value.replace('_', ' ')) || t.toLowerCase() === value.toLowerCase(),
  );
  if (!m)
    issues.push({
      column: labelOf('monitoringFrequency'),
      message: `"${value}" is not a monitoring frequency. Use one of: ${MONITOR_TYPES.join(', ')}.`,
      severity: 'error',
    });
  return m ?? null;
}

export type TaxIdsOfRow = {
  ein: string;
  ssn: string;
  /** Which of the two came from the Tax id column, so a Create Client message names that column. */
  fromTaxId: 'ein' | 'ssn' | null;
  /** The Tax id column holds the other kind than the client type files with: the error is given here. */
  wrongKind: boolean;
};

const A_CLIENT_OF_TYPE: Record<ClientTypeCode, string> = {
  corp: 'a corporation',
  llc: 'an LLC',
  partners: 'a partnership',
  nonprofit: 'a nonprofit',
  sole_prop: 'a sole proprietor',
  individual: 'an individual',
  estates_and_trusts: 'an estate or trust',
};

/**
 * The EIN and SSN of a row: their own columns, else the Tax id column, where the dashes say which
 * and bare digits take the row's kind with a warning (decision 264).
 */
export function taxIdsOfRow(
  v: (key: ImportFieldKey) => string,
  clientType: ClientTypeCode,
  issues: ImportIssue[],
): TaxIdsOfRow {
  const person = clientType === 'individual' || clientType === 'sole_prop';
  const ids: TaxIdsOfRow = { ein: v('ein'), ssn: v('ssn'), fromTaxId: null, wrongKind: false };
  const raw = v('taxId');
  if (!raw) return ids;
  const label = labelOf('taxId');
  const cell = readTaxIdCell(raw, person ? 'SSN' : 'EIN');
  const aClient = A_CLIENT_OF_TYPE[clientType];
  if (cell.guessed)
    issues.push({
      column: label,
      message: `${raw} has no dashes, so it was read as ${cell.kind === 'SSN' ? 'an SSN' : 'an EIN'}, as for ${aClient}. Write NNN-NN-NNNN for an SSN or NN-NNNNNNN for an EIN to say which.`,
      severity: 'warning',
    });
  if (cell.kind === 'SSN' && !person) {
    issues.push({
      column: label,
      message: `${raw} is an SSN (NNN-NN-NNNN); ${aClient} is identified by its EIN (NN-NNNNNNN).`,
      severity: 'error',
    });
    return { ...ids, wrongKind: true };
  }
  if (cell.kind === 'EIN' && clientType === 'individual') {
    issues.push({
      column: label,
      message: `${raw} is an EIN (NN-NNNNNNN); an individual is identified by an SSN or ITIN (NNN-NN-NNNN).`,
      severity: 'error',
    });
    return { ...ids, wrongKind: true };
  }
  if (cell.kind === 'SSN') return ids.ssn ? ids : { ...ids, ssn: raw, fromTaxId: 'ssn' };
  if (clientType === 'sole_prop' && !ids.ssn) {
    issues.push({
      column: label,
      message: `${raw} is an EIN; a sole proprietor's 8821 also needs the owner's SSN. Add it in an SSN column.`,
      severity: 'error',
    });
    return { ...ids, ein: ids.ein || raw, wrongKind: true };
  }
  return ids.ein ? ids : { ...ids, ein: raw, fromTaxId: 'ein' };
}

/**
 * A person's first and last name: their own columns, else the one Name column split ("Last, First" or
 * "First Last"); null with an error when the cell cannot be split.
 */
export function personNameOfRow(
  v: (key: ImportFieldKey) => string,
  issues: ImportIssue[],
): { firstName: string; lastName: string } {
  if (v('firstName') || v('lastName') || !v('businessName'))
    return { firstName: v('firstName'), lastName: v('lastName') };
  const split = splitPersonName(v('businessName'));
  if (split) return split;
  issues.push({
    column: labelOf('businessName'),
    message: `"${v('businessName')}" is one word: write a person's name as "Last, First" or "First Last", or map First name and Last name columns.`,
    severity: 'error',
  });
  return { firstName: '', lastName: '' };
}
