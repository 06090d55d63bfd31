import { CLIENT_TYPES, type ClientTypeCode } from './domain.js';

// The names lenders' sheets give client types (docs/decisions/264). One table: the client
// type each name means and, where the name also says how the business is taxed, that classification,
// so the form-check work can store it without a second list of names.

/** How a business is taxed, where its type's name says so ("S Corp" is a corporation taxed as an S corporation). */
export type TaxClassificationOfName = 's_corporation' | 'c_corporation' | 'partnership';
export type ClientTypeName = {
  name: string;
  clientType: ClientTypeCode;
  taxClassification?: TaxClassificationOfName;
};

const NAMES_LENDERS_USE: readonly ClientTypeName[] = [
  { name: 'Person', clientType: 'individual' },
  { name: 'Natural person', clientType: 'individual' },
  { name: 'Consumer', clientType: 'individual' },
  { name: 'Sole Proprietor', clientType: 'sole_prop' },
  { name: 'Sole Prop', clientType: 'sole_prop' },
  { name: 'Sole Trader', clientType: 'sole_prop' },
  { name: 'Proprietorship', clientType: 'sole_prop' },
  { name: 'Corp', clientType: 'corp' },
  { name: 'Inc', clientType: 'corp' },
  { name: 'Incorporated', clientType: 'corp' },
  { name: 'S Corp', clientType: 'corp', taxClassification: 's_corporation' },
  { name: 'S Corporation', clientType: 'corp', taxClassification: 's_corporation' },
  { name: 'Subchapter S Corporation', clientType: 'corp', taxClassification: 's_corporation' },
  { name: 'C Corp', clientType: 'corp', taxClassification: 'c_corporation' },
  { name: 'C Corporation', clientType: 'corp', taxClassification: 'c_corporation' },
  { name: 'Limited Liability Company', clientType: 'llc' },
  { name: 'PLLC', clientType: 'llc' },
  { name: 'Single-member LLC', clientType: 'llc' },
  { name: 'Multi-member LLC', clientType: 'llc' },
  { name: 'Partnership', clientType: 'partners', taxClassification: 'partnership' },
  { name: 'Partners', clientType: 'partners', taxClassification: 'partnership' },
  { name: 'General Partnership', clientType: 'partners', taxClassification: 'partnership' },
  { name: 'Limited Partnership', clientType: 'partners', taxClassification: 'partnership' },
  { name: 'LP', clientType: 'partners', taxClassification: 'partnership' },
  { name: 'LLP', clientType: 'partners', taxClassification: 'partnership' },
  { name: 'Limited Liability Partnership', clientType: 'partners', taxClassification: 'partnership' },
  { name: 'Non-profit', clientType: 'nonprofit' },
  { name: 'Not-for-profit', clientType: 'nonprofit' },
  { name: 'Nonprofit Organization', clientType: 'nonprofit' },
  { name: 'Non-profit Corporation', clientType: 'nonprofit' },
  { name: '501(c)(3)', clientType: 'nonprofit' },
  { name: 'Tax-exempt', clientType: 'nonprofit' },
  { name: 'Charity', clientType: 'nonprofit' },
  { name: 'Trust', clientType: 'estates_and_trusts' },
  { name: 'Estate', clientType: 'estates_and_trusts' },
  { name: 'Estate or Trust', clientType: 'estates_and_trusts' },
  { name: 'Living Trust', clientType: 'estates_and_trusts' },
  { name: 'Family Trust', clientType: 'estates_and_trusts' },
  { name: 'Revocable Trust', clientType: 'estates_and_trusts' },
  { name: 'Irrevocable Trust', clientType: 'estates_and_trusts' },
];

/** A type's name compared without case, spaces or punctuation: "S-Corp", "s corp" and "S. Corp." are one name. */
export const squashTypeName = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Every name: those lenders use, then each type's own label and code (where no name above says more). */
export const CLIENT_TYPE_NAMES: readonly ClientTypeName[] = [
  ...NAMES_LENDERS_USE,
  ...CLIENT_TYPES.flatMap((t) => [
    { name: t.label, clientType: t.code },
    { name: t.code, clientType: t.code },
  ]).filter((own) => !NAMES_LENDERS_USE.some((n) => squashTypeName(n.name) === squashTypeName(own.name))),
];

const BY_SQUASHED = new Map(CLIENT_TYPE_NAMES.map((n) => [squashTypeName(n.name), n]));

/** The client type (and tax classification, when the name tells it) a sheet's cell names; null when none. */
export function clientTypeOfName(value: string): ClientTypeName | null {
  const key = squashTypeName(value);
  return key ? (BY_SQUASHED.get(key) ?? null) : null;
}
