import { BUSINESS_TIME_ZONE, calendarDayInZone, formatTaxId } from '@taxlens/contracts';
import type { ClientFacts } from '@taxlens/form-check';
import type { Config } from '../../config.js';
import { decryptPii, normalizeTaxId } from '../../platform/pii.js';
import type { ClientFactsRow } from './repo.js';

const calendarDate = (at: Date) => calendarDayInZone(at, BUSINESS_TIME_ZONE);

/**
 * What the library compares the form with: the client's type and tax classification (decision 285),
 * name and full TIN (decrypted here, on the server, and handed only to the check's thread), a joint
 * filer's spouse (decision 218), the provider's designee from configuration, the day the form arrived,
 * and the products of its order (their line 3 needs).
 */
export function clientFacts(config: Config, c: ClientFactsRow, receivedAt: Date, products: string[] = []): ClientFacts {
  const tin = formatTaxId(normalizeTaxId(decryptPii(config.piiKey, c.tax_id_encrypted)), c.tax_id_kind);
  const individualName = c.first_name && c.last_name ? `${c.first_name} ${c.last_name}` : null;
  const spouse =
    c.client_type === 'individual' && c.spouse_first_name && c.spouse_last_name && c.spouse_tax_id_encrypted
      ? {
          name: `${c.spouse_first_name} ${c.spouse_last_name}`,
          tin: formatTaxId(normalizeTaxId(decryptPii(config.piiKey, c.spouse_tax_id_encrypted)), 'SSN'),
        }
      : null;
  const designee = config.esignDesignee;
  return {
    clientType: c.client_type,
    taxClassification: c.tax_classification,
    clientName: (c.client_type === 'individual' ? individualName : null) ?? c.business_name,
    clientTin: tin,
    spouse,
    designees: designee ? [{ name: designee.name, caf: designee.cafNumber }] : [],
    receivedOn: calendarDate(receivedAt),
    products,
  };
}
