import type { Queryable } from '../db/database';
import { BOOKING_SELECT, type BookingRow } from './present';

/** Every SQL statement about bookings and a concierge's settings (concierges, hours and slots: store.ts). */

export async function bookingRow(q: Queryable, bookingId: number): Promise<BookingRow | undefined> {
  const { rows } = await q.query<BookingRow>(`select ${BOOKING_SELECT} where b.id = $1`, [bookingId]);
  return rows[0];
}

/** How many scheduled sessions of the concierge overlap a session starting at `start`. */
/** Scheduled sessions of the concierge within `bufferMinutes` of a session of `minutes` at `start`. */
export async function scheduledOverlapping(q: Queryable, conciergeId: number, start: string, minutes: number, bufferMinutes = 0) {
  const { rows } = await q.query<{ n: number }>(
    `select count(*)::int as n from bookings where concierge_id = $1 and status = 'scheduled'
            and during && tstzrange($2::timestamptz - make_interval(mins => $4),
                                    $2::timestamptz + make_interval(mins => $3 + $4))`,
    [conciergeId, start, minutes, bufferMinutes],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Takes the concierge's row for the rest of the transaction: bookings with one concierge are
 * checked and made one at a time. The exclusion constraint stops two sessions overlapping, but
 * not two that keep less than the buffer apart (11:00 and 12:00 from back-to-back hours).
 */
export async function lockConcierge(tx: Queryable, conciergeId: number) {
  await tx.query('select 1 from concierge_profiles where user_id = $1 for update', [conciergeId]);
}

export interface NewBooking {
  conciergeId: number;
  bookerId: number;
  start: string;
  end: string;
  meetingId: string;
  key: string;
  timezone: string | null;
  reason: string | null;
  from: number | null;
}

/** Inserts a booking; the exclusion constraint refuses (23P01) a time taken meanwhile. */
export async function insertBooking(q: Queryable, b: NewBooking): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into bookings (concierge_id, booker_id, during, meeting_id, idempotency_key, booker_timezone, reason, rescheduled_from)
       values ($1, $2, tstzrange($3::timestamptz, $4::timestamptz), $5, $6, $7, $8, $9) returning id`,
    [b.conciergeId, b.bookerId, b.start, b.end, b.meetingId, b.key, b.timezone, b.reason, b.from],
  );
  return rows[0]!.id;
}

/** The booking an earlier attempt with this key made, if any. */
export async function bookingIdByKey(q: Queryable, bookerId: number, key: string): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>('select id from bookings where booker_id = $1 and idempotency_key = $2', [
    bookerId,
    key,
  ]);
  return rows[0]?.id;
}

/** Locks a booking's row for the transaction; its status, or undefined when it is gone. */
export async function lockBooking(tx: Queryable, bookingId: number): Promise<string | undefined> {
  const { rows } = await tx.query<{ status: string }>('select status from bookings where id = $1 for update', [bookingId]);
  return rows[0]?.status;
}

export async function markRescheduled(tx: Queryable, bookingId: number) {
  await tx.query(`update bookings set status = 'rescheduled', changed_at = now() where id = $1`, [bookingId]);
}

export async function linkReschedule(tx: Queryable, oldId: number, newId: number, reason: string | null) {
  await tx.query('update bookings set rescheduled_to = $2, reason = coalesce($3, reason) where id = $1', [oldId, newId, reason]);
}

/** Cancels a scheduled booking; false when it was no longer scheduled. */
export async function cancelBooking(q: Queryable, bookingId: number, reason: string | null): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `update bookings set status = 'cancelled', changed_at = now(), reason = coalesce($2, reason)
        where id = $1 and status = 'scheduled' returning id`,
    [bookingId, reason],
  );
  return rows.length > 0;
}

/** A session cancelled because one of its two people left, and who is left to tell. */
export interface LeftSession {
  id: number;
  otherId: number;
  startsAt: string;
}

/**
 * Cancels every scheduled session still to come that the person books or gives, as their account
 * is deleted; the sessions cancelled, each with the other person to tell.
 */
export async function cancelComingSessionsOf(q: Queryable, userId: number, now: number, reason: string): Promise<LeftSession[]> {
  const { rows } = await q.query<{ id: number; other_id: number; starts_at: Date | string }>(
    `update bookings set status = 'cancelled', changed_at = now(), reason = $3
      where (booker_id = $1 or concierge_id = $1) and status = 'scheduled' and lower(during) > $2
      returning id, case when booker_id = $1 then concierge_id else booker_id end as other_id, lower(during) as starts_at`,
    [userId, new Date(now), reason],
  );
  return rows.map((r) => ({ id: r.id, otherId: r.other_id, startsAt: new Date(r.starts_at).toISOString() }));
}

/** The person's sessions on both sides within [from, to), oldest first. */
export async function bookingsOf(q: Queryable, userId: number, from: string | null, to: string | null) {
  const { rows } = await q.query<BookingRow>(
    `select ${BOOKING_SELECT}
        where (b.booker_id = $1 or b.concierge_id = $1)
          and ($2::timestamptz is null or upper(b.during) >= $2) and ($3::timestamptz is null or lower(b.during) < $3)
        order by lower(b.during), b.id`,
    [userId, from, to],
  );
  return rows;
}

/** [concierge, weekday, date, start minute, end minute, off]. */
export type RuleValues = [number, number | null, string | null, number, number, boolean];

export async function insertRule(q: Queryable, values: RuleValues) {
  await q.query(
    'insert into availability (concierge_id, weekday, on_date, start_minute, end_minute, is_off) values ($1, $2, $3, $4, $5, $6)',
    values,
  );
}

export async function updateRule(q: Queryable, values: RuleValues, ruleId: number) {
  await q.query(
    `update availability set weekday = $2, on_date = $3, start_minute = $4, end_minute = $5, is_off = $6
          where id = $7 and concierge_id = $1`,
    [...values, ruleId],
  );
}

/** Deletes one of the concierge's ranges; false when there was none. */
export async function deleteRule(q: Queryable, ruleId: number, conciergeId: number): Promise<boolean> {
  const { rows } = await q.query('delete from availability where id = $1 and concierge_id = $2 returning id', [
    ruleId,
    conciergeId,
  ]);
  return rows.length > 0;
}

export async function updateSettings(
  q: Queryable,
  userId: number,
  s: { session_minutes: number; buffer_minutes: number; notice_minutes: number },
) {
  await q.query(
    'update concierge_profiles set session_minutes = $2, buffer_minutes = $3, notice_minutes = $4 where user_id = $1',
    [userId, s.session_minutes, s.buffer_minutes, s.notice_minutes],
  );
}

export async function setTimezone(q: Queryable, userId: number, timezone: string) {
  await q.query('update concierge_profiles set timezone = $2 where user_id = $1', [userId, timezone]);
}

/** A concierge's zone (the one their hours are in); null for a person with no concierge profile. */
export async function conciergeZoneOf(q: Queryable, userId: number): Promise<string | null> {
  const { rows } = await q.query<{ timezone: string }>('select timezone from concierge_profiles where user_id = $1', [userId]);
  return rows[0]?.timezone ?? null;
}

export async function setMentor(q: Queryable, userId: number, isMentor: boolean) {
  await q.query('update users set is_mentor = $2 where user_id = $1', [userId, isMentor]);
}

/** Scheduled sessions of the concierge still to come. */
export async function upcomingSessions(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `select count(*)::int as n from bookings where concierge_id = $1 and status = 'scheduled' and lower(during) > now()`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** A booking by its meeting id (the call page reads it: server/call). */
export async function bookingByMeeting(q: Queryable, meetingId: string): Promise<BookingRow | undefined> {
  const { rows } = await q.query<BookingRow>(`select ${BOOKING_SELECT} where b.meeting_id = $1`, [meetingId]);
  return rows[0];
}

/** The person's own notes on these sessions (server/notes' table): the first of each, and whether it is shared. */
export async function ownNotesOn(q: Queryable, authorId: number, bookingIds: number[]) {
  const { rows } = await q.query<{ booking_id: number; id: number; is_shared: boolean }>(
    `select distinct on (booking_id) booking_id, id, is_shared from notes
      where author_id = $1 and booking_id = any($2::int[]) order by booking_id, id`,
    [authorId, bookingIds],
  );
  return new Map(rows.map((r) => [r.booking_id, { id: r.id, is_shared: r.is_shared }]));
}
