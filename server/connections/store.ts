import type { Queryable } from '../db/database';
import type { UserRow } from '../db/users';

/** Every SQL statement of connections: follow requests, followers, following, a profile's relation. */

export type ListKind = 'followers' | 'following' | 'requests' | 'sent';

/** For each list: which side of the row is the reader, which status, and the other person's column. */
const LISTS: Record<ListKind, { mine: string; other: string; status: string }> = {
  followers: { mine: 'receiver_id', other: 'sender_id', status: 'ACCEPTED' },
  following: { mine: 'sender_id', other: 'receiver_id', status: 'ACCEPTED' },
  requests: { mine: 'receiver_id', other: 'sender_id', status: 'PENDING' },
  sent: { mine: 'sender_id', other: 'receiver_id', status: 'PENDING' },
};

export type PersonColumns = Pick<
  UserRow,
  | 'user_id'
  | 'user_name'
  | 'first_name'
  | 'last_name'
  | 'user_type'
  | 'is_mentor'
  | 'mentor_detail'
  | 'care_provider_detail'
  | 'profile_picture'
>;

export interface ConnectionRow extends PersonColumns {
  request_id: number;
  status: 'PENDING' | 'ACCEPTED';
  created_at: Date | string;
}

const PERSON = `u.user_id, u.user_name, u.first_name, u.last_name, u.user_type, u.is_mentor, u.mentor_detail,
  u.care_provider_detail, u.profile_picture`;

/** One page of a list, newest first, and how many there are. */
export async function listPage(db: Queryable, userId: number, kind: ListKind, page: number, size: number) {
  const { mine, other, status } = LISTS[kind];
  const { rows } = await db.query<ConnectionRow & { total: number }>(
    `select f.id as request_id, f.status, f.created_at, ${PERSON}, count(*) over ()::int as total
       from follow_requests f join users u on u.user_id = f.${other}
      where f.${mine} = $1 and f.status = '${status}'
      order by f.created_at desc, f.id desc limit $2 offset $3`,
    [userId, size, page * size],
  );
  const total = rows[0]?.total ?? (page === 0 ? 0 : await countOf(db, userId, kind));
  return { rows, total };
}

async function countOf(db: Queryable, userId: number, kind: ListKind) {
  const { mine, status } = LISTS[kind];
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from follow_requests where ${mine} = $1 and status = '${status}'`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** The four tabs' numbers in one statement. */
export async function countsOf(db: Queryable, userId: number) {
  const { rows } = await db.query<Record<ListKind, number>>(
    `select count(*) filter (where receiver_id = $1 and status = 'ACCEPTED')::int as followers,
            count(*) filter (where sender_id = $1 and status = 'ACCEPTED')::int as following,
            count(*) filter (where receiver_id = $1 and status = 'PENDING')::int as requests,
            count(*) filter (where sender_id = $1 and status = 'PENDING')::int as sent
       from follow_requests where sender_id = $1 or receiver_id = $1`,
    [userId],
  );
  return rows[0] ?? { followers: 0, following: 0, requests: 0, sent: 0 };
}

/** Follow requests waiting for the user's answer (SPEC §7 pending invitation count). */
export async function pendingInvitations(db: Queryable, userId: number): Promise<number> {
  return countOf(db, userId, 'requests');
}

/** Either of the two has blocked the other (chat's blocks, server/chat). */
export async function blockedEitherWay(db: Queryable, a: number, b: number): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from chat_blocks where (blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1)`,
    [a, b],
  );
  return rows.length > 0;
}

export async function hasBlocked(db: Queryable, blocker: number, blocked: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from chat_blocks where blocker_id = $1 and blocked_id = $2', [blocker, blocked]);
  return rows.length > 0;
}

/** The live (waiting or accepted) request from sender to receiver, if any. */
export async function liveRequest(db: Queryable, senderId: number, receiverId: number) {
  const { rows } = await db.query<{ id: number; status: 'PENDING' | 'ACCEPTED' }>(
    `select id, status from follow_requests where sender_id = $1 and receiver_id = $2 and status in ('PENDING', 'ACCEPTED')`,
    [senderId, receiverId],
  );
  return rows[0];
}

/** A new waiting request; undefined when one is already waiting or accepted (the unique index decides). */
export async function insertRequest(db: Queryable, senderId: number, receiverId: number) {
  const { rows } = await db.query<{ id: number }>(
    `insert into follow_requests (sender_id, receiver_id) values ($1, $2)
     on conflict (sender_id, receiver_id) where status in ('PENDING', 'ACCEPTED') do nothing returning id`,
    [senderId, receiverId],
  );
  return rows[0]?.id;
}

/** One row of a list by request id, seen from `userId` (the other person's columns). */
export async function connectionById(db: Queryable, requestId: number, userId: number) {
  const { rows } = await db.query<ConnectionRow>(
    `select f.id as request_id, f.status, f.created_at, ${PERSON}
       from follow_requests f join users u on u.user_id = case when f.sender_id = $2 then f.receiver_id else f.sender_id end
      where f.id = $1`,
    [requestId, userId],
  );
  return rows[0];
}

/** The receiver answers a waiting request; returns its sender, or undefined when it is not theirs or not waiting. */
export async function answerRequest(db: Queryable, requestId: number, receiverId: number, status: 'ACCEPTED' | 'REJECTED') {
  const { rows } = await db.query<{ sender_id: number }>(
    `update follow_requests set status = $3 where id = $1 and receiver_id = $2 and status = 'PENDING' returning sender_id`,
    [requestId, receiverId, status],
  );
  return rows[0]?.sender_id;
}

/** The sender takes back a waiting request. */
export async function cancelRequest(db: Queryable, requestId: number, senderId: number) {
  const { rows } = await db.query<{ receiver_id: number }>(
    `delete from follow_requests where id = $1 and sender_id = $2 and status = 'PENDING' returning receiver_id`,
    [requestId, senderId],
  );
  return rows[0]?.receiver_id;
}

/** Ends an accepted follow of sender → receiver; false when there was none. */
export async function endFollow(db: Queryable, senderId: number, receiverId: number): Promise<boolean> {
  const { rows } = await db.query(
    `delete from follow_requests where sender_id = $1 and receiver_id = $2 and status = 'ACCEPTED' returning id`,
    [senderId, receiverId],
  );
  return rows.length > 0;
}

/** How long a pair's follow-request notification holds back the next one (#57.9). */
export const FOLLOW_NOTICE_EVERY_MS = 24 * 60 * 60_000;

/**
 * Whether a request from `sender` may notify `receiver` now: true at most once per
 * FOLLOW_NOTICE_EVERY_MS for the pair. One statement claims the day, so parallel sends notify once.
 */
export async function claimFollowNotice(db: Queryable, sender: number, receiver: number, now: number): Promise<boolean> {
  const at = new Date(now).toISOString();
  const since = new Date(now - FOLLOW_NOTICE_EVERY_MS).toISOString();
  const { rows } = await db.query(
    `insert into follow_request_notices (sender_id, receiver_id, notified_at) values ($1, $2, $3)
     on conflict (sender_id, receiver_id) do update set notified_at = excluded.notified_at
       where follow_request_notices.notified_at <= $4
     returning 1`,
    [sender, receiver, at, since],
  );
  return rows.length > 0;
}
