import type { Database, Queryable } from '../db/database';
import { lexicalOf } from './present';
import { WRITTEN_POSTS, WRITTEN_QUESTIONS, type WrittenPost } from './seed-posts';

/**
 * The demo communities (issue #32): twelve, each with a description, topics, rules and a
 * moderator; two need approval to join. Every demo account but the administrator (whose menu has
 * no community) belongs to some. seedCommunities runs with the accounts' seed; the content seed
 * runs after search's, whose 60 posts and 40 questions it files into the communities their first
 * tag belongs to, with comments, replies, upvotes and accepted answers, so the feed is alive.
 */

interface SeedCommunity {
  name: string;
  image: boolean;
  description: string;
  topics: string[];
  approval?: boolean;
}

const RULES = [
  'Be kind: everyone here is caring for someone.',
  'Share experience, not medical advice; talk to your clinician before changing treatment.',
  'Keep other families’ details private.',
  'No selling or promotion.',
];

const COMMUNITIES: SeedCommunity[] = [
  {
    name: 'Epilepsy Parents',
    image: true,
    description: 'Parents of children with epilepsy: seizure plans, school, diet and sleep.',
    topics: ['epilepsy', 'seizures', 'diet'],
  },
  {
    name: 'Brain Injury Support',
    image: true,
    description: 'Families living with an acquired brain injury, from hospital to home.',
    topics: ['brain injury', 'rehabilitation', 'therapy'],
  },
  {
    name: 'Caregiver Wellbeing',
    image: false,
    description: 'Looking after yourself while you look after someone: respite, rest, money and help.',
    topics: ['respite', 'wellbeing', 'insurance'],
  },
  {
    name: 'Autism Family Network',
    image: true,
    description: 'Autistic children and their families: sensory needs, routines, communication.',
    topics: ['autism', 'sensory', 'routines'],
  },
  {
    name: 'ADHD at School',
    image: false,
    description: 'ADHD in the classroom: IEPs, medication at school, homework and teachers.',
    topics: ['adhd', 'school', 'medication'],
  },
  {
    name: 'Migraine Circle',
    image: false,
    description: 'Children and adults with migraine, and the people who care for them.',
    topics: ['migraine', 'headache'],
  },
  {
    name: 'Cerebral Palsy Families',
    image: true,
    description: 'Therapy, equipment and everyday life with cerebral palsy.',
    topics: ['cerebral palsy', 'therapy', 'mobility'],
  },
  {
    name: 'Parkinson’s Caregivers',
    image: false,
    description: 'Caring for a parent or partner with Parkinson’s. Members only: ask to join.',
    topics: ['parkinsons', 'caregiving'],
    approval: true,
  },
  {
    name: 'Stroke Recovery at Home',
    image: false,
    description: 'The months after a stroke: therapy at home, speech and mobility.',
    topics: ['stroke', 'speech', 'mobility'],
  },
  {
    name: 'Dementia Daily Care',
    image: true,
    description: 'Day-to-day care for someone living with dementia.',
    topics: ['dementia', 'memory'],
  },
  {
    name: 'Rare Neuro Conditions',
    image: false,
    description: 'For families whose diagnosis few have heard of. Members only: ask to join.',
    topics: ['rare conditions', 'diagnosis'],
    approval: true,
  },
  {
    name: 'Sleep and Neurodiversity',
    image: false,
    description: 'Night waking, bedtime routines and sleep for neurodivergent children.',
    topics: ['sleep', 'routines'],
  },
];
/** Pinned for the caregiver: three, not the first three, so "pinned first" is visible. */
const PINNED = new Set(['Caregiver Wellbeing', 'Dementia Daily Care', 'Sleep and Neurodiversity']);

