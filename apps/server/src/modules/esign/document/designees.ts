import type { Config } from '../../../config.js';
import type { Form8821Designee } from './prefilled-8821.js';

/** A designee as the portal keeps one (the lender's designees table, or ESIGN_DESIGNEE). */
type DesigneeRecord = {
  name: string;
  cafNumber: string;
  ptin: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string;
  fax: string | null;
};

/** Line 2's block for a designee; sendCopies: "Check if to be sent copies of notices and communications". */
export function form8821Designee(d: DesigneeRecord, sendCopies: boolean): Form8821Designee {
  return {
    name: d.name,
    address: { line1: d.addressLine1, line2: d.addressLine2, city: d.city, state: d.state, zip: d.zip },
    cafNumber: d.cafNumber,
    ptin: d.ptin,
    phone: d.phone,
    fax: d.fax,
    sendCopies,
  };
}

/** The provider, first designee of every prefilled form, with copies of notices sent to it (docs/decisions/193). */
export function providerDesignee(config: Config): Form8821Designee {
  return form8821Designee(config.esignDesignee, true);
}
