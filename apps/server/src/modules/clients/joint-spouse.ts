import { type ClientDetail, formatTaxId, type JointSpouseInput, maskTaxId } from '@taxlens/contracts';
import type { Updateable } from 'kysely';
import type { ClientsTable } from '../../db/schema-portfolio.js';
import { AppError } from '../../platform/errors.js';
import { decryptPii, encryptPii, lastFour, normalizeTaxId } from '../../platform/pii.js';

// The spouse of an individual who filed jointly (docs/decisions/218): sealed and masked like the
// client's own tax id; only an individual has one.

type SpouseColumns = Pick<
  Updateable<ClientsTable>,
  | 'spouse_first_name'
  | 'spouse_last_name'
  | 'spouse_tax_id_encrypted'
  | 'spouse_tax_id_last4'
  | 'spouse_email'
  | 'spouse_mobile'
  | 'spouse_form_file_id'
>;
type StoredSpouse = {
  spouse_first_name: string | null;
  spouse_last_name: string | null;
  spouse_tax_id_encrypted: string | null;
  spouse_tax_id_last4: string | null;
  spouse_email: string | null;
  spouse_mobile: string | null;
};

const NONE: SpouseColumns = {
  spouse_first_name: null,
  spouse_last_name: null,
  spouse_tax_id_encrypted: null,
  spouse_tax_id_last4: null,
  spouse_email: null,
  spouse_mobile: null,
  spouse_form_file_id: null,
};

/**
 * The spouse's columns from a create or edit form: left out keeps what is stored (an edit, or an
 * `/api/v1` caller that does not know the field), null clears, a value replaces; a spouse's SSN left
 * out on an edit keeps the one on file, and is required when none is. Any other client type has none.
 */
export function spouseColumns(
  piiKey: Buffer,
  input: { clientType: string; jointSpouse?: JointSpouseInput | null },
  stored?: StoredSpouse,
): SpouseColumns {
  if (input.clientType !== 'individual') return NONE;
  const s = input.jointSpouse;
  if (s === undefined) return {};
  if (s === null) return NONE;
  if (s.ssn === undefined && !stored?.spouse_tax_id_encrypted) {
    throw AppError.of(400, 'VALIDATION_ERROR', "Enter the spouse's SSN or ITIN.", { field: 'jointSpouse.ssn' });
  }
  const digits = s.ssn === undefined ? null : normalizeTaxId(s.ssn);
  return {
    spouse_first_name: s.firstName,
    spouse_last_name: s.lastName,
    ...(digits ? { spouse_tax_id_encrypted: encryptPii(piiKey, digits), spouse_tax_id_last4: lastFour(digits) } : {}),
    ...(s.email !== undefined ? { spouse_email: s.email } : {}),
    ...(s.mobile !== undefined ? { spouse_mobile: s.mobile } : {}),
  };
}

/** Whether an edit changed the spouse (for the audit row: a flag, never the values). */
export function spouseChanged(before: StoredSpouse, columns: SpouseColumns): boolean {
  return (Object.keys(columns) as (keyof SpouseColumns)[]).some(
    (k) =>
      k !== 'spouse_form_file_id' && k in before && (before[k as keyof StoredSpouse] ?? null) !== (columns[k] ?? null),
  );
}

/** The spouse as the client detail shows it: the SSN or ITIN masked to its last 4. */
export function toSpouseView(c: StoredSpouse): ClientDetail['jointSpouse'] {
  if (!c.spouse_first_name || !c.spouse_last_name || !c.spouse_tax_id_last4) return null;
  return {
    firstName: c.spouse_first_name,
    lastName: c.spouse_last_name,
    ssn: maskTaxId(c.spouse_tax_id_last4, 'SSN'),
    email: c.spouse_email,
    mobile: c.spouse_mobile,
  };
}

/** The spouse's full SSN or ITIN, formatted, for the audited reveal that shows the client's. */
export const revealSpouseTaxId = (piiKey: Buffer, c: StoredSpouse): string | null =>
  c.spouse_tax_id_encrypted ? formatTaxId(decryptPii(piiKey, c.spouse_tax_id_encrypted), 'SSN') : null;
