import { plainRichText } from '../../contract/notes-rich-text';
import type { Queryable } from '../db/database';
import type { FeedSort, PostKind, TopWindow } from '../../contract/community';
import { EDIT_WINDOW_MINUTES } from '../../contract/community';
import { PERSON_COLUMNS, type PersonRow } from './communities-store';
import { moderates, visiblePost } from './visibility';

/** Every SQL statement about posts and questions (search's community_posts, with the columns schema.ts adds). */

export interface PostRow extends PersonRow {
  post_id: number;
  kind: PostKind;
  community_id: number;
  community_name: string;
  community_image_url: string | null;
  author_id: number;
  title: string;
  /** Plain text (search reads it); a list has its first 300 characters. */
  body: string;
  body_json: unknown;
  tags: string[];
  upvotes: number;
  comment_count: number;
  posted_at: Date | string;
  edited_at: Date | string | null;
  hidden_by_moderator: boolean;
  report_hidden: boolean;
  accepted_comment_id: number | null;
  upvoted: boolean;
  bookmark_id: string | null;
  can_moderate: boolean;
}

/** The reader is $1. */
const columns = (body: 'full' | 'excerpt') => `
  p.post_id, p.kind, p.community_id, c.community_name, c.image_url as community_image_url, p.author_id, ${PERSON_COLUMNS},
  p.title, ${body === 'full' ? 'p.body, p.body_json' : 'left(p.body, 300) as body, null as body_json'},
  p.tags, p.upvotes, p.comment_count, p.posted_at, p.edited_at, p.hidden_by_moderator, p.report_hidden, p.accepted_comment_id,
  exists (select 1 from community_post_votes v where v.post_id = p.post_id and v.user_id = $1) as upvoted,
  (select b.bookmark_id from community_bookmarks b where b.user_id = $1 and b.sub_source_type = 'POST' and b.source_id = p.post_id) as bookmark_id,
  ${body === 'full' ? moderates('p.community_id', '$1') : 'false'} as can_moderate`;

const FROM = `from community_posts p join communities c on c.community_id = p.community_id join users u on u.user_id = p.author_id`;

const ORDER: Record<FeedSort, string> = {
  hot: 'p.hot_score desc, p.post_id desc',
  new: 'p.posted_at desc, p.post_id desc',
  top: 'p.upvotes desc, p.posted_at desc, p.post_id desc',
};
const SINCE: Record<TopWindow, string | null> = { week: '7 days', month: '1 month', all: null };

export interface FeedFilter {
  kind: PostKind;
  sort: FeedSort;
  window: TopWindow;
  /** One community's, or (undefined) those of every community the reader belongs to. */
  communityId: number | undefined;
  /** Only the communities the reader pinned. */
  pinned?: boolean;
  limit: number;
  offset: number;
}

/**
 * A page of a feed, as the reader may see it. Two steps: the page's post ids first, from the
 * kept columns alone (the Hot index walked from the top, keeping the reader's communities'
 * visible rows), then their authors, communities, votes and bookmarks for those 20 rows only.
 */
export async function feed(db: Queryable, userId: number, f: FeedFilter): Promise<PostRow[]> {
  const params: unknown[] = [userId, f.kind, f.limit, f.offset];
  const where = ['p.kind = $2', visiblePost('p', 'c', '$1')];
  if (f.communityId === undefined)
    where.push(
      `p.community_id in (select m.community_id from community_members m where m.user_id = $1${f.pinned ? ' and m.is_pinned' : ''})`,
    );
  else {
    params.push(f.communityId);
    where.push(`p.community_id = $${params.length}`);
  }
  const since = f.sort === 'top' ? SINCE[f.window] : null;
  if (since) {
    params.push(since);
    where.push(`p.posted_at >= now() - $${params.length}::interval`);
  }
  const { rows } = await db.query<PostRow>(
    `with page as (
       select p.post_id, row_number() over (order by ${ORDER[f.sort]}) as n
         from community_posts p join communities c on c.community_id = p.community_id
        where ${where.join(' and ')}
        order by ${ORDER[f.sort]}
        limit $3 offset $4)
     select ${columns('excerpt')} from page join community_posts p on p.post_id = page.post_id
            join communities c on c.community_id = p.community_id join users u on u.user_id = p.author_id
      order by page.n`,
    params,
  );
  return rows;
}

/** One post, as the reader may see it (undefined otherwise). */
export async function postOf(db: Queryable, userId: number, postId: number): Promise<PostRow | undefined> {
  const { rows } = await db.query<PostRow>(
    `select ${columns('full')} ${FROM} where p.post_id = $2 and ${visiblePost('p', 'c', '$1')}`,
    [userId, postId],
  );
  return rows[0];
}

