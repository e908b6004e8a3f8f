import type { Queryable } from '../db/database';
import { EDIT_WINDOW_MINUTES } from '../../contract/community';
import { PERSON_COLUMNS, type PersonRow } from './communities-store';
import { commentReadable, listedComment, visibleComment } from './visibility';

/** Every SQL statement about comments and their votes. */

export interface CommentRow extends PersonRow {
  comment_id: number;
  post_id: number;
  parent_id: number | null;
  author_id: number;
  body: string | null;
  is_deleted: boolean;
  upvotes: number;
  upvoted: boolean;
  hidden_by_moderator: boolean;
  report_hidden: boolean;
  hidden_reason: string | null;
  /** The reader may read its words (false: a placeholder hidden by a moderator). */
  readable: boolean;
  created_at: Date | string;
  edited_at: Date | string | null;
}

/** The reader is $1. */
const COLUMNS = `
  k.comment_id, k.post_id, k.parent_id, k.author_id, ${PERSON_COLUMNS}, k.body, k.is_deleted, k.upvotes,
  k.hidden_by_moderator, k.report_hidden, k.hidden_reason, k.created_at, k.edited_at,
  ${commentReadable('k', 'p', '$1')} as readable,
  exists (select 1 from community_comment_votes v where v.comment_id = k.comment_id and v.user_id = $1) as upvoted`;
const FROM = 'from community_comments k join community_posts p on p.post_id = k.post_id join users u on u.user_id = k.author_id';

/**
 * A post's comments the reader may see, oldest first (the post itself is checked by the caller),
 * with those a moderator hid as placeholders (`readable` false). A reply whose parent the reader may
 * not see is left out too: it has nowhere to hang.
 */
export async function commentsOf(db: Queryable, userId: number, postId: number): Promise<CommentRow[]> {
  const { rows } = await db.query<CommentRow>(
    `select ${COLUMNS} ${FROM}
      where k.post_id = $2 and ${listedComment('k', 'p', '$1')}
      order by k.created_at, k.comment_id
      limit 2000`,
    [userId, postId],
  );
  const shown = new Set(rows.filter((r) => r.parent_id === null).map((r) => r.comment_id));
  return rows.filter((r) => r.parent_id === null || shown.has(r.parent_id));
}

export async function commentOf(db: Queryable, userId: number, commentId: number): Promise<CommentRow | undefined> {
  const { rows } = await db.query<CommentRow>(
    `select ${COLUMNS} ${FROM} where k.comment_id = $2 and ${visibleComment('k', 'p', '$1')}`,
    [userId, commentId],
  );
  return rows[0];
}

/** Where a comment sits (no visibility): its post, parent, author and whether it is deleted. */
export async function commentPlace(db: Queryable, commentId: number) {
  const { rows } = await db.query<{
    comment_id: number;
    post_id: number;
    parent_id: number | null;
    author_id: number;
    is_deleted: boolean;
    community_id: number;
  }>(
    `select k.comment_id, k.post_id, k.parent_id, k.author_id, k.is_deleted, p.community_id
       from community_comments k join community_posts p on p.post_id = k.post_id where k.comment_id = $1`,
    [commentId],
  );
  return rows[0];
}

/** An administrator closed the question (/admin-questions): it takes no new answers or replies. */
export async function isClosed(db: Queryable, postId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from community_posts where post_id = $1 and closed_at is not null', [postId]);
  return rows.length > 0;
}

export async function insertComment(db: Queryable, userId: number, postId: number, parentId: number | null, body: string) {
  const { rows } = await db.query<{ comment_id: number }>(
    'insert into community_comments (post_id, parent_id, author_id, body) values ($1, $2, $3, $4) returning comment_id',
    [postId, parentId, userId, body],
  );
  return rows[0]!.comment_id;
}

/** The author's edit while the window is open at `now` (the server's clock): false when it has passed. */
export async function updateComment(db: Queryable, userId: number, commentId: number, body: string, now: Date) {
  const { rows } = await db.query(
    `update community_comments set body = $3, edited_at = $4
      where comment_id = $1 and author_id = $2 and not is_deleted
        and created_at > $4::timestamptz - interval '${EDIT_WINDOW_MINUTES} minutes'
      returning 1`,
    [commentId, userId, body, now],
  );
  return rows.length > 0;
}

/** Deletes a comment: one with replies stays as a placeholder without its text (and stops being an accepted answer). */
export async function deleteComment(db: Queryable, commentId: number) {
  await db.query('update community_posts set accepted_comment_id = null where accepted_comment_id = $1', [commentId]);
  await db.query(`delete from community_reports where target_type = 'COMMENT' and target_id = $1`, [commentId]);
  const { rows } = await db.query(
    `update community_comments set body = null, is_deleted = true
      where comment_id = $1 and exists (select 1 from community_comments r where r.parent_id = $1)
      returning 1`,
    [commentId],
  );
  if (rows.length === 0) await db.query('delete from community_comments where comment_id = $1', [commentId]);
}

export async function setCommentVote(db: Queryable, userId: number, commentId: number, upvoted: boolean) {
  const { rows: changed } = upvoted
    ? await db.query(
        'insert into community_comment_votes (comment_id, user_id) values ($1, $2) on conflict do nothing returning 1',
        [commentId, userId],
      )
    : await db.query('delete from community_comment_votes where comment_id = $1 and user_id = $2 returning 1', [
        commentId,
        userId,
      ]);
  const { rows } = await db.query<{ upvotes: number }>('select upvotes from community_comments where comment_id = $1', [
    commentId,
  ]);
  return { added: upvoted && changed.length > 0, upvotes: rows[0]?.upvotes ?? 0 };
}

/** A moderator (`by`) hides a comment with a reason, or shows it again (the reason and reports' hiding cleared). */
export async function setCommentHidden(db: Queryable, commentId: number, hidden: boolean, reason: string, by: number) {
  await db.query(
    `update community_comments set hidden_by_moderator = $2, report_hidden = case when $2 then report_hidden else false end,
            hidden_reason = case when $2 then $3 else null end, hidden_by = case when $2 then $4::int else null end
      where comment_id = $1`,
    [commentId, hidden, reason, by],
  );
}
