import type { Database } from '../db/database';

/**
 * Communities and session notes for the side menu (SPEC §2, §3). The tables are
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
create table if not exists session_notes (
  id serial primary key,
  owner_id int not null references users(user_id) on delete cascade,
  shared_with_id int references users(user_id) on delete cascade,
  note_title text,
  body text not null default '',
  is_pinned boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists session_notes_owner_idx on session_notes(owner_id);
create index if not exists session_notes_shared_idx on session_notes(shared_with_id);
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
 * session notes for the caregiver (personal, shared by them, shared with them);
 * none for the care-seeker, whose menu shows the empty states.
 */
export async function seedCommunities(db: Database, id: (userName: string) => number): Promise<void> {
  await ensureCommunitySchema(db);
  await db.exec('delete from community_members; delete from session_notes; delete from communities;');
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

  const note = (owner: string, title: string | null, createdAt: string, pinned = false, sharedWith: string | null = null) =>
    db.query(
      `insert into session_notes (owner_id, shared_with_id, note_title, body, is_pinned, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [id(owner), sharedWith ? id(sharedWith) : null, title, 'Notes from a concierge session.', pinned, createdAt],
    );
  await note('caregiver', 'Respite options to explore', '2025-03-05T10:00:00Z', true);
  await note('caregiver', null, '2025-04-12T09:30:00Z');
  await note('caregiver', 'Questions for the neurologist', '2025-02-20T16:00:00Z');
  await note('caregiver', 'School support plan', '2025-05-02T11:00:00Z', false, 'mentor');
  await note('mentor', 'Follow-up: sleep routine', '2025-04-28T14:15:00Z', false, 'caregiver');
  await note('mentor', 'Mentoring checklist', '2025-01-15T08:00:00Z', true);
}
