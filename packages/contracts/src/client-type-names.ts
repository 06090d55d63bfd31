import { CLIENT_TYPES, type ClientTypeCode } from './domain.js';
import { TAX_CLASSIFICATION_LABELS, TAX_CLASSIFICATIONS, type TaxClassification } from './tax-classification.js';

// The names lenders' sheets give client types (docs/decisions/264). One table: the client
// type each name means and, where the name also says how the business is taxed, that classification
// (decision 285: only for the types that have one, a corporation or an LLC), which the import stores.

export type ClientTypeName = {
  name: string;
  clientType: ClientTypeCode;
  taxClassification?: TaxClassification;
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
  // An LLC's member count tells only the IRS default (disregarded, partnership): it may elect to be a
  // corporation, so these names leave the classification unknown (decision 285).
  { name: 'Single-member LLC', clientType: 'llc' },
  { name: 'Multi-member LLC', clientType: 'llc' },
  { name: 'LLC S Corp', clientType: 'llc', taxClassification: 's_corporation' },
  { name: 'LLC taxed as S Corp', clientType: 'llc', taxClassification: 's_corporation' },
  { name: 'LLC taxed as an S Corporation', clientType: 'llc', taxClassification: 's_corporation' },
  { name: 'LLC (S Corporation)', clientType: 'llc', taxClassification: 's_corporation' },
  { name: 'S Corp LLC', clientType: 'llc', taxClassification: 's_corporation' },
  { name: 'LLC C Corp', clientType: 'llc', taxClassification: 'c_corporation' },
  { name: 'LLC taxed as C Corp', clientType: 'llc', taxClassification: 'c_corporation' },
  { name: 'LLC taxed as a C Corporation', clientType: 'llc', taxClassification: 'c_corporation' },
  { name: 'LLC (C Corporation)', clientType: 'llc', taxClassification: 'c_corporation' },
  { name: 'LLC Partnership', clientType: 'llc', taxClassification: 'partnership' },
  { name: 'LLC taxed as Partnership', clientType: 'llc', taxClassification: 'partnership' },
  { name: 'LLC taxed as a Partnership', clientType: 'llc', taxClassification: 'partnership' },
  { name: 'LLC Disregarded', clientType: 'llc', taxClassification: 'disregarded' },
  { name: 'Disregarded LLC', clientType: 'llc', taxClassification: 'disregarded' },
  { name: 'Disregarded Entity', clientType: 'llc', taxClassification: 'disregarded' },
  { name: 'LLC Disregarded Entity', clientType: 'llc', taxClassification: 'disregarded' },
  // A partnership's type tells its return (1065): no classification (decision 285).
  { name: 'Partnership', clientType: 'partners' },
  { name: 'Partners', clientType: 'partners' },
  { name: 'General Partnership', clientType: 'partners' },
  { name: 'Limited Partnership', clientType: 'partners' },
  { name: 'LP', clientType: 'partners' },
  { name: 'LLP', clientType: 'partners' },
  { name: 'Limited Liability Partnership', clientType: 'partners' },
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

/** The Tax classification column's names: each code, its label, and the names lenders write. */
const CLASSIFICATION_NAMES: readonly [string, TaxClassification][] = [
  ...TAX_CLASSIFICATIONS.flatMap((c): [string, TaxClassification][] => [
    [c, c],
    [TAX_CLASSIFICATION_LABELS[c], c],
  ]),
  ['S Corp', 's_corporation'],
  ['S Corporation', 's_corporation'],
  ['S', 's_corporation'],
  ['1120-S', 's_corporation'],
  ['C Corp', 'c_corporation'],
  ['C Corporation', 'c_corporation'],
  ['C', 'c_corporation'],
  ['1120', 'c_corporation'],
  ['Partnership', 'partnership'],
  ['1065', 'partnership'],
  ['Disregarded', 'disregarded'],
  ['Disregarded Entity', 'disregarded'],
];
const CLASSIFICATION_BY_SQUASHED = new Map(CLASSIFICATION_NAMES.map(([name, c]) => [squashTypeName(name), c]));

/** The tax classification a sheet's Tax classification cell names; null when none does. */
export const taxClassificationOfName = (value: string): TaxClassification | null =>
  CLASSIFICATION_BY_SQUASHED.get(squashTypeName(value)) ?? null;
