import type { TaxIdKind } from '../reports.js';

/** Lists show a tax id by its last four digits only, in the shape of its kind. */
export function maskTaxId(last4: string, kind: TaxIdKind): string {
  return kind === 'SSN' ? `***-**-${last4}` : `**-***${last4}`;
}

/** Full digits in the shape of their kind, for the one screen that reveals them (POST /clients/{id}/pii). */
export function formatTaxId(digits: string, kind: TaxIdKind): string {
  return kind === 'SSN'
    ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
    : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}
