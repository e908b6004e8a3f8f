import type { Database } from '../db/database';

/**
 * Communities for the side menu (SPEC §2, §3; its notes are server/notes). The tables are
 * created here with `if not exists`, both when seeding and, lazily, by the routes
 * (so a database seeded before these tables existed still answers).
 */
const SCHEMA = `
create table if not exists communities (
  community_id serial primary key,
  community_name text not null,
  image_url text,
  created_at timestamptz not null default now()
);
create table if not exists community_members (
  community_id int not null references communities(community_id) on delete cascade,
  user_id int not null references users(user_id) on delete cascade,
  is_pinned boolean not null default false,
  joined_at timestamptz not null default now(),
  primary key (community_id, user_id)
);
`;

const schemaReady = new WeakMap<Database, Promise<void>>();

/** Creates the tables once per database handle. */
export function ensureCommunitySchema(db: Database): Promise<void> {
  let ready = schemaReady.get(db);
  if (!ready) {
    ready = db.exec(SCHEMA);
    schemaReady.set(db, ready);
    ready.catch(() => schemaReady.delete(db));
  }
  return ready;
}

const COMMUNITIES: Array<[name: string, image: boolean]> = [
  ['Epilepsy Parents', true],
  ['Brain Injury Support', true],
  ['Caregiver Wellbeing', false],
  ['Autism Family Network', true],
  ['ADHD at School', false],
  ['Migraine Circle', false],
  ['Cerebral Palsy Families', true],
  ['Parkinson’s Caregivers', false],
  ['Stroke Recovery at Home', false],
  ['Dementia Daily Care', true],
  ['Rare Neuro Conditions', false],
  ['Sleep and Neurodiversity', false],
];
/** Pinned for the caregiver: three, not the first three, so "pinned first" is visible. */
const PINNED = new Set(['Caregiver Wellbeing', 'Dementia Daily Care', 'Sleep and Neurodiversity']);

/**
 * 12 communities, all joined by the caregiver (3 pinned), a few by other members;
 * none for the care-seeker, whose menu shows the empty state.
 */
export async function seedCommunities(db: Database, id: (userName: string) => number): Promise<void> {
  await ensureCommunitySchema(db);
  await db.exec('delete from community_members; delete from communities;');
  const communityIds = new Map<string, number>();
  for (const [name, image] of COMMUNITIES) {
    const slug = name
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '');
    const { rows } = await db.query<{ community_id: number }>(
      'insert into communities (community_name, image_url) values ($1, $2) returning community_id',
      [name, image ? `/public/avatars/${slug}.svg` : null],
    );
    communityIds.set(name, rows[0]!.community_id);
  }
  const join = (user: string, name: string, pinned = false, daysAgo = 0) =>
    db.query(
      `insert into community_members (community_id, user_id, is_pinned, joined_at)
       values ($1, $2, $3, now() - make_interval(days => $4))`,
      [communityIds.get(name), id(user), pinned, daysAgo],
    );
  for (const [i, [name]] of COMMUNITIES.entries()) await join('caregiver', name, PINNED.has(name), 60 - i);
  for (const name of ['Epilepsy Parents', 'Caregiver Wellbeing', 'Brain Injury Support'])
    await join('mentor', name, name === 'Epilepsy Parents');
  await join('provider', 'Epilepsy Parents');
  await join('coordinator', 'Brain Injury Support', true);
}
