import type { Concierge, ConciergeBooking, ConciergeRequest } from '../../contract/admin-concierge';
import type { Queryable } from '../db/types';
import { conciergeReviewColumns } from '../reviews';

/** Every statement of /admin's concierges and requests. */

/** A concierge: a care provider or coordinator with a concierge profile, mentoring on or off. */
const IS_CONCIERGE = 'u.user_type in (4, 5)';

const UPCOMING = `(select count(*)::int from bookings b
   where b.concierge_id = u.user_id and b.status = 'scheduled' and lower(b.during) > now())`;

// Whitelisted: the sort is never text from the request.
const ORDER = {
  name: ['lower(c.last_name)', 'lower(c.first_name)'],
  upcoming: ['upcoming_sessions'],
  rating: ['rating'],
  reviews: ['review_count'],
} as const;

interface ConciergeRow extends Omit<Concierge, 'rating'> {
  rating: string | number;
}

const present = ({ rating, ...r }: ConciergeRow & { total?: unknown }): Concierge => ({
  user_id: r.user_id,
  user_name: r.user_name,
  first_name: r.first_name,
  last_name: r.last_name,
  user_type: r.user_type,
  is_mentor: r.is_mentor,
  upcoming_sessions: r.upcoming_sessions,
  rating: Number(rating),
  review_count: r.review_count,
});

const SELECT = `select u.user_id, u.user_name, u.first_name, u.last_name, u.user_type, u.is_mentor,
    ${UPCOMING} as upcoming_sessions, ${conciergeReviewColumns('u.user_id')}
  from users u join concierge_profiles p on p.user_id = u.user_id`;

export async function listConcierges(
  db: Queryable,
  f: { sort: keyof typeof ORDER; order: 'asc' | 'desc'; page: number; size: number },
): Promise<{ rows: Concierge[]; total: number }> {
  const dir = f.order === 'desc' ? 'desc' : 'asc';
  const order = ORDER[f.sort].map((c) => `${c} ${dir}`).join(', ');
  const { rows } = await db.query<ConciergeRow & { total: number }>(
    `select c.*, count(*) over ()::int as total from (${SELECT} where ${IS_CONCIERGE}) c
      order by ${order}, c.user_id ${dir} limit $1 offset $2`,
    [f.size, f.page * f.size],
  );
  return { rows: rows.map(present), total: rows[0]?.total ?? 0 };
}

export async function conciergeById(db: Queryable, userId: number): Promise<Concierge | undefined> {
  const { rows } = await db.query<ConciergeRow>(`${SELECT} where ${IS_CONCIERGE} and u.user_id = $1`, [userId]);
  return rows[0] && present(rows[0]);
}

export async function setMentor(db: Queryable, userId: number, isMentor: boolean): Promise<void> {
  await db.query('update users set is_mentor = $2 where user_id = $1', [userId, isMentor]);
}

/** Cancels every scheduled session of the concierge still to come; the sessions cancelled. */
export async function cancelComingSessions(db: Queryable, conciergeId: number, reason: string) {
  const { rows } = await db.query<{ id: number; booker_id: number; starts_at: Date | string }>(
    `update bookings set status = 'cancelled', changed_at = now(), reason = $2
      where concierge_id = $1 and status = 'scheduled' and lower(during) > now()
      returning id, booker_id, lower(during) as starts_at`,
    [conciergeId, reason],
  );
  return rows.map((r) => ({ id: r.id, bookerId: r.booker_id, startsAt: new Date(r.starts_at).toISOString() }));
}

export async function bookingsOf(
  db: Queryable,
  conciergeId: number,
  limit: number,
  offset: number,
): Promise<{ rows: ConciergeBooking[]; total: number }> {
  const { rows } = await db.query<{
    id: number;
    s: Date | string;
    e: Date | string;
    status: string;
    user_id: number;
    user_name: string;
    first_name: string;
    last_name: string;
    total: number;
  }>(
    `select b.id, lower(b.during) as s, upper(b.during) as e, b.status,
            k.user_id, k.user_name, k.first_name, k.last_name, count(*) over ()::int as total
       from bookings b join users k on k.user_id = b.booker_id
      where b.concierge_id = $1
      order by lower(b.during) desc, b.id desc limit $2 offset $3`,
    [conciergeId, limit, offset],
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      start: new Date(r.s).toISOString(),
      end: new Date(r.e).toISOString(),
      status: r.status,
      booker: { user_id: r.user_id, user_name: r.user_name, first_name: r.first_name, last_name: r.last_name },
    })),
  };
}

