/** Demo data for global search: real US zip codes, invented providers, people and posts. */
import { WRITTEN_POSTS, WRITTEN_QUESTIONS } from '../community';

/** 40 cities × 5 zip codes = 200 real US zip codes with their city and state. */
const CITY_ZIPS: Array<[city: string, state: string, first: number, count?: number]> = [
  ['New York', 'NY', 10001],
  ['Los Angeles', 'CA', 90001],
  ['Chicago', 'IL', 60601],
  ['Houston', 'TX', 77002],
  ['Phoenix', 'AZ', 85003],
  ['Philadelphia', 'PA', 19102],
  ['San Antonio', 'TX', 78201],
  ['San Diego', 'CA', 92101],
  ['Dallas', 'TX', 75201],
  ['Austin', 'TX', 78701],
  ['Seattle', 'WA', 98101],
  ['Denver', 'CO', 80202],
  ['Atlanta', 'GA', 30303],
  ['Miami', 'FL', 33125],
  ['Portland', 'OR', 97201],
  ['Nashville', 'TN', 37201],
  ['Minneapolis', 'MN', 55401],
  ['Columbus', 'OH', 43201],
  ['Baltimore', 'MD', 21201],
  ['Milwaukee', 'WI', 53202],
  ['Kansas City', 'MO', 64105],
  ['Sacramento', 'CA', 95811],
  ['Salt Lake City', 'UT', 84101],
  ['Pittsburgh', 'PA', 15201],
  ['Cincinnati', 'OH', 45202],
  ['Cleveland', 'OH', 44102],
  ['St. Louis', 'MO', 63101],
  ['Tampa', 'FL', 33602],
  ['Orlando', 'FL', 32801],
  ['Charlotte', 'NC', 28202],
  ['Raleigh', 'NC', 27601],
  ['Richmond', 'VA', 23219],
  ['Indianapolis', 'IN', 46201],
  ['Detroit', 'MI', 48201],
  ['Louisville', 'KY', 40202],
  ['Memphis', 'TN', 38103],
  ['Oklahoma City', 'OK', 73102],
  ['Albuquerque', 'NM', 87102],
  ['Tucson', 'AZ', 85701],
  ['Omaha', 'NE', 68102],
];

export const ZIP_CODES: Array<{ zip_code: string; city: string; state: string }> = CITY_ZIPS.flatMap(
  ([city, state, first, count = 5]) =>
    Array.from({ length: count }, (_, i) => ({ zip_code: String(first + i).padStart(5, '0'), city, state })),
);

const PRACTICES = [
  'Brightside',
  'Northstar',
  'Harbor',
  'Cedar Grove',
  'Summit',
  'Lakeside',
  'Riverbend',
  'Maple Leaf',
  'Evergreen',
  'Willow Creek',
];

/** Service kinds; each provider offers one main service and a related one. */
const SERVICES: Array<[name: string, related: string]> = [
  ['Speech Therapy', 'Language development, stuttering and feeding support'],
  ['Occupational Therapy', 'Sensory integration and fine motor skills'],
  ['Physical Therapy', 'Gait training, balance and mobility'],
  ['Neuropsychology', 'Cognitive and developmental assessments'],
];

export interface SeedProvider {
  name: string;
  services: string;
  city: string;
  state: string;
  zip_code: string;
  website: string;
  provider_image_url: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 40 providers: every practice offers each service kind, in a different city. */
export const PROVIDERS: SeedProvider[] = PRACTICES.flatMap((practice, p) =>
  SERVICES.map(([service, related], s) => {
    const name = `${practice} ${service}`;
    const zip = ZIP_CODES[(p * SERVICES.length + s) * 5]!;
    return {
      name,
      services: `${service}; ${related}`,
      city: zip.city,
      state: zip.state,
      zip_code: zip.zip_code,
      website: `https://${slug(name)}.example`,
      provider_image_url: `/public/avatars/${slug(name)}.svg`,
    };
  }),
);

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Isabella',
  'Mateo',
  'Mia',
  'Ethan',
  'Amelia',
  'Aiden',
  'Harper',
];
const LAST = ['Garcia', 'Patel', 'Nguyen', 'Kim', 'Okafor', 'Rossi', 'Cohen', 'Silva', 'Haddad', 'Schmidt'];

export interface SeedPerson {
  user_name: string;
  first_name: string;
  last_name: string;
  user_type: number;
  is_mentor: boolean;
  provider_name: string | null;
  city: string;
  state: string;
  zip_code: string;
}

/**
 * 30 people of every member type: caregivers (1), care seekers (2), concierge
 * mentors (caregivers who mentor), care providers (4) with a practice name, and care
 * coordinators (5); six of each.
 */
export const PEOPLE: SeedPerson[] = Array.from({ length: 30 }, (_, i) => {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[(i * 3) % LAST.length]!;
  const kind = i % 5;
  const user_type = [1, 2, 1, 4, 5][kind]!;
  const zip = ZIP_CODES[(i * 7) % ZIP_CODES.length]!;
  return {
    user_name: `${first}.${last}${i}`.toLowerCase(),
    first_name: first,
    last_name: last,
    user_type,
    is_mentor: kind === 2,
    provider_name: user_type === 4 ? `${last} Family Therapy` : null,
    city: zip.city,
    state: zip.state,
    zip_code: zip.zip_code,
  };
});

export interface SeedPost {
  kind: 'POST' | 'QUESTION';
  title: string;
  body: string;
  tags: string[];
  upvotes: number;
  daysAgo: number;
}

/**
 * 60 community posts and 40 questions (server/community/seed-posts.ts, written by hand), spread over
 * the past year, newest first.
 */
export const POSTS: SeedPost[] = [
  ...WRITTEN_POSTS.map((p, i): SeedPost => ({
    kind: 'POST',
    title: p.title,
    body: p.body,
    tags: [...p.tags],
    upvotes: (i * 7) % 23,
    daysAgo: i * 6,
  })),
  ...WRITTEN_QUESTIONS.map((q, i): SeedPost => ({
    kind: 'QUESTION',
    title: q.title,
    body: q.body,
    tags: [...q.tags],
    upvotes: (i * 5) % 17,
    daysAgo: i * 9 + 1,
  })),
];
