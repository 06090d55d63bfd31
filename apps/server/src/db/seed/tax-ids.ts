import type { Random } from './random.js';

/** EIN prefixes the IRS assigns (campus and internet prefixes); others never occur. */
export const VALID_EIN_PREFIXES = [
  ...range(1, 6), ...range(10, 16), ...range(20, 27), ...range(30, 48), ...range(50, 68),
  ...range(71, 77), ...range(80, 88), ...range(90, 95), 98, 99,
].map((n) => String(n).padStart(2, '0'));

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function isValidEin(digits: string): boolean {
  return /^\d{9}$/.test(digits) && VALID_EIN_PREFIXES.includes(digits.slice(0, 2));
}

/** SSA rules: no area 000, 666 or 900-999, no group 00, no serial 0000. */
export function isValidSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = Number(digits.slice(0, 3));
  return area !== 0 && area !== 666 && area < 900 && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}

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
