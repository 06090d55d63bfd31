import type { ClientTypeCode } from '@taxlens/contracts';
import type { ClientInput } from './factories/clients.js';
import { fakeAddress } from './fake-addresses.js';
import { createNameSource, fakePerson, fullName } from './fake-people.js';
import type { Random } from './random.js';
import { createTaxIdSource } from './tax-ids.js';

export type Identity = Omit<ClientInput, 'lenderId'>;

/** Who a client is: names by type, a valid-looking unique EIN or SSN, and a US address. */
export function createIdentitySource(rng: Random) {
  const names = createNameSource(rng);
  const taxIds = createTaxIdSource(rng);
  const place = (): Identity => {
    const a = fakeAddress(rng);
    return { addressLine1: a.line1, addressLine2: a.line2, city: a.city, state: a.state, zip: a.zip, phone: a.phone };
  };
  const business = (clientType: ClientTypeCode, businessName: string): Identity => ({
    ...place(),
    clientType,
    businessName,
    dba: rng.chance(0.1) ? names.trade(fakePerson(rng)) : null,
    taxId: taxIds.ein(),
  });
  return (clientType: ClientTypeCode): Identity => {
    switch (clientType) {
      case 'corp':
      case 'llc':
      case 'partners':
      case 'nonprofit':
        return business(clientType, names[clientType]());
      case 'sole_prop': {
        const owner = fakePerson(rng);
        return {
          ...place(),
          clientType,
          businessName: names.trade(owner),
          firstName: owner.firstName,
          lastName: owner.lastName,
          taxId: taxIds.ssn(),
          secondEin: rng.chance(0.4) ? taxIds.ein() : null,
        };
      }
      case 'individual': {
        const person = fakePerson(rng);
        return {
          ...place(),
          clientType,
          businessName: names.person(person),
          firstName: person.firstName,
          lastName: person.lastName,
          taxId: taxIds.ssn(),
        };
      }
      case 'estates_and_trusts': {
        const grantor = fakePerson(rng);
        return {
          ...place(),
          clientType,
          businessName: names.estate(grantor),
          fiduciaryName: fullName(fakePerson(rng)),
          taxId: taxIds.ein(),
        };
      }
    }
  };
}