export interface NewPost {
  community_id: number;
  kind: PostKind;
  title: string;
  body_json: unknown;
  plain: string;
  tags: string[];
}

export async function insertPost(db: Queryable, userId: number, p: NewPost): Promise<number> {
  const { rows } = await db.query<{ post_id: number }>(
    `insert into community_posts (kind, author_id, community_id, title, body, body_json, tags)
     values ($1, $2, $3, $4, $5, $6, $7) returning post_id`,
    [p.kind, userId, p.community_id, p.title, p.plain, JSON.stringify(p.body_json), p.tags],
  );
  return rows[0]!.post_id;
}

/**
 * `count` posts by one author, "<title> 1" oldest to "<title> count" newest, a second apart and
 * the newest now, in one statement (the development hook of long-feed tests, server/dev).
 */
export async function insertPostsInBulk(
  db: Queryable,
  userId: number,
  p: { community_id: number; kind: string; title: string; count: number; tags: string[] },
): Promise<number[]> {
  const titles = Array.from({ length: p.count }, (_, i) => `${p.title} ${i + 1}`);
  const { rows } = await db.query<{ post_id: number }>(
    `insert into community_posts (kind, author_id, community_id, title, body, body_json, tags, posted_at)
     select $1, $2, $3, t.title, t.title, $5::jsonb || jsonb_build_object('root', ($5::jsonb -> 'root') || jsonb_build_object(
              'children', jsonb_build_array(($5::jsonb #> '{root,children,0}') || jsonb_build_object('children',
                jsonb_build_array(($5::jsonb #> '{root,children,0,children,0}') || jsonb_build_object('text', t.title)))))),
            $6::text[], now() - ((cardinality($4::text[]) - t.n) * interval '1 second')
       from unnest($4::text[]) with ordinality as t(title, n)
      order by t.n
     returning post_id`,
    [p.kind, userId, p.community_id, titles, JSON.stringify(plainRichText('x')), p.tags],
  );
  return rows.map((r) => r.post_id).sort((a, b) => a - b);
}

/** The author's edit, only while the window is open at `now` (the server's clock): false when it has passed. */
export async function updatePost(
  db: Queryable,
  userId: number,
  postId: number,
  p: Omit<NewPost, 'community_id' | 'kind'>,
  now: Date,
) {
  const { rows } = await db.query(
    `update community_posts set title = $3, body = $4, body_json = $5, tags = $6, edited_at = $7
      where post_id = $1 and author_id = $2 and posted_at > $7::timestamptz - interval '${EDIT_WINDOW_MINUTES} minutes'
      returning 1`,
    [postId, userId, p.title, p.plain, JSON.stringify(p.body_json), p.tags, now],
  );
  return rows.length > 0;
}

export async function deletePost(db: Queryable, postId: number) {
  await db.query(`delete from community_bookmarks where sub_source_type = 'POST' and source_id = $1`, [postId]);
  await db.query(`delete from community_reports where target_type = 'POST' and target_id = $1`, [postId]);
  await db.query('delete from community_posts where post_id = $1', [postId]);
}

/**
 * Sets the reader's vote (one per person: the primary key). `added` is true only when this call
 * made a new upvote (the author hears of it once, whatever retries come).
 */
export async function setPostVote(db: Queryable, userId: number, postId: number, upvoted: boolean) {
  const { rows: changed } = upvoted
    ? await db.query('insert into community_post_votes (post_id, user_id) values ($1, $2) on conflict do nothing returning 1', [
        postId,
        userId,
      ])
    : await db.query('delete from community_post_votes where post_id = $1 and user_id = $2 returning 1', [postId, userId]);
  const { rows } = await db.query<{ upvotes: number }>('select upvotes from community_posts where post_id = $1', [postId]);
  return { added: upvoted && changed.length > 0, upvotes: rows[0]?.upvotes ?? 0 };
}

export async function setAccepted(db: Queryable, postId: number, commentId: number | null) {
  await db.query('update community_posts set accepted_comment_id = $2 where post_id = $1', [postId, commentId]);
}

export async function setPostHidden(db: Queryable, postId: number, hidden: boolean) {
  await db.query(
    `update community_posts set hidden_by_moderator = $2, report_hidden = case when $2 then report_hidden else false end
      where post_id = $1`,
    [postId, hidden],
  );
}

/** A new post's words join search's typo lexicon ("thrapy" finds it too). */
export async function addToLexicon(db: Queryable, text: string) {
  await db.query(
    `insert into search_lexicon (word) select unnest(tsvector_to_array(to_tsvector('simple', $1))) on conflict do nothing`,
    [text],
  );
}
