import type { Queryable } from '../db/database';
import type { NamedPerson } from '../../contract/display-name';
import { personJson } from '../db/users';

/** Every SQL statement of reviews, review keywords, the concierge FAQ and badges. */

/**
 * The review columns booking's concierge queries add (search, cards): the average rounded to
 * one place (0 with none), the count and the badges, for the concierge whose id is `userId`
 * (a column of the caller's query). Kept here so every statement about reviews is in this file.
 */
export const conciergeReviewColumns = (userId: string) => `
  coalesce((select round(avg(r.rating), 1) from session_reviews r where r.concierge_id = ${userId}), 0) as rating,
  (select count(*)::int from session_reviews r where r.concierge_id = ${userId}) as review_count,
  coalesce((select array_agg(b.badge order by b.earned_at, b.badge) from concierge_badges b
             where b.concierge_id = ${userId}), '{}') as badges`;

export interface ReviewRow {
  id: number;
  booking_id: number;
  rating: number;
  review_text: string;
  keywords: string[];
  created_at: string;
  updated_at: string | null;
  session_start: string;
  reviewer_id: number;
  reviewer_first: string;
  reviewer_last: string;
  reviewer_name: string;
  reviewer_picture: string | null;
  concierge_id: number;
  concierge_first: string;
  concierge_last: string;
  concierge_name: string;
  /** What SPEC §6's display name reads, of each (contract/display-name.ts). */
  reviewer_person: NamedPerson;
  concierge_person: NamedPerson;
}

const REVIEW_SELECT = `select r.id, r.booking_id, r.rating, r.review_text, r.keywords,
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
    to_char(lower(b.during) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as session_start,
    w.user_id as reviewer_id, w.first_name as reviewer_first, w.last_name as reviewer_last,
    w.user_name as reviewer_name, w.profile_picture as reviewer_picture,
    c.user_id as concierge_id, c.first_name as concierge_first, c.last_name as concierge_last, c.user_name as concierge_name,
    ${personJson('w')} as reviewer_person, ${personJson('c')} as concierge_person
  from session_reviews r
  join bookings b on b.id = r.booking_id
  join users w on w.user_id = r.reviewer_id
  join users c on c.user_id = r.concierge_id`;

export async function reviewById(q: Queryable, id: number): Promise<ReviewRow | undefined> {
  const { rows } = await q.query<ReviewRow>(`${REVIEW_SELECT} where r.id = $1`, [id]);
  return rows[0];
}

/** A page of reviews written by `userId` (`by: reviewer`) or about them (`by: concierge`), newest first. */
export async function listReviews(
  q: Queryable,
  by: 'reviewer' | 'concierge',
  userId: number,
  page: number,
  size: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const column = by === 'reviewer' ? 'r.reviewer_id' : 'r.concierge_id';
  const [{ rows }, count] = await Promise.all([
    q.query<ReviewRow>(`${REVIEW_SELECT} where ${column} = $1 order by r.created_at desc, r.id desc limit $2 offset $3`, [
      userId,
      size,
      page * size,
    ]),
    q.query<{ n: number }>(`select count(*)::int as n from session_reviews r where ${column} = $1`, [userId]),
  ]);
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** A concierge's average (rounded to one place, 0 with none) and count. */
export async function ratingOf(q: Queryable, conciergeId: number): Promise<{ average: number; count: number }> {
  const { rows } = await q.query<{ average: string | number; count: number }>(
    `select coalesce(round(avg(rating), 1), 0) as average, count(*)::int as count from session_reviews where concierge_id = $1`,
    [conciergeId],
  );
  return { average: Number(rows[0]?.average ?? 0), count: rows[0]?.count ?? 0 };
}

export interface SessionRow {
  id: number;
  booker_id: number;
  concierge_id: number;
  status: string;
  meeting_id: string;
  review_id: number | null;
}

/** A session as the review rules need it: who had it, its status and its review, if any. */
export async function sessionForReview(q: Queryable, bookingId: number): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>(
    `select b.id, b.booker_id, b.concierge_id, b.status, b.meeting_id, r.id as review_id
       from bookings b left join session_reviews r on r.booking_id = b.id where b.id = $1`,
    [bookingId],
  );
  return rows[0];
}

export interface AwaitingRow {
  id: number;
  meeting_id: string;
  start: string;
  concierge_id: number;
  first_name: string;
  last_name: string;
  user_name: string;
  person: NamedPerson;
}

/** The person's completed sessions with no review yet, newest first. */
export async function awaitingReview(q: Queryable, bookerId: number, limit: number): Promise<AwaitingRow[]> {
  const { rows } = await q.query<AwaitingRow>(
    `select b.id, b.meeting_id, to_char(lower(b.during) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start,
            c.user_id as concierge_id, c.first_name, c.last_name, c.user_name, ${personJson('c')} as person
       from bookings b join users c on c.user_id = b.concierge_id
      where b.booker_id = $1 and b.status = 'completed'
        and not exists (select 1 from session_reviews r where r.booking_id = b.id)
      order by lower(b.during) desc, b.id desc limit $2`,
    [bookerId, limit],
  );
  return rows;
}

export interface ReviewValues {
  rating: number;
  text: string;
  keywords: string[];
}

/**
 * Writes the review of a completed session by the person who had it; undefined when the
 * session is not theirs, not completed or already reviewed (the statement itself checks, so
 * two submissions at once write one review: the unique booking_id refuses the second).
 */
