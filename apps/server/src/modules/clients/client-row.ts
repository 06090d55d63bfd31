import {
  type ClientUpdateParsed,
  type TaxClassification,
  taxClassificationsOf,
  type TaxIdKind,
} from '@taxlens/contracts';
import type { Updateable } from 'kysely';
import type { ClientsTable } from '../../db/schema-portfolio.js';
import { encryptPii, hashTaxId, lastFour, normalizeTaxId } from '../../platform/pii.js';

export type TaxIdFields = Pick<ClientsTable, 'tax_id_kind' | 'tax_id_encrypted' | 'tax_id_last4' | 'tax_id_hash'>;

/** The sealed tax id columns: AES-GCM for reading back, the keyed hash (blind index) for finding. */
export function sealTaxId(piiKey: Buffer, kind: TaxIdKind, formatted: string): TaxIdFields {
  const digits = normalizeTaxId(formatted);
  return {
    tax_id_kind: kind,
    tax_id_encrypted: encryptPii(piiKey, digits),
    tax_id_last4: lastFour(digits),
    tax_id_hash: hashTaxId(piiKey, digits),
  };
}

/** A create form, or an edit form whose tax ids may be left out. */
type PlainInput = ClientUpdateParsed;

/**
 * The tax classification column (decision 285): what the form gives; left out on an edit, the stored one
 * while it still fits the (maybe changed) type, else none. A type without classifications never has one.
 */
function classificationColumn(input: PlainInput, stored: TaxClassification | null) {
  const allowed = taxClassificationsOf(input.clientType);
  if (allowed.length === 0) return null;
  if (input.taxClassification !== undefined) return input.taxClassification;
  return stored && allowed.includes(stored) ? stored : null;
}

/** Columns that are not tax ids, from a create or edit form of any client type (`stored`: the edited client's classification). */
export function describedColumns(input: PlainInput, stored: TaxClassification | null = null) {
  const common = {
    client_type: input.clientType,
    tax_classification: classificationColumn(input, stored),
    address_line1: input.addressLine1,
    address_line2: input.addressLine2,
    city: input.city,
    state: input.state,
    zip: input.zip,
    phone: input.phone,
  };
  switch (input.clientType) {
    case 'individual':
    case 'sole_prop':
      // A person is listed and searched by name; a sole proprietor's trade name is its DBA.
      return {
        ...common,
        business_name: `${input.firstName} ${input.lastName}`,
        first_name: input.firstName,
        last_name: input.lastName,
        dba: input.clientType === 'sole_prop' ? input.dba : null,
        fiduciary_name: null,
      } satisfies Updateable<ClientsTable>;
    case 'estates_and_trusts':
      return {
        ...common,
        business_name: input.businessName,
        dba: null,
        first_name: null,
        last_name: null,
        fiduciary_name: input.fiduciaryName,
      };
    default:
      return {
        ...common,
        business_name: input.businessName,
        dba: input.dba,
        first_name: null,
        last_name: null,
        fiduciary_name: null,
      };
  }
}

/** The tax id a form carries for its type: SSN for people, EIN otherwise. */
export function primaryTaxId(input: PlainInput): { kind: TaxIdKind; value: string | undefined } {
  if (input.clientType === 'individual' || input.clientType === 'sole_prop') return { kind: 'SSN', value: input.ssn };
  return { kind: 'EIN', value: input.ein ?? undefined };
}
