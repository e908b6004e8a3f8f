import { AGE_GROUPS, INSURANCE, LANGUAGES, SERVICES } from '../../contract/directory';

/**
 * The directory's demo providers, generated deterministically (a seeded PRNG, so every fresh
 * database and every test run holds the same directory): services, ages, languages, insurance,
 * telehealth or in person, an address near a real zip code's centroid, phone, website and hours.
 */

export interface Place {
  zip_code: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface DirectoryDetails {
  service_kinds: string[];
  ages: string[];
  languages: string[];
  insurance: string[];
  telehealth: boolean;
  in_person: boolean;
  street: string;
  phone: string;
  hours: string[];
  about: string;
  latitude: number;
  longitude: number;
}

export interface GeneratedProvider extends DirectoryDetails {
  name: string;
  services: string;
  city: string;
  state: string;
  zip_code: string;
  website: string;
  provider_image_url: string;
}

/** mulberry32: a small, well-known 32-bit PRNG; the same seed gives the same directory. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
/** Some of `list` (at least `min`), in the list's order. */
const someOf = <T>(rng: Rng, list: readonly T[], chance: number, min = 1) => {
  const chosen = list.filter(() => rng() < chance);
  while (chosen.length < min) {
    const extra = pick(rng, list);
    if (!chosen.includes(extra)) chosen.push(extra);
  }
  return list.filter((item) => chosen.includes(item));
};

const PRACTICE = [
  'Bright Futures',
  'Little Steps',
  'Open Door',
  'Sunrise',
  'Blue Heron',
  'Kindred',
  'Pathways',
  'Milestone',
  'Tandem',
  'Clear Sky',
  'Oak Hollow',
  'Compass',
  'Wellspring',
  'Juniper',
  'Beacon',
  'Golden Gate',
  'Prairie',
  'Hummingbird',
  'Stepping Stones',
  'Harmony',
];
const KIND = ['Therapy Center', 'Pediatric Therapy', 'Child Development', 'Therapy Group', 'Clinic', 'Family Therapy'];
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Park Blvd', 'Cedar Ln', 'Elm St', 'Washington Ave', 'Lake Rd', 'Hill St'];
const HOURS = [
  ['Mon–Fri 8:00–17:00'],
  ['Mon–Fri 9:00–18:00', 'Sat 9:00–13:00'],
  ['Mon–Thu 7:30–19:00', 'Fri 7:30–15:00'],
  ['Tue–Sat 10:00–18:00'],
];
const SERVICE_KEYS: string[] = SERVICES.map(([key]) => key);
const SERVICE_LABEL = Object.fromEntries(SERVICES);
const AGE_KEYS = AGE_GROUPS.map(([key]) => key);
const OTHER_LANGUAGES = LANGUAGES.map(([key]) => key).filter((key) => key !== 'en');
const INSURANCE_KEYS = INSURANCE.map(([key]) => key);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** About a mile and a half around the centroid, so providers of one zip do not share a dot. */
const near = (rng: Rng, place: Place) => ({
  latitude: Number((place.latitude + (rng() - 0.5) * 0.04).toFixed(6)),
  longitude: Number((place.longitude + (rng() - 0.5) * 0.05).toFixed(6)),
});

/** The directory's part of a provider at `place` (an existing search provider gets these too). */
export function detailsFor(rng: Rng, place: Place, name: string, mainService?: string): DirectoryDetails {
  const services = someOf(rng, SERVICE_KEYS, 0.25);
  if (mainService && !services.includes(mainService)) services.unshift(mainService);
  const telehealth = rng() < 0.45;
  const ages = someOf(rng, AGE_KEYS, 0.5);
  const area = 200 + Math.floor(rng() * 700);
  return {
    service_kinds: SERVICE_KEYS.filter((key) => services.includes(key)),
    ages,
    languages: ['en', ...someOf(rng, OTHER_LANGUAGES, 0.15, 0)],
    insurance: someOf(rng, INSURANCE_KEYS, 0.45),
    telehealth,
    // A telehealth-only practice is the exception.
    in_person: !telehealth || rng() < 0.8,
    street: `${100 + Math.floor(rng() * 8900)} ${pick(rng, STREETS)}`,
    // 555-01xx numbers are reserved for fiction.
    phone: `(${area}) 555-01${String(Math.floor(rng() * 100)).padStart(2, '0')}`,
    hours: pick(rng, HOURS),
    about: `${name} offers ${services.map((key) => SERVICE_LABEL[key]!.toLowerCase()).join(', ')} in ${place.city}, ${place.state}.`,
    ...near(rng, place),
  };
}

/** A provider at each of `places` (leading with its service, when given), named from a practice and a kind (or by `names`, first). */
export function generateProviders(
  places: Array<Place & { service?: string }>,
  seed = 34,
  names: string[] = [],
): GeneratedProvider[] {
  const rng = random(seed);
  const used = new Set<string>();
  return places.map((place, i) => {
    let name = names[i] ?? `${pick(rng, PRACTICE)} ${pick(rng, KIND)}`;
    // Unique names, so a name search means one place: the city tells two alike apart.
    if (used.has(name)) name = `${name} of ${place.city}`;
    if (used.has(name)) name = `${name} ${i}`;
    used.add(name);
    const details = detailsFor(rng, place, name, place.service);
    return {
      name,
      services: details.service_kinds.map((key) => SERVICE_LABEL[key]).join(', '),
      city: place.city,
      state: place.state,
      zip_code: place.zip_code,
      website: `https://${slug(name)}.example`,
      provider_image_url: `/public/avatars/${slug(name)}.svg`,
      ...details,
    };
  });
}

/** search's seed names each provider "<practice> <Service>": the directory key of that service. */
export const serviceOfName = (name: string) =>
  SERVICES.find(([, label]) => name.toLowerCase().includes(label.toLowerCase().replace(' therapy', '')))?.[0];