/** Where a seeded post goes, by its first tag. */
const BY_TAG: Record<string, string> = {
  epilepsy: 'Epilepsy Parents',
  diet: 'Epilepsy Parents',
  autism: 'Autism Family Network',
  sensory: 'Autism Family Network',
  adhd: 'ADHD at School',
  school: 'ADHD at School',
  medication: 'ADHD at School',
  sleep: 'Sleep and Neurodiversity',
  respite: 'Caregiver Wellbeing',
  insurance: 'Caregiver Wellbeing',
  speech: 'Stroke Recovery at Home',
  stroke: 'Stroke Recovery at Home',
  therapy: 'Cerebral Palsy Families',
  'cerebral-palsy': 'Cerebral Palsy Families',
  'brain-injury': 'Brain Injury Support',
  migraine: 'Migraine Circle',
  parkinsons: 'Parkinson’s Caregivers',
  dementia: 'Dementia Daily Care',
  rare: 'Rare Neuro Conditions',
  wellbeing: 'Caregiver Wellbeing',
  caregiving: 'Caregiver Wellbeing',
  work: 'Caregiver Wellbeing',
};

/** Demo accounts' communities beyond the caregiver's (who joined all twelve), with the moderators. */
const MEMBERS: Array<[user: string, community: string, role?: 'MODERATOR', pinned?: boolean]> = [
  ['caregiver', 'Caregiver Wellbeing', 'MODERATOR'],
  ['mentor', 'Epilepsy Parents', 'MODERATOR', true],
  ['mentor', 'Caregiver Wellbeing'],
  ['mentor', 'Brain Injury Support'],
  ['provider', 'Epilepsy Parents'],
  ['provider', 'Cerebral Palsy Families'],
  ['coordinator', 'Brain Injury Support', 'MODERATOR', true],
  ['coordinator', 'ADHD at School'],
  ['careseeker', 'Epilepsy Parents'],
  ['careseeker', 'Autism Family Network', undefined, true],
  ['careseeker', 'Sleep and Neurodiversity'],
];

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

/** The twelve communities and the demo accounts' memberships (with the accounts' seed). */
export async function seedCommunities(db: Database, id: (userName: string) => number): Promise<void> {
  await db.exec('delete from community_join_requests; delete from community_members; delete from communities;');
  const ids = new Map<string, number>();
  for (const c of COMMUNITIES) {
    const { rows } = await db.query<{ community_id: number }>(
      `insert into communities (community_name, image_url, description, topics, rules, join_policy, created_at)
       values ($1, $2, $3, $4, $5, $6, now() - interval '400 days') returning community_id`,
      [
        c.name,
        c.image ? `/public/avatars/${slugOf(c.name)}.svg` : null,
        c.description,
        c.topics,
        RULES,
        c.approval ? 'APPROVAL' : 'PUBLIC',
      ],
    );
    ids.set(c.name, rows[0]!.community_id);
  }
  const join = (user: string, name: string, role = 'MEMBER', pinned = false, daysAgo = 0) =>
    db.query(
      `insert into community_members (community_id, user_id, role, is_pinned, joined_at)
       values ($1, $2, $3, $4, now() - make_interval(days => $5))
       on conflict (community_id, user_id) do update set role = excluded.role, is_pinned = community_members.is_pinned or excluded.is_pinned`,
      [ids.get(name), id(user), role, pinned, daysAgo],
    );
  for (const [i, c] of COMMUNITIES.entries()) await join('caregiver', c.name, 'MEMBER', PINNED.has(c.name), 60 - i);
  for (const [user, name, role, pinned] of MEMBERS) await join(user, name, role ?? 'MEMBER', pinned ?? false);
}

/** The replies each seeded post was given, by its title (seed-posts.ts). */
const WRITTEN_BY_TITLE: ReadonlyMap<string, WrittenPost> = new Map(
  [...WRITTEN_POSTS, ...WRITTEN_QUESTIONS].map((p) => [p.title, p]),
);

/**
 * Files search's seeded posts into communities (once: while any has none), makes each author a
 * member where they wrote, and adds comments, replies, upvotes and accepted answers. The demo
 * accounts write some of them (the notifications seeded for them speak of their posts).
 */