export async function insertReview(q: Queryable, bookingId: number, reviewerId: number, v: ReviewValues) {
  const { rows } = await q.query<{ id: number; concierge_id: number }>(
    `insert into session_reviews (booking_id, reviewer_id, concierge_id, rating, review_text, keywords)
     select b.id, b.booker_id, b.concierge_id, $3, $4, $5 from bookings b
      where b.id = $1 and b.booker_id = $2 and b.status = 'completed'
     on conflict (booking_id) do nothing
     returning id, concierge_id`,
    [bookingId, reviewerId, v.rating, v.text, v.keywords],
  );
  return rows[0];
}

/** Changes the reviewer's own review; undefined when it is not theirs or gone. */
export async function updateReview(q: Queryable, id: number, reviewerId: number, v: ReviewValues) {
  const { rows } = await q.query<{ id: number; concierge_id: number }>(
    `update session_reviews set rating = $3, review_text = $4, keywords = $5, updated_at = now()
      where id = $1 and reviewer_id = $2 returning id, concierge_id`,
    [id, reviewerId, v.rating, v.text, v.keywords],
  );
  return rows[0];
}

export async function deleteReview(q: Queryable, id: number, reviewerId: number) {
  const { rows } = await q.query<{ id: number; concierge_id: number }>(
    'delete from session_reviews where id = $1 and reviewer_id = $2 returning id, concierge_id',
    [id, reviewerId],
  );
  return rows[0];
}

/** What badges are decided from: completed sessions and reviews of the concierge. */
export async function statsOf(q: Queryable, conciergeId: number) {
  const { rows } = await q.query<{ sessions: number; reviews: number; average: string | number | null }>(
    `select (select count(*)::int from bookings where concierge_id = $1 and status = 'completed') as sessions,
            count(*)::int as reviews, avg(rating) as average
       from session_reviews where concierge_id = $1`,
    [conciergeId],
  );
  const r = rows[0];
  return { completedSessions: r?.sessions ?? 0, reviews: r?.reviews ?? 0, average: Number(r?.average ?? 0) };
}

/** Records a badge; true only the first time (so its notification is sent once). */
export async function insertBadge(q: Queryable, conciergeId: number, badge: string): Promise<boolean> {
  const { rows } = await q.query<{ badge: string }>(
    'insert into concierge_badges (concierge_id, badge) values ($1, $2) on conflict do nothing returning badge',
    [conciergeId, badge],
  );
  return rows.length > 0;
}

export async function badgesOf(q: Queryable, conciergeId: number) {
  const { rows } = await q.query<{ badge: string; earned_at: string }>(
    `select badge, to_char(earned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as earned_at
       from concierge_badges where concierge_id = $1 order by earned_at, badge`,
    [conciergeId],
  );
  return rows;
}

/** Keywords starting with the text first, then containing it; the text is matched literally. */
export async function matchKeywords(q: Queryable, text: string, limit: number): Promise<string[]> {
  const literal = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const { rows } = await q.query<{ keyword: string }>(
    `select keyword from review_keywords where lower(keyword) like '%' || $1 || '%'
      order by lower(keyword) like $1 || '%' desc, keyword limit $2`,
    [literal, limit],
  );
  return rows.map((r) => r.keyword);
}

/** Which of the given keywords exist (a review keeps only known ones). */
export async function knownKeywords(q: Queryable, keywords: string[]): Promise<string[]> {
  if (keywords.length === 0) return [];
  const { rows } = await q.query<{ keyword: string }>('select keyword from review_keywords where keyword = any($1)', [keywords]);
  return rows.map((r) => r.keyword);
}

export interface FaqRow {
  id: number;
  question: string;
  answer: string;
  position: number;
}

export async function listFaqs(q: Queryable, conciergeId: number): Promise<FaqRow[]> {
  const { rows } = await q.query<FaqRow>(
    'select id, question, answer, position from concierge_faqs where concierge_id = $1 order by position, id',
    [conciergeId],
  );
  return rows;
}

/** Takes the concierge's FAQ for the transaction: adds and reorders run one at a time. */
export async function lockFaqs(tx: Queryable, conciergeId: number) {
  await tx.query('select 1 from users where user_id = $1 for update', [conciergeId]);
}

export async function countFaqs(q: Queryable, conciergeId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from concierge_faqs where concierge_id = $1', [
    conciergeId,
  ]);
  return rows[0]?.n ?? 0;
}

/** Adds a question and answer at the end of the concierge's list. */
export async function insertFaq(q: Queryable, conciergeId: number, question: string, answer: string) {
  await q.query(
    `insert into concierge_faqs (concierge_id, position, question, answer)
     values ($1, coalesce((select max(position) + 1 from concierge_faqs where concierge_id = $1), 0), $2, $3)`,
    [conciergeId, question, answer],
  );
}

export async function updateFaq(q: Queryable, id: number, conciergeId: number, question: string, answer: string) {
  const { rows } = await q.query<{ id: number }>(
    'update concierge_faqs set question = $3, answer = $4 where id = $1 and concierge_id = $2 returning id',
    [id, conciergeId, question, answer],
  );
  return rows.length > 0;
}

export async function deleteFaq(q: Queryable, id: number, conciergeId: number) {
  const { rows } = await q.query<{ id: number }>('delete from concierge_faqs where id = $1 and concierge_id = $2 returning id', [
    id,
    conciergeId,
  ]);
  return rows.length > 0;
}

/** Puts the concierge's questions in the order of `ids` (every one of theirs, each once: checked by the route). */
export async function reorderFaqs(q: Queryable, conciergeId: number, ids: number[]) {
  await q.query(
    `update concierge_faqs f set position = o.position - 1
       from unnest($2::int[]) with ordinality as o(id, position)
      where f.id = o.id and f.concierge_id = $1`,
    [conciergeId, ids],
  );
}
