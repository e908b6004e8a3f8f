import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { slotsOf, findConcierge } from './store';

interface SeedConcierge {
  user_name: string;
  first_name: string;
  last_name: string;
  user_type: 4 | 5;
  timezone: string;
  languages: string[];
  services: string[];
  years: number;
  gender: string;
  rating: number;
  badges: string[];
  city: string;
  state: string;
  zip: string;
  bio: string;
  saturday?: boolean;
}

const SERVICES = [
  'Care planning',
  'Insurance navigation',
  'School support',
  'Respite care',
  'Therapy referrals',
  'Medication review',
];

/** Twelve concierges (six providers, six coordinators) in five time zones. */
export const SEED_CONCIERGES: SeedConcierge[] = [
  [
    'amara.okafor',
    'Amara',
    'Okafor',
    5,
    'America/New_York',
    ['English', 'Yoruba'],
    12,
    'female',
    4.9,
    'Philadelphia',
    'PA',
    '19102',
  ],
  [
    'lucas.ferreira',
    'Lucas',
    'Ferreira',
    4,
    'Europe/Lisbon',
    ['Portuguese', 'English', 'Spanish'],
    8,
    'male',
    4.7,
    'New York',
    'NY',
    '10001',
  ],
  ['hannah.weiss', 'Hannah', 'Weiss', 5, 'America/Chicago', ['English', 'German'], 15, 'female', 4.8, 'Chicago', 'IL', '60601'],
  ['rahul.mehta', 'Rahul', 'Mehta', 4, 'Asia/Kolkata', ['English', 'Hindi'], 6, 'male', 4.5, 'Austin', 'TX', '78701'],
  [
    'sofia.ramirez',
    'Sofia',
    'Ramirez',
    5,
    'America/Los_Angeles',
    ['Spanish', 'English'],
    10,
    'female',
    4.6,
    'Los Angeles',
    'CA',
    '90001',
  ],
  ['noah.brennan', 'Noah', 'Brennan', 4, 'America/New_York', ['English'], 3, 'male', 4.2, 'Philadelphia', 'PA', '19102'],
  [
    'leila.haddad',
    'Leila',
    'Haddad',
    5,
    'Europe/Lisbon',
    ['Arabic', 'French', 'English'],
    9,
    'female',
    4.9,
    'Seattle',
    'WA',
    '98101',
  ],
  ['kenji.sato', 'Kenji', 'Sato', 4, 'America/Los_Angeles', ['Japanese', 'English'], 20, 'male', 4.4, 'Seattle', 'WA', '98101'],
  ['grace.mensah', 'Grace', 'Mensah', 5, 'America/Chicago', ['English', 'French'], 7, 'female', 4.3, 'Denver', 'CO', '80202'],
  ['diego.alvarez', 'Diego', 'Alvarez', 4, 'America/Denver', ['Spanish', 'English'], 11, 'male', 4.1, 'Denver', 'CO', '80202'],
  [
    'ingrid.larsen',
    'Ingrid',
    'Larsen',
    5,
    'Europe/Lisbon',
    ['Norwegian', 'English'],
    14,
    'nonbinary',
    4.8,
    'Chicago',
    'IL',
    '60601',
  ],
  [
    'omar.siddiqui',
    'Omar',
    'Siddiqui',
    4,
    'Asia/Kolkata',
    ['Urdu', 'English', 'Hindi'],
    5,
    'male',
    3.9,
    'New York',
    'NY',
    '10001',
  ],
].map(([user_name, first_name, last_name, user_type, timezone, languages, years, gender, rating, city, state, zip], i) => ({
  user_name: user_name as string,
  first_name: first_name as string,
  last_name: last_name as string,
  user_type: user_type as 4 | 5,
  timezone: timezone as string,
  languages: languages as string[],
  services: [SERVICES[i % SERVICES.length]!, SERVICES[(i + 2) % SERVICES.length]!],
  years: years as number,
  gender: gender as string,
  rating: rating as number,
  badges: i % 3 === 0 ? ['Top Concierge', 'Quick Responder'] : i % 3 === 1 ? ['Quick Responder'] : [],
  city: city as string,
  state: state as string,
  zip: zip as string,
  bio: `${first_name as string} helps families with ${SERVICES[i % SERVICES.length]!.toLowerCase()} and ${SERVICES[(i + 2) % SERVICES.length]!.toLowerCase()}.`,
  saturday: i % 4 === 0,
}));

/** A password hash no password matches: seeded concierges cannot sign in. */
const NO_PASSWORD = '!no-sign-in';

/** Weekday hours: 09:00–12:00 and 13:00–17:00, Monday to Friday (and Saturday mornings for some). */
async function weeklyHours(db: Database, userId: number, saturday: boolean) {
  for (let weekday = 1; weekday <= (saturday ? 6 : 5); weekday++) {
    const ranges =
      weekday === 6
        ? [[540, 720]]
        : [
            [540, 720],
            [780, 1020],
          ];
    for (const [start, end] of ranges) {
      await db.query('insert into availability (concierge_id, weekday, start_minute, end_minute) values ($1, $2, $3, $4)', [
        userId,
        weekday,
        start,
        end,
      ]);
    }
  }
}

