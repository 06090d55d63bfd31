import type { Random } from './random.js';

// Real city / state / ZIP / area-code combinations; phone numbers use 555-01xx, reserved for fiction.
const CITIES = [
  ['Columbus', 'OH', '43215', '614'],
  ['Austin', 'TX', '78701', '512'],
  ['Denver', 'CO', '80202', '303'],
  ['Charlotte', 'NC', '28202', '704'],
  ['Phoenix', 'AZ', '85004', '602'],
  ['Nashville', 'TN', '37203', '615'],
  ['Tampa', 'FL', '33602', '813'],
  ['Boise', 'ID', '83702', '208'],
  ['Omaha', 'NE', '68102', '402'],
  ['Richmond', 'VA', '23219', '804'],
  ['Madison', 'WI', '53703', '608'],
  ['Portland', 'OR', '97204', '503'],
  ['Kansas City', 'MO', '64105', '816'],
  ['Albuquerque', 'NM', '87102', '505'],
  ['Louisville', 'KY', '40202', '502'],
  ['Salt Lake City', 'UT', '84101', '801'],
  ['Birmingham', 'AL', '35203', '205'],
  ['Des Moines', 'IA', '50309', '515'],
  ['Spokane', 'WA', '99201', '509'],
  ['Savannah', 'GA', '31401', '912'],
  ['Providence', 'RI', '02903', '401'],
  ['Hartford', 'CT', '06103', '860'],
  ['Little Rock', 'AR', '72201', '501'],
  ['Tulsa', 'OK', '74103', '918'],
  ['Fresno', 'CA', '93721', '559'],
  ['Sacramento', 'CA', '95814', '916'],
  ['Pittsburgh', 'PA', '15222', '412'],
  ['Buffalo', 'NY', '14202', '716'],
  ['Grand Rapids', 'MI', '49503', '616'],
  ['Indianapolis', 'IN', '46204', '317'],
  ['Minneapolis', 'MN', '55401', '612'],
  ['Baton Rouge', 'LA', '70801', '225'],
  ['Reno', 'NV', '89501', '775'],
  ['Burlington', 'VT', '05401', '802'],
  ['Charleston', 'SC', '29401', '843'],
  ['Wilmington', 'DE', '19801', '302'],
] as const;

const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Commerce Blvd',
  'Industrial Pkwy',
  'Washington St',
  'Lincoln Ave',
  'Park Rd',
  'Market St',
  'Elm St',
  'Highland Ave',
  'Riverside Dr',
  'Center St',
  'Airport Rd',
  'Church St',
  'Lake St',
  'Broadway',
  'Jefferson Ave',
  'Pine St',
  'Mill Rd',
  'Franklin St',
  'Cedar Ln',
  'Harbor Way',
  'Union St',
] as const;

export type UsAddress = {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string;
};

export function fakeAddress(rng: Random): UsAddress {
  const [city, state, zip, area] = rng.pick(CITIES);
  const zipNumber = Number(zip) + rng.int(0, 20);
  return {
    line1: `${rng.int(100, 9899)} ${rng.pick(STREETS)}`,
    line2: rng.chance(0.2) ? rng.pick(['Suite ', 'Unit ', 'Ste ']) + rng.int(100, 450) : null,
    city,
    state,
    zip: String(zipNumber).padStart(5, '0'),
    phone: `(${area}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`,
  };
}
