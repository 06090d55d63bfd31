import type { Random } from './random.js';

const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Carlos',
  'Aisha',
  'Thomas',
  'Susan',
  'Daniel',
  'Karen',
  'Anthony',
  'Nancy',
  'Mark',
  'Lisa',
  'Kevin',
  'Priya',
  'Brian',
  'Angela',
  'Jorge',
  'Michelle',
  'Steven',
  'Rebecca',
  'Andrew',
  'Laura',
  'Joshua',
  'Hannah',
  'Wei',
  'Grace',
  'Tyrone',
  'Olivia',
  'Samuel',
  'Rosa',
  'Nathan',
  'Fatima',
  'Eric',
  'Diane',
  'Marcus',
  'Yolanda',
  'Victor',
  'Chloe',
  'Raymond',
  'Sofia',
  'Gregory',
  'Tanya',
] as const;

const LAST_NAMES = [
  'Anderson',
  'Baker',
  'Castillo',
  'Delgado',
  'Ellison',
  'Foster',
  'Garcia',
  'Harrington',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Lambert',
  'Mitchell',
  'Nguyen',
  "O'Connor",
  'Patel',
  'Quinn',
  'Ramirez',
  'Sullivan',
  'Thompson',
  'Underwood',
  'Valdez',
  'Whitaker',
  'Young',
  'Zimmerman',
  'Brooks',
  'Chen',
  'Dawson',
  'Evans',
  'Fischer',
  'Gallagher',
  'Holloway',
  'Jackson',
  'Kim',
  'Lopez',
  'Morrison',
  'Novak',
  'Okafor',
  'Pierce',
  'Reyes',
  'Schultz',
  'Turner',
  'Vaughn',
  'Walsh',
  'Abernathy',
  'Bishop',
  'Carver',
  'Duarte',
  'Franklin',
  'Hughes',
] as const;

const PLACES = [
  'Summit',
  'Harbor',
  'Cedar Ridge',
  'Bluewater',
  'Ironwood',
  'Prairie',
  'Riverbend',
  'Granite',
  'Lakeshore',
  'Redstone',
  'Maple Grove',
  'Northgate',
  'Silver Creek',
  'Oak Hollow',
  'Pioneer',
  'Coastal',
  'Sunbelt',
  'Keystone',
  'Evergreen',
  'Canyon',
  'Heartland',
  'Tidewater',
  'Highland',
  'Copper State',
  'Liberty',
  'Frontier',
  'Magnolia',
  'Crescent',
  'Westfield',
  'Blue Ridge',
] as const;

const INDUSTRIES = [
  'Logistics',
  'Construction',
  'Dental Group',
  'Auto Repair',
  'Landscaping',
  'Hospitality',
  'Manufacturing',
  'Medical Supply',
  'Roofing',
  'Plumbing & Heating',
  'Electric',
  'Bakery',
  'Brewing',
  'Fitness',
  'Veterinary Clinic',
  'Trucking',
  'Machine Works',
  'Printing',
  'Restaurant Group',
  'Home Health',
  'Staffing',
  'Cabinetry',
  'Pharmacy',
  'Marine Services',
  'HVAC',
  'Grocers',
  'Tire & Service',
  'Childcare',
  'Steel Fabrication',
  'Coffee Roasters',
  'Physical Therapy',
  'Signs & Graphics',
  'Masonry',
  'Catering',
  'Pool Supply',
] as const;

const TRADES = [
  'Plumbing',
  'Painting',
  'Lawn Care',
  'Auto Detailing',
  'Bookkeeping',
  'Hauling',
  'Handyman Services',
  'Photography',
  'Tailoring',
  'Barbershop',
  'Pet Grooming',
  'Tutoring',
] as const;
const NONPROFITS = [
  'Community Foundation',
  'Food Bank',
  'Youth Alliance',
  'Arts Council',
  'Health Collaborative',
  'Housing Partnership',
  'Literacy Project',
  'Animal Rescue',
  'Veterans Outreach',
  'Land Trust',
] as const;

export type PersonName = { firstName: string; lastName: string };

export function fakePerson(rng: Random): PersonName {
  return { firstName: rng.pick(FIRST_NAMES), lastName: rng.pick(LAST_NAMES) };
}

export const fullName = (p: PersonName) => `${p.firstName} ${p.lastName}`;

/** Names by client type; `used` keeps them unique in one portfolio so search results read naturally. */
export function createNameSource(rng: Random) {
  const used = new Set<string>();
  const unique = (make: () => string): string => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const name = make();
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
    const name = `${make()} ${used.size}`;
    used.add(name);
    return name;
  };
  const stem = () => (rng.chance(0.5) ? rng.pick(PLACES) : rng.pick(LAST_NAMES));
  return {
    corp: () => unique(() => `${stem()} ${rng.pick(INDUSTRIES)} ${rng.pick(['Inc.', 'Corporation', 'Corp.', 'Co.'])}`),
    llc: () => unique(() => `${stem()} ${rng.pick(INDUSTRIES)} LLC`),
    partners: () =>
      unique(
        () =>
          `${rng.pick(LAST_NAMES)} & ${rng.pick(LAST_NAMES)} ${rng.pick(['LLP', 'Partners', 'Associates', 'Partnership'])}`,
      ),
    nonprofit: () => unique(() => `${rng.pick(PLACES)} ${rng.pick(NONPROFITS)}`),
    trade: (owner: PersonName) => unique(() => `${owner.lastName} ${rng.pick(TRADES)}`),
    person: (person: PersonName) => unique(() => fullName(person)),
    estate: (person: PersonName) =>
      unique(() => (rng.chance(0.5) ? `Estate of ${fullName(person)}` : `${person.lastName} Family Trust`)),
  };
}

export function emailFor(person: PersonName, domain: string): string {
  return `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${domain}`;
}