/**
 * Seeds the concierges, their hours and a few bookings, once: keyed on concierge_profiles,
 * so a database seeded before bookings existed gets them at its next start. The demo
 * coordinator is a concierge (signs in to see bookings and hours); the demo provider has a
 * concierge profile with mentoring switched off.
 */
export async function seedBookingIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from concierge_profiles');
  if ((rows[0]?.n ?? 0) > 0) return false;
  const demo = async (name: string) =>
    (await db.query<{ user_id: number }>('select user_id from users where user_name = $1', [name])).rows[0]?.user_id;

  for (const c of SEED_CONCIERGES) {
    const { rows: inserted } = await db.query<{ user_id: number }>(
      `insert into users (user_name, email, password_hash, first_name, last_name, user_type, is_mentor, mentor_detail,
                          care_provider_detail, profile_picture, email_verified, city, state, zip_code)
       values ($1, $1 || '@concierge.neurohealth.test', $2, $3, $4, $5, true, $6, $7, '/public/avatars/' || $1 || '.svg', true, $8, $9, $10)
       on conflict do nothing returning user_id`,
      [
        c.user_name,
        NO_PASSWORD,
        c.first_name,
        c.last_name,
        c.user_type,
        JSON.stringify({ profile_picture: `/public/avatars/${c.user_name}.svg`, bio: c.bio }),
        c.user_type === 4 ? JSON.stringify({ provider_name: `${c.last_name} Care Partners` }) : null,
        c.city,
        c.state,
        c.zip,
      ],
    );
    const userId = inserted[0]?.user_id ?? (await demo(c.user_name));
    if (!userId) continue;
    await db.query(
      `insert into concierge_profiles (user_id, timezone, languages, services, years_experience, gender, rating, badges)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
      [userId, c.timezone, c.languages, c.services, c.years, c.gender, c.rating, c.badges],
    );
    await weeklyHours(db, userId, c.saturday ?? false);
  }

  const coordinator = await demo('coordinator');
  const provider = await demo('provider');
  if (coordinator) {
    await db.query(
      `update users set is_mentor = true,
         mentor_detail = jsonb_build_object('profile_picture', '/public/avatars/coordinator.svg',
                                            'bio', 'Care coordinator for families new to neurology services.')
       where user_id = $1`,
      [coordinator],
    );
    await db.query(
      `insert into concierge_profiles (user_id, timezone, languages, services, years_experience, gender, rating, badges)
       values ($1, 'America/New_York', '{English,Spanish}', '{"Care planning","School support"}', 9, 'nonbinary', 4.8, '{"Top Concierge"}')
       on conflict do nothing`,
      [coordinator],
    );
    await weeklyHours(db, coordinator, true);
  }
  if (provider) {
    await db.query(
      `insert into concierge_profiles (user_id, timezone, languages, services, years_experience, gender, rating)
       values ($1, 'America/Chicago', '{English}', '{"Therapy referrals"}', 6, 'male', 4.5) on conflict do nothing`,
      [provider],
    );
    await weeklyHours(db, provider, false);
  }

  // A few bookings: the caregiver's next session with the coordinator, and one in the past.
  const caregiver = await demo('caregiver');
  const careseeker = await demo('careseeker');
  const book = async (conciergeId: number | undefined, bookerId: number | undefined, nth: number) => {
    const concierge = conciergeId && (await findConcierge(db, conciergeId));
    if (!concierge || !bookerId) return;
    const slot = (await slotsOf(db, concierge)).flatMap((d) => d.slots)[nth];
    if (!slot) return;
    await db.query(
      `insert into bookings (concierge_id, booker_id, during, meeting_id, idempotency_key, booker_timezone)
       values ($1, $2, tstzrange($3::timestamptz, $4::timestamptz), $5, $6, 'America/New_York')`,
      [conciergeId, bookerId, slot.start, slot.end, randomUUID(), `seed-${randomUUID()}`],
    );
  };
  await book(coordinator, caregiver, 6);
  const amara = await demo('amara.okafor');
  await book(amara, careseeker, 3);
  await book(amara, caregiver, 12);
  if (coordinator && caregiver) {
    await db.query(
      `insert into bookings (concierge_id, booker_id, during, status, meeting_id, idempotency_key, booker_timezone)
       values ($1, $2, tstzrange(date_trunc('hour', now()) - interval '7 days', date_trunc('hour', now()) - interval '7 days' + interval '1 hour'),
               'completed', $3, $4, 'America/New_York')`,
      [coordinator, caregiver, randomUUID(), `seed-${randomUUID()}`],
    );
  }
  return true;
}
