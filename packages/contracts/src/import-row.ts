import type { z } from 'zod';
import type { ClientContactInput } from './client-fields.js';
import { clientTypeOfName, taxClassificationOfName } from './client-type-names.js';
import { clientInputSchema } from './clients.js';
import { CLIENT_TYPES } from './domain.js';
import { contactOf, labelOf, monitoringOf, personNameOfRow, taxIdOf, taxIdsOfRow } from './import-row-parts.js';
import { IMPORT_FIELDS, type ImportFieldKey, type ImportIssue } from './imports.js';
import type { MONITOR_TYPES } from './lenders.js';
import { TAX_CLASSIFICATIONS, type TaxClassification } from './tax-classification.js';

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
  /** How the business is taxed (decision 285): the Tax classification column, else what the type's name says ("S Corp"). */
  taxClassification: TaxClassification | null;
};

/** One row checked by the Create Client rules plus the import's own; batch rules (duplicates) come after. */
export function checkImportRow(values: Partial<Record<ImportFieldKey, string>>): CheckedImportRow {
  const issues: ImportIssue[] = [];
  const v = (key: ImportFieldKey) => (values[key] ?? '').trim();
  const typeName = clientTypeOfName(v('clientType'));
  const clientType = typeName?.clientType ?? null;
  const taxClassification = classificationOf(v('taxClassification'), typeName?.taxClassification ?? null, issues);
  if (!clientType) {
    issues.push({
      column: labelOf('clientType'),
      message: v('clientType')
        ? `"${v('clientType')}" is not a client type. Use one of: ${CLIENT_TYPES.map((t) => t.label).join(', ')}.`
        : 'Enter the client type.',
      severity: 'error',
    });
  }
  const monitoringFrequency = monitoringOf(v('monitoringFrequency'), issues);
  const referenceId = v('referenceId') || null;
  if (referenceId && referenceId.length > 100)
    issues.push({
      column: labelOf('referenceId'),
      message: 'The reference id is longer than 100 characters.',
      severity: 'error',
    });
  const contact = contactOf(v, issues);
  const rest = { referenceId, monitoringFrequency, contact, taxClassification };
  if (!clientType) return { issues, client: null, taxIdDigits: null, ...rest };

  const person = clientType === 'individual' || clientType === 'sole_prop';
  const ids = taxIdsOfRow(v, clientType, issues);
  const labelOfId = (key: 'ein' | 'ssn') => (ids.fromTaxId === key ? labelOf('taxId') : labelOf(key));
  const ein = ids.ein ? taxIdOf(ids.ein, 'EIN', labelOfId('ein'), issues) : undefined;
  const ssn = ids.ssn ? taxIdOf(ids.ssn, 'SSN', labelOfId('ssn'), issues) : undefined;
  const input: Record<string, unknown> = {
    clientType,
    addressLine1: v('addressLine1'),
    addressLine2: v('addressLine2') || null,
    city: v('city'),
    state: v('state'),
    zip: v('zip').length === 4 && /^\d{4}$/.test(v('zip')) ? `0${v('zip')}` : v('zip'),
    phone: v('phone') || (person || clientType === 'estates_and_trusts' ? null : ''),
    // Checked against the type by the Create Client rule (decision 285).
    taxClassification,
  };
  if (v('zip').length === 4 && /^\d{4}$/.test(v('zip')))
    issues.push({
      column: labelOf('zip'),
      message: `A leading zero was restored: ${v('zip')} became 0${v('zip')}.`,
      severity: 'warning',
    });
  if (person) Object.assign(input, { ...personNameOfRow(v, issues), ssn: ssn ?? '' });
  else Object.assign(input, { businessName: v('businessName'), ein: ein ?? '' });
  if (clientType === 'sole_prop') Object.assign(input, { ein: ein ?? null, dba: v('dba') || null });
  if (clientType === 'estates_and_trusts') input.fiduciaryName = v('fiduciaryName');
  if (!person && clientType !== 'estates_and_trusts') input.dba = v('dba') || null;

  const parsed = clientInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'clientType') as ImportFieldKey;
      // The Tax id column's own error already said what is wrong with the ids.
      if (ids.wrongKind && (key === 'ein' || key === 'ssn')) continue;
      const label =
        key === 'ein' || key === 'ssn' ? labelOfId(key) : IMPORT_FIELDS.some((f) => f.key === key) ? labelOf(key) : key;
      const message =
        issue.code === 'invalid_type' || (issue.code === 'too_small' && !input[key])
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
    taxIdDigits,
    ...rest,
  };
}

/** The Tax classification column read (decision 285); where the type's name also says one, both must agree. */
function classificationOf(
  cell: string,
  fromTypeName: TaxClassification | null,
  issues: ImportIssue[],
): TaxClassification | null {
  if (!cell) return fromTypeName;
  const named = taxClassificationOfName(cell);
  if (!named) {
    issues.push({
      column: labelOf('taxClassification'),
      message: `"${cell}" is not a tax classification. Use one of: ${TAX_CLASSIFICATIONS.join(', ')}.`,
      severity: 'error',
    });
    return fromTypeName;
  }
  if (fromTypeName && fromTypeName !== named)
    issues.push({
      column: labelOf('taxClassification'),
      message: `The client type says ${fromTypeName} but the tax classification says ${named}.`,
      severity: 'error',
    });
  return named;
}
