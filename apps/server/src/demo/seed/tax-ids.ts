import { isValidEin, isValidSsn, VALID_EIN_PREFIXES } from '@taxlens/contracts';
import type { Random } from './random.js';

// The rules live in the contracts (the create-client form and the server use them too).
export { isValidEin, isValidSsn };

export function generateEin(rng: Random): string {
  return rng.pick(VALID_EIN_PREFIXES) + String(rng.int(1, 9_999_999)).padStart(7, '0');
}

export function generateSsn(rng: Random): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 665;
  const group = String(rng.int(1, 99)).padStart(2, '0');
  const serial = String(rng.int(1, 9999)).padStart(4, '0');
  return String(area).padStart(3, '0') + group + serial;
}

/** Hands out tax ids never repeated within one generator, as the unique blind index requires. */
export function createTaxIdSource(rng: Random) {
  const used = new Set<string>();
  const unique = (make: () => string) => {
    let value = make();
    while (used.has(value)) value = make();
    used.add(value);
    return value;
  };
  return { ein: () => unique(() => generateEin(rng)), ssn: () => unique(() => generateSsn(rng)) };
}
