import type { FeedSort, ItemRef, QueueItem, QueueTarget } from '../../contract/admin-feed';
import { displayNameOf } from '../db/users';
import type { Queryable } from '../db/types';

/*
 * The moderation queue's SQL (contract/admin-feed.ts). The queue is read from the community's
 * reports (community_reports, issue #32): an item is a post or comment with OPEN reports. Claims
 * live in admin_feed_claims; a decision closes the item's reports, so it leaves the queue.
 */

const PERSON = (a: string, p: string) =>
  `${a}.user_id as ${p}_id, ${a}.user_name as ${p}_name, ${a}.first_name as ${p}_first, ${a}.last_name as ${p}_last,
   ${a}.user_type as ${p}_type, ${a}.is_mentor as ${p}_mentor, ${a}.care_provider_detail as ${p}_provider`;

type PersonCols<P extends string> = {
  [K in `${P}_id` | `${P}_type`]: number;
} & { [K in `${P}_name` | `${P}_first` | `${P}_last`]: string } & { [K in `${P}_mentor`]: boolean } & {
  [K in `${P}_provider`]: { provider_name?: string } | null;
};

const personOf = <P extends string>(r: PersonCols<P>, p: P) => {
  const row = r as unknown as Record<string, unknown>;
  const u = {
    user_id: row[`${p}_id`] as number,
    user_name: row[`${p}_name`] as string,
    first_name: row[`${p}_first`] as string,
    last_name: row[`${p}_last`] as string,
    user_type: row[`${p}_type`] as number,
    is_mentor: row[`${p}_mentor`] as boolean,
    care_provider_detail: row[`${p}_provider`] as { provider_name?: string } | null,
  };
  return { user_id: u.user_id, user_name: u.user_name, display_name: displayNameOf(u) };
};

type ItemRow = PersonCols<'author'> & {
  target_type: QueueTarget;
  target_id: number;
  post_id: number;
  community_id: number | null;
  community_name: string | null;
  title: string | null;
  body_json: unknown;
  text: string;
  created_at: Date | string;
  hidden_by_moderator: boolean;
  report_hidden: boolean;
  report_count: number;
  last_reported_at: Date | string;
  claimed_by: number | null;
  posts: number;
  comments: number;
  removed: number;
  reported: number;
  total: string | number;
};

type ReportRow = PersonCols<'reporter'> & {
  target_type: QueueTarget;
  target_id: number;
  reason: QueueItem['reports'][number]['reason'];
  details: string;
  created_at: Date | string;
};

const iso = (d: Date | string) => new Date(d).toISOString();

// Whitelisted: the order is never text from the request.
const ORDER: Record<FeedSort, string> = {
  newest: 'i.last_reported_at desc, i.target_type, i.target_id desc',
  most_reported: 'i.report_count desc, i.last_reported_at desc, i.target_type, i.target_id desc',
};

