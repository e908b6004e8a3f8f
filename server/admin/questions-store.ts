import { UNANSWERED_DAYS, type AdminQuestion, type QuestionFilter } from '../../contract/admin-questions';
import { displayNameOf } from '../db/users';
import type { Queryable } from '../db/types';

/* /admin-questions' SQL (contract/admin-questions.ts) on the community's questions (community_posts, kind QUESTION). */

interface Row {
  post_id: number;
  title: string;
  body: string;
  community_id: number | null;
  community_name: string | null;
  created_at: Date | string;
  closed_at: Date | string | null;
  accepted_comment_id: number | null;
  open_reports: number;
  author: PersonRow;
  total: string | number;
}
interface PersonRow {
  user_id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  user_type: number;
  is_mentor: boolean;
  care_provider_detail: { provider_name?: string } | null;
}

const personOf = (u: PersonRow) => ({ user_id: u.user_id, user_name: u.user_name, display_name: displayNameOf(u) });
const PERSON_JSON = (a: string) =>
  `json_build_object('user_id', ${a}.user_id, 'user_name', ${a}.user_name, 'first_name', ${a}.first_name,
     'last_name', ${a}.last_name, 'user_type', ${a}.user_type, 'is_mentor', ${a}.is_mentor,
     'care_provider_detail', ${a}.care_provider_detail)`;

const OPEN_REPORTS = `(select count(*)::int from community_reports r
   where r.target_type = 'POST' and r.target_id = p.post_id and r.state = 'OPEN')`;

// Whitelisted: which questions and in what order, never text from the request.
const WHERE: Record<QuestionFilter, string> = {
  unanswered: `p.accepted_comment_id is null and p.closed_at is null and not p.hidden_by_moderator
    and p.posted_at < now() - interval '${UNANSWERED_DAYS} days'`,
  reported: `${OPEN_REPORTS} > 0`,
};
const ORDER: Record<QuestionFilter, string> = {
  unanswered: 'p.posted_at asc, p.post_id',
  reported: 'open_reports desc, p.posted_at desc, p.post_id desc',
};

async function read(db: Queryable, where: string, order: string, params: unknown[], limit: number, offset: number) {
  const { rows } = await db.query<Row>(
    `select p.post_id, p.title, p.body, p.community_id, c.community_name, p.posted_at as created_at, p.closed_at,
            p.accepted_comment_id, ${OPEN_REPORTS} as open_reports, ${PERSON_JSON('a')} as author,
            count(*) over () as total
       from community_posts p
       join users a on a.user_id = p.author_id
       left join communities c on c.community_id = p.community_id
      where p.kind = 'QUESTION' and ${where}
      order by ${order}
      limit ${Number(limit)} offset ${Number(offset)}`,
    params,
  );
  const answers = await db.query<{ post_id: number; comment_id: number; body: string; author: PersonRow }>(
    `select k.post_id, k.comment_id, k.body, ${PERSON_JSON('u')} as author
       from community_comments k join users u on u.user_id = k.author_id
      where k.post_id = any($1::int[]) and k.parent_id is null and not k.is_deleted
      order by k.created_at, k.comment_id`,
    [rows.map((r) => r.post_id)],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r): AdminQuestion => ({
      post_id: r.post_id,
      title: r.title,
      text: r.body,
      community: r.community_id === null ? null : { community_id: r.community_id, community_name: r.community_name ?? '' },
      author: personOf(r.author),
      created_at: new Date(r.created_at).toISOString(),
      closed: r.closed_at !== null,
      accepted_comment_id: r.accepted_comment_id,
      open_reports: r.open_reports,
      answers: answers.rows
        .filter((k) => k.post_id === r.post_id)
        .map((k) => ({ comment_id: k.comment_id, author: personOf(k.author), text: k.body ?? '' })),
    })),
  };
}

export const questionsPage = (db: Queryable, f: { filter: QuestionFilter; page: number; size: number }) =>
  read(db, WHERE[f.filter], ORDER[f.filter], [], f.size, f.page * f.size);

export async function questionById(db: Queryable, postId: number): Promise<AdminQuestion | undefined> {
  return (await read(db, 'p.post_id = $1', 'p.post_id', [postId], 1, 0)).rows[0];
}

export async function setClosed(db: Queryable, postId: number, closed: boolean) {
  await db.query(`update community_posts set closed_at = ${closed ? 'now()' : 'null'} where post_id = $1`, [postId]);
}

export async function communityExists(db: Queryable, communityId: number) {
  return (await db.query('select 1 from communities where community_id = $1', [communityId])).rows.length > 0;
}

export async function moveTo(db: Queryable, postId: number, communityId: number) {
  await db.query('update community_posts set community_id = $2 where post_id = $1', [postId, communityId]);
}

export async function setAccepted(db: Queryable, postId: number, commentId: number) {
  await db.query('update community_posts set accepted_comment_id = $2 where post_id = $1', [postId, commentId]);
}

export async function communityNames(db: Queryable) {
  const { rows } = await db.query<{ community_id: number; community_name: string }>(
    'select community_id, community_name from communities order by lower(community_name), community_id',
  );
  return rows;
}
