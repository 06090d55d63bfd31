import { formatTaxId, maskTaxId, type PrefilledForm, type TaxIdKind } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { decryptPii } from '../../platform/pii.js';
import { coverageFor, FORM_8821_REVISION, type Prefilled8821 } from './signed-form.js';

export type PrefillSource = { productName: string; piiKey: Buffer; now: Date };

/**
 * The current Form 8821 prefilled from the client (docs/decisions/199): taxpayer name, tax id and
 * address; as designees the provider and the client's lender designee where one is set; matters and
 * periods from the coverage table. Undefined for a missing or foreign client.
 */
export async function prefillForClient(db: Database, lenderId: string, clientId: string, src: PrefillSource): Promise<Prefilled8821 | undefined> {
  const c = await db
    .selectFrom('clients as c')
    .leftJoin('designees as d', (j) => j.onRef('d.id', '=', 'c.designee_id').onRef('d.lender_id', '=', 'c.lender_id'))
    .select(['c.client_type', 'c.business_name', 'c.first_name', 'c.last_name', 'c.tax_id_kind', 'c.tax_id_encrypted', 'c.address_line1', 'c.address_line2', 'c.city', 'c.state', 'c.zip', 'c.phone'])
    .select(['d.name as d_name', 'd.caf_number', 'd.address_line1 as d_line1', 'd.address_line2 as d_line2', 'd.city as d_city', 'd.state as d_state', 'd.zip as d_zip', 'd.phone as d_phone'])
    .where('c.lender_id', '=', lenderId)
    .where('c.id', '=', clientId)
    .executeTakeFirst();
  if (!c) return undefined;
  const person = c.client_type === 'individual' && c.first_name && c.last_name ? `${c.first_name} ${c.last_name}` : c.business_name;
  const designees: Prefilled8821['designees'] = [{ name: `${src.productName} (provider)`, address: [], cafNumber: null, phone: null }];
  if (c.d_name) {
    designees.push({
      name: c.d_name,
      address: [c.d_line1, c.d_line2, `${c.d_city ?? ''}, ${c.d_state ?? ''} ${c.d_zip ?? ''}`].filter((l): l is string => Boolean(l)),
      cafNumber: c.caf_number,
      phone: c.d_phone,
    });
  }
  return {
    revision: FORM_8821_REVISION,
    taxpayer: {
      name: person,
      taxIdKind: c.tax_id_kind,
      taxId: formatTaxId(decryptPii(src.piiKey, c.tax_id_encrypted), c.tax_id_kind as TaxIdKind),
      address: [c.address_line1, c.address_line2, `${c.city}, ${c.state} ${c.zip}`].filter((l): l is string => Boolean(l)),
      phone: c.phone,
    },
    designees,
    matters: coverageFor(c.client_type, src.now),
  };
}

/** The form as shown on a screen: the tax id masked to its last 4 (the PDF carries it whole). */
export function maskedForm(form: Prefilled8821): PrefilledForm {
  const digits = form.taxpayer.taxId.replace(/\D/g, '');
  return { ...form, taxpayer: { ...form.taxpayer, taxId: maskTaxId(digits.slice(-4), form.taxpayer.taxIdKind as TaxIdKind) } };
}

export const periodsOf = (form: Prefilled8821): string[] => form.matters.flatMap((m) => m.periods);