/** The items, `refs` null for a page of the queue, else exactly those items (still with open reports). */
async function readItems(
  db: Queryable,
  f: { sort: FeedSort; target?: QueueTarget | undefined; limit: number; offset: number; refs: ItemRef[] | null },
): Promise<{ rows: ItemRow[]; total: number }> {
  const { rows } = await db.query<ItemRow>(
    `with q as (
       select r.target_type, r.target_id, count(*)::int as report_count, max(r.created_at) as last_reported_at
         from community_reports r
        where r.state = 'OPEN' and r.target_type in ('POST', 'COMMENT')
          and ($1::text is null or r.target_type = $1)
          and ($4::text[] is null or (r.target_type, r.target_id) in (select * from unnest($4::text[], $5::int[])))
        group by r.target_type, r.target_id
     ),
     item as (
       select q.*, k.comment_id, coalesce(k.post_id, q.target_id) as post_id
         from q left join community_comments k on q.target_type = 'COMMENT' and k.comment_id = q.target_id
     )
     select i.target_type, i.target_id, i.post_id, i.report_count, i.last_reported_at,
            p.community_id, c.community_name,
            case when i.target_type = 'POST' then p.title end as title,
            case when i.target_type = 'POST' then p.body_json end as body_json,
            case when i.target_type = 'POST' then p.body else coalesce(k.body, '') end as text,
            case when i.target_type = 'POST' then p.posted_at else k.created_at end as created_at,
            case when i.target_type = 'POST' then p.hidden_by_moderator else k.hidden_by_moderator end as hidden_by_moderator,
            case when i.target_type = 'POST' then p.report_hidden else k.report_hidden end as report_hidden,
            cl.claimed_by,
            ${PERSON('a', 'author')},
            (select count(*)::int from community_posts ap where ap.author_id = a.user_id) as posts,
            (select count(*)::int from community_comments ak where ak.author_id = a.user_id and not ak.is_deleted) as comments,
            (select count(*)::int from community_posts ap where ap.author_id = a.user_id and ap.hidden_by_moderator)
              + (select count(*)::int from community_comments ak where ak.author_id = a.user_id and ak.hidden_by_moderator)
              as removed,
            (select count(*)::int from community_reports ar
              where (ar.target_type = 'POST' and ar.target_id in (select post_id from community_posts where author_id = a.user_id))
                 or (ar.target_type = 'COMMENT'
                     and ar.target_id in (select comment_id from community_comments where author_id = a.user_id)))
              as reported,
            count(*) over () as total
       from item i
       join community_posts p on p.post_id = i.post_id
       left join community_comments k on k.comment_id = i.comment_id
       left join communities c on c.community_id = p.community_id
       join users a on a.user_id = case when i.target_type = 'POST' then p.author_id else k.author_id end
       left join admin_feed_claims cl on cl.target_type = i.target_type and cl.target_id = i.target_id
      where i.target_type = 'POST' or i.comment_id is not null
      order by ${ORDER[f.sort]}
      limit $2 offset $3`,
    [f.target ?? null, f.limit, f.offset, f.refs && f.refs.map((r) => r.target_type), f.refs && f.refs.map((r) => r.target_id)],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

async function present(db: Queryable, rows: ItemRow[], readerId: number): Promise<QueueItem[]> {
  if (rows.length === 0) return [];
  const reports = await db.query<ReportRow>(
    `select r.target_type, r.target_id, r.reason, r.details, r.created_at, ${PERSON('u', 'reporter')}
       from community_reports r join users u on u.user_id = r.reporter_id
      where r.state = 'OPEN' and (r.target_type, r.target_id) in (select * from unnest($1::text[], $2::int[]))
      order by r.created_at desc, r.report_id desc`,
    [rows.map((r) => r.target_type), rows.map((r) => r.target_id)],
  );
  const claimers = rows.map((r) => r.claimed_by).filter((id): id is number => id !== null);
  const people = await db.query<PersonCols<'p'>>(`select ${PERSON('u', 'p')} from users u where u.user_id = any($1::int[])`, [
    claimers,
  ]);
  const personById = new Map(people.rows.map((p) => [p.p_id, personOf(p, 'p')]));
  return rows.map((r) => ({
    target_type: r.target_type,
    target_id: r.target_id,
    post_id: r.post_id,
    community: r.community_id === null ? null : { community_id: r.community_id, community_name: r.community_name ?? '' },
    author: personOf(r, 'author'),
    title: r.title,
    body_json: r.body_json ?? null,
    text: r.text,
    created_at: iso(r.created_at),
    hidden: r.hidden_by_moderator ? 'MODERATOR' : r.report_hidden ? 'REPORTED' : null,
    report_count: r.report_count,
    last_reported_at: iso(r.last_reported_at),
    reports: reports.rows
      .filter((x) => x.target_type === r.target_type && x.target_id === r.target_id)
      .map((x) => ({ reporter: personOf(x, 'reporter'), reason: x.reason, details: x.details, created_at: iso(x.created_at) })),
    claimed_by: r.claimed_by === null ? null : (personById.get(r.claimed_by) ?? null),
    claimed_by_me: r.claimed_by === readerId,
    author_history: { posts: r.posts, comments: r.comments, removed: r.removed, reported: r.reported },
  }));
}

export async function queuePage(
  db: Queryable,
  f: { sort: FeedSort; target?: QueueTarget | undefined; page: number; size: number },
  readerId: number,
): Promise<{ rows: QueueItem[]; total: number }> {
  const { rows, total } = await readItems(db, { ...f, limit: f.size, offset: f.page * f.size, refs: null });
  return { rows: await present(db, rows, readerId), total };
}

/** The given items that are in the queue now (open reports), in the order asked. */
export async function queueItems(db: Queryable, refs: ItemRef[], readerId: number): Promise<QueueItem[]> {
  const { rows } = await readItems(db, { sort: 'newest', limit: refs.length, offset: 0, refs });
  const items = await present(db, rows, readerId);
  const key = (r: ItemRef) => `${r.target_type}:${r.target_id}`;
  const byKey = new Map(items.map((i) => [key(i), i]));
  return refs.flatMap((r) => byKey.get(key(r)) ?? []);
}

/** Takes the claim unless another holds it; answers who holds it after. */
export async function setClaim(db: Queryable, ref: ItemRef, adminId: number, claimed: boolean): Promise<number | null> {
  if (claimed)
    await db.query(
      `insert into admin_feed_claims (target_type, target_id, claimed_by) values ($1, $2, $3)
       on conflict (target_type, target_id) do nothing`,
      [ref.target_type, ref.target_id, adminId],
    );
  else
    await db.query('delete from admin_feed_claims where target_type = $1 and target_id = $2 and claimed_by = $3', [
      ref.target_type,
      ref.target_id,
      adminId,
    ]);
  const { rows } = await db.query<{ claimed_by: number }>(
    'select claimed_by from admin_feed_claims where target_type = $1 and target_id = $2',
    [ref.target_type, ref.target_id],
  );
  return rows[0]?.claimed_by ?? null;
}

const TABLE = { POST: ['community_posts', 'post_id'], COMMENT: ['community_comments', 'comment_id'] } as const;

/**
 * Carries out a decision on one item: approve shows it to everyone again, remove hides it for good
 * (the row is kept: the audit trail reads it), ignore leaves it as it is. Its open reports close
 * (ACTIONED on a removal, else DISMISSED) and its claim ends.
 */
export async function applyDecision(
  db: Queryable,
  ref: ItemRef,
  decision: 'approve' | 'remove' | 'ignore',
  adminId: number,
): Promise<void> {
  const [table, key] = TABLE[ref.target_type];
  if (decision === 'approve')
    await db.query(`update ${table} set hidden_by_moderator = false, report_hidden = false where ${key} = $1`, [ref.target_id]);
  if (decision === 'remove') await db.query(`update ${table} set hidden_by_moderator = true where ${key} = $1`, [ref.target_id]);
  await db.query(
    `update community_reports set state = $3, reviewed_by = $4, reviewed_at = now()
      where target_type = $1 and target_id = $2 and state = 'OPEN'`,
    [ref.target_type, ref.target_id, decision === 'remove' ? 'ACTIONED' : 'DISMISSED', adminId],
  );
  await db.query('delete from admin_feed_claims where target_type = $1 and target_id = $2', [ref.target_type, ref.target_id]);
}

/** Every administrator but `adminId` (user type 99, read now): who hears a claim change. */
export async function otherAdministrators(db: Queryable, adminId: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>('select user_id from users where user_type = 99 and user_id <> $1', [
    adminId,
  ]);
  return rows.map((r) => r.user_id);
}