export async function seedCommunityContentIfEmpty(db: Database): Promise<boolean> {
  const { rows: unfiled } = await db.query<{
    post_id: number;
    kind: string;
    title: string;
    tags: string[];
    body: string;
    author_id: number;
    posted_at: string;
  }>(
    'select post_id, kind, title, tags, body, author_id, posted_at from community_posts where community_id is null order by post_id',
  );
  if (unfiled.length === 0) return false;
  const { rows: communities } = await db.query<{ community_id: number; community_name: string }>(
    'select community_id, community_name from communities',
  );
  if (communities.length === 0) return false;
  const communityId = new Map(communities.map((c) => [c.community_name, c.community_id]));
  const { rows: demo } = await db.query<{ user_id: number; user_name: string }>(
    `select user_id, user_name from users where user_name in ('caregiver', 'careseeker', 'mentor', 'provider', 'coordinator')`,
  );
  const demoId = new Map(demo.map((d) => [d.user_name, d.user_id]));
  const writers = ['caregiver', 'careseeker', 'mentor', 'coordinator', 'provider']
    .map((n) => demoId.get(n))
    .filter((v) => v !== undefined);
  const fallback = communities[0]!.community_id;

  await db.transaction(async (tx) => {
    for (const [i, post] of unfiled.entries()) {
      const community = communityId.get(BY_TAG[post.tags[0] ?? ''] ?? '') ?? fallback;
      // Every seventh post is a demo account's, so each has posts to be told about.
      const author = i % 7 === 0 && writers.length ? writers[(i / 7) % writers.length]! : post.author_id;
      await tx.query('update community_posts set community_id = $2, author_id = $3, body_json = $4 where post_id = $1', [
        post.post_id,
        community,
        author,
        JSON.stringify(lexicalOf(post.body)),
      ]);
      await tx.query(`insert into community_members (community_id, user_id) values ($1, $2) on conflict do nothing`, [
        community,
        author,
      ]);
    }
    await seedConversation(tx, unfiled, writers);
  });
  return true;
}

/** Comments, replies, votes and accepted answers from the community's members, deterministic. */
async function seedConversation(
  db: Queryable,
  posts: Array<{ post_id: number; kind: string; title: string; posted_at: string }>,
  demo: number[],
) {
  for (const [i, post] of posts.entries()) {
    const { rows: members } = await db.query<{ user_id: number }>(
      `select m.user_id from community_members m join community_posts p on p.community_id = m.community_id
        where p.post_id = $1 and m.user_id <> p.author_id order by m.user_id`,
      [post.post_id],
    );
    if (members.length === 0) continue;
    const pick = (n: number) => members[(i * 3 + n) % members.length]!.user_id;
    const written = WRITTEN_BY_TITLE.get(post.title);
    let first: number | undefined;
    for (const [n, text] of (written?.comments ?? []).entries()) {
      const { rows } = await db.query<{ comment_id: number }>(
        `insert into community_comments (post_id, author_id, body, created_at)
         values ($1, $2, $3, least(now(), $4::timestamptz + make_interval(hours => $5))) returning comment_id`,
        [post.post_id, pick(n), text, post.posted_at, n + 1],
      );
      first ??= rows[0]!.comment_id;
    }
    // The first reply's author answers it (the post's author when a member is, else another member).
    if (first !== undefined && written?.reply)
      await db.query(
        `insert into community_comments (post_id, parent_id, author_id, body, created_at)
         values ($1, $2, (select author_id from community_posts where post_id = $1), $3, least(now(), $4::timestamptz + interval '6 hours'))`,
        [post.post_id, first, written.reply, post.posted_at],
      );
    if (first !== undefined && post.kind === 'QUESTION' && i % 2 === 0)
      await db.query('update community_posts set accepted_comment_id = $2 where post_id = $1', [post.post_id, first]);
    // Upvotes from members (the seeded count is votes from before; these are on top of it).
    for (const voter of members.slice(0, (i % 5) + 1))
      await db.query('insert into community_post_votes (post_id, user_id) values ($1, $2) on conflict do nothing', [
        post.post_id,
        voter.user_id,
      ]);
    if (first !== undefined && demo.length)
      await db.query('insert into community_comment_votes (comment_id, user_id) values ($1, $2) on conflict do nothing', [
        first,
        demo[i % demo.length],
      ]);
  }
}