const REQUEST_SELECT = `select r.id, r.as_type, r.message, r.status, r.created_at, r.decided_at, r.decision_reason,
    u.user_id, u.user_name, u.first_name, u.last_name, u.user_type
  from concierge_requests r join users u on u.user_id = r.user_id`;

interface RequestRow {
  id: number;
  as_type: number;
  message: string;
  status: ConciergeRequest['status'];
  created_at: Date | string;
  decided_at: Date | string | null;
  decision_reason: string | null;
  user_id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  user_type: number;
}

const presentRequest = (r: RequestRow): ConciergeRequest => ({
  id: r.id,
  user: { user_id: r.user_id, user_name: r.user_name, first_name: r.first_name, last_name: r.last_name, user_type: r.user_type },
  as_type: r.as_type,
  message: r.message,
  status: r.status,
  created_at: new Date(r.created_at).toISOString(),
  decided_at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
  decision_reason: r.decision_reason,
});

export async function listRequests(
  db: Queryable,
  status: ConciergeRequest['status'],
  limit: number,
  offset: number,
): Promise<{ rows: ConciergeRequest[]; total: number }> {
  const { rows } = await db.query<RequestRow & { total: number }>(
    `${REQUEST_SELECT.replace('select ', 'select count(*) over ()::int as total, ')}
      where r.status = $1 order by r.created_at, r.id limit $2 offset $3`,
    [status, limit, offset],
  );
  return { rows: rows.map(presentRequest), total: rows[0]?.total ?? 0 };
}

export async function requestById(db: Queryable, id: number, { lock = false } = {}): Promise<ConciergeRequest | undefined> {
  const { rows } = await db.query<RequestRow>(`${REQUEST_SELECT} where r.id = $1${lock ? ' for update of r' : ''}`, [id]);
  return rows[0] && presentRequest(rows[0]);
}

export async function latestRequestOf(db: Queryable, userId: number): Promise<ConciergeRequest | undefined> {
  const { rows } = await db.query<RequestRow>(
    `${REQUEST_SELECT} where r.user_id = $1 order by r.created_at desc, r.id desc limit 1`,
    [userId],
  );
  return rows[0] && presentRequest(rows[0]);
}

/** Inserts a pending request; undefined when one is already pending (the unique index decides). */
export async function insertRequest(db: Queryable, userId: number, asType: number, message: string) {
  const { rows } = await db.query<{ id: number }>(
    `insert into concierge_requests (user_id, as_type, message) values ($1, $2, $3)
       on conflict (user_id) where status = 'pending' do nothing returning id`,
    [userId, asType, message],
  );
  return rows[0]?.id;
}

export async function decideRequest(
  db: Queryable,
  id: number,
  status: 'approved' | 'declined',
  adminId: number,
  reason: string,
): Promise<void> {
  await db.query(
    `update concierge_requests set status = $2, decided_at = now(), decided_by = $3, decision_reason = $4 where id = $1`,
    [id, status, adminId, reason],
  );
}

/** An approved member: the type they asked for, a mentor, with a concierge profile to fill in. */
export async function makeConcierge(db: Queryable, userId: number, asType: number): Promise<void> {
  await db.query('update users set user_type = $2, is_mentor = true where user_id = $1', [userId, asType]);
  await db.query('insert into concierge_profiles (user_id) values ($1) on conflict (user_id) do nothing', [userId]);
}

export async function userTypeOf(db: Queryable, userId: number) {
  const { rows } = await db.query<{ user_type: number; is_mentor: boolean; has_profile: boolean }>(
    `select u.user_type, u.is_mentor, exists (select 1 from concierge_profiles p where p.user_id = u.user_id) as has_profile
       from users u where u.user_id = $1`,
    [userId],
  );
  return rows[0];
}
