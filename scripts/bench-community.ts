// Community feed figures (issue #32), printed, never asserted: the Hot feed query (server/community
// posts-store.ts feed, as GET /community/posts runs it) over 100,000 posts and 1,000,000 upvotes in
// 212 communities, on the reference server's embedded database (PGlite), as `npm start` runs it.
// Goal: a median under 50 ms. The reader belongs to 22 communities (about 10,000 candidate posts).
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/database';
import * as posts from '../server/community/posts-store';
import type { FeedSort, TopWindow } from '../contract/community';
import { makeDataDir, start } from '../tests/server/helpers';

const POSTS = 100_000;
const VOTES = 1_000_000;
const COMMUNITIES = 200;
const VOTERS = 2_000;
const RUNS = 100;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

// COMMUNITY_BENCH_DIR keeps the seeded database between runs (while tuning the query); by default a fresh one.
const kept = process.env.COMMUNITY_BENCH_DIR;
const data = kept ? { dir: kept, remove: async () => {} } : await makeDataDir();
// The server creates the schema and seeds the demo community, then lets go of the database.
await (await start(data.dir)).close();
const db = await openDatabase({ dataDir: data.dir });
try {
  const t0 = performance.now();
  const { rows: reader } = await db.query<{ user_id: number }>("select user_id from users where user_name = 'caregiver'");
  const readerId = reader[0]!.user_id;
  const { rows: seeded } = await db.query("select 1 from communities where community_name = 'Bench community 1'");
  if (seeded.length === 0) await seed(readerId);
  const { rows: totals } = await db.query<{ posts: number; communities: number; mine: number; votes: number }>(
    `select (select count(*)::int from community_posts) as posts, (select count(*)::int from community_post_votes) as votes, (select count(*)::int from communities) as communities,
            (select count(*)::int from community_posts p join community_members m on m.community_id = p.community_id and m.user_id = $1
              where p.kind = 'POST') as mine`,
    [readerId],
  );
  console.log(`\nCommunity feed (PGlite; seeded in ${seconds(t0)})`);
  console.log(
    `  ${totals[0]!.posts.toLocaleString('en-US')} posts and questions, ${totals[0]!.votes.toLocaleString('en-US')} upvotes, ${totals[0]!.communities} communities; the reader's communities hold ${totals[0]!.mine.toLocaleString('en-US')} posts`,
  );

  const { rows: one } = await db.query<{ community_id: number }>(
    "select community_id from communities where community_name = 'Bench community 1'",
  );
  const measure = async (sort: FeedSort, window: TopWindow = 'week', page = 0, communityId?: number) => {
    const once = async () => {
      const t = performance.now();
      await posts.feed(db, readerId, { kind: 'POST', sort, window, communityId, limit: 21, offset: page * 20 });
      return performance.now() - t;
    };
    for (let i = 0; i < 10; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await once());
    return `median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms`;
  };
  console.log(`  Hot feed, first page of 20, median of ${RUNS}: ${await measure('hot')} (goal: under 50 ms)`);
  console.log(`  Hot feed, fifth page: ${await measure('hot', 'week', 4)}`);
  console.log(`  One community's Hot feed (its page): ${await measure('hot', 'week', 0, one[0]!.community_id)}`);
  console.log(
    `  New: ${await measure('new')}; Top this week: ${await measure('top', 'week')}; Top of all time: ${await measure('top', 'all')}`,
  );
} finally {
  await db.close();
  await data.remove();
}

/** 2,000 voters, 200 more communities (the reader joins ten), the posts and the upvotes. */
async function seed(readerId: number) {
  await db.query(
    `insert into users (user_name, email, password_hash, user_type, email_verified)
       select 'bench' || g, 'bench' || g || '@bench.test', '!', 1, true from generate_series(1, $1::int) g`,
    [VOTERS],
  );
  await db.query(
    `insert into communities (community_name, description, topics)
       select 'Bench community ' || g, 'A community for the bench', array['bench'] from generate_series(1, $1::int) g`,
    [COMMUNITIES],
  );
  // The reader joins ten of them (and is in the twelve demo ones already).
  await db.query(
    `insert into community_members (community_id, user_id)
       select community_id, $1 from communities where community_name like 'Bench community %' order by community_id limit 10`,
    [readerId],
  );
  // Bulk rows without the per-row triggers; the counts and hot scores are then set once, as the triggers keep them.
  await db.exec(`set session_replication_role = replica`);
  await db.query(
    `insert into community_posts (kind, author_id, community_id, title, body, tags, posted_at)
       select case when g % 4 = 0 then 'QUESTION' else 'POST' end,
              (select min(user_id) from users where user_name like 'bench%') + g % $3::int,
              c.ids[1 + g % array_length(c.ids, 1)],
              'Bench post ' || g, 'What we learned this week, number ' || g, array['bench'],
              now() - make_interval(secs => (g * 997) % (365 * 86400))
         from generate_series(1, $1::int) g,
              (select array_agg(community_id order by community_id) as ids from communities) c
        limit $2`,
    [POSTS, POSTS, VOTERS],
  );
  const { rows: range } = await db.query<{ lo: number; hi: number; u: number }>(
    `select min(post_id)::int as lo, max(post_id)::int as hi,
            (select min(user_id)::int from users where user_name like 'bench%') as u
       from community_posts where title like 'Bench post %'`,
  );
  const { lo, hi, u } = range[0]!;
  // 1,000,000 upvotes: post i gets a skewed number of voters (a few popular, most with a handful), none twice.
  const perPost = VOTES / (hi - lo + 1);
  await db.query(
    `insert into community_post_votes (post_id, user_id, voted_at)
       select p, $4::int + (p * 7 + k) % $5::int, now()
         from generate_series($1::int, $2::int) p,
              generate_series(0, ((p * 2654435761) % (2 * $3::int))::int) k
        where k < $5::int
       on conflict do nothing`,
    [lo, hi, perPost, u, VOTERS],
  );
  await db.exec(`set session_replication_role = origin`);
  // The kept counts, as the triggers keep them; the update fires the hot score's trigger.
  await db.exec(`
    update community_posts p set upvotes = v.n from (select post_id, count(*)::int as n from community_post_votes group by post_id) v
     where v.post_id = p.post_id and p.upvotes <> v.n;
    update community_posts set posted_at = posted_at where title like 'Bench post %' and upvotes = 0;
    update communities c set member_count = (select count(*) from community_members m where m.community_id = c.community_id),
           post_count = (select count(*) from community_posts p where p.community_id = c.community_id);
    analyze;
  `);
}
