// Tax id and address rules shared by the create-client form, the server and the seed.

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** EIN prefixes the IRS assigns (campus and internet prefixes); others never occur. */
export const VALID_EIN_PREFIXES = [
  ...range(1, 6),
  ...range(10, 16),
  ...range(20, 27),
  ...range(30, 48),
  ...range(50, 68),
  ...range(71, 77),
  ...range(80, 88),
  ...range(90, 95),
  98,
  99,
].map((n) => String(n).padStart(2, '0'));

/** Nine digits with an IRS-assigned prefix. */
export function isValidEin(digits: string): boolean {
  return /^\d{9}$/.test(digits) && VALID_EIN_PREFIXES.includes(digits.slice(0, 2));
}

/** SSA rules: no area 000, 666 or 900-999, no group 00, no serial 0000. */
export function isValidSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = Number(digits.slice(0, 3));
  return area !== 0 && area !== 666 && area < 900 && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}

const ITIN_GROUPS = [...range(50, 65), ...range(70, 88), ...range(90, 92), ...range(94, 99)];

/** IRS Individual Taxpayer Identification Number: 9XX-(50-65, 70-88, 90-92, 94-99)-XXXX. Its own rule; accepted wherever an SSN is. */
export function isValidItin(digits: string): boolean {
  return /^9\d{8}$/.test(digits) && ITIN_GROUPS.includes(Number(digits.slice(3, 5)));
}

/** The 50 states, DC, and the territories and military codes the IRS accepts on Form 8821. */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
  'AA',
  'AE',
  'AP',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];
