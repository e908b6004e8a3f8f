import { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database';
import { conciergeReviewColumns } from '../reviews';
import { availableSlots, BOOKING_HORIZON_DAYS, type AvailabilityRule, type AvailableDate, type SlotSettings } from './slots';

export interface ConciergeRow {
  user_id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  user_type: number;
  is_mentor: boolean;
  profile_picture: string | null;
  mentor_detail: { profile_picture?: string | null; bio?: string } | null;
  care_provider_detail: { provider_name?: string } | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  timezone: string;
  session_minutes: number;
  buffer_minutes: number;
  notice_minutes: number;
  languages: string[];
  services: string[];
  years_experience: number;
  gender: string | null;
  /** The average of the concierge's reviews, rounded to one place (0 with none): reviews' columns. */
  rating: string | number;
  review_count: number;
  badges: string[];
}

const CONCIERGE_COLUMNS = `u.user_id, u.user_name, u.first_name, u.last_name, u.user_type, u.is_mentor, u.profile_picture,
  u.mentor_detail, u.care_provider_detail, u.city, u.state, u.zip_code, p.timezone, p.session_minutes, p.buffer_minutes, p.notice_minutes,
  p.languages, p.services, p.years_experience, p.gender, ${conciergeReviewColumns('u.user_id')}`;

/** A concierge: a care provider (4) or coordinator (5) who is a mentor and has a profile. */
const IS_CONCIERGE = `u.user_type in (4, 5) and u.is_mentor`;

export async function findConcierge(db: Queryable, userId: number, { activeOnly = true } = {}) {
  const { rows } = await db.query<ConciergeRow>(
    `select ${CONCIERGE_COLUMNS} from users u join concierge_profiles p on p.user_id = u.user_id
      where u.user_id = $1 and u.user_type in (4, 5) ${activeOnly ? 'and u.is_mentor' : ''}`,
    [userId],
  );
  return rows[0];
}

/** Every active concierge, for search (a few dozen at most: filtered in memory after SQL). */
export async function listConcierges(db: Queryable, exceptUserId: number): Promise<ConciergeRow[]> {
  const { rows } = await db.query<ConciergeRow>(
    `select ${CONCIERGE_COLUMNS} from users u join concierge_profiles p on p.user_id = u.user_id
      where ${IS_CONCIERGE} and u.user_id <> $1 order by rating desc, u.user_id`,
    [exceptUserId],
  );
  return rows;
}

export async function readRules(db: Queryable, conciergeId: number): Promise<(AvailabilityRule & { id: number })[]> {
  const { rows } = await db.query<{
    id: number;
    weekday: number | null;
    on_date: string | Date | null;
    start_minute: number;
    end_minute: number;
    is_off: boolean;
  }>(
    `select id, weekday, to_char(on_date, 'YYYY-MM-DD') as on_date, start_minute, end_minute, is_off
       from availability where concierge_id = $1 order by on_date nulls first, weekday, start_minute`,
    [conciergeId],
  );
  return rows.map((r) => ({
    id: r.id,
    weekday: r.weekday,
    date: r.on_date === null ? null : String(r.on_date),
    start: r.start_minute,
    end: r.end_minute,
    off: r.is_off,
  }));
}

/** Scheduled bookings of a concierge from now on, as epoch-millisecond ranges. */
export async function readBusy(db: Queryable, conciergeId: number, exceptBookingId?: number) {
  const { rows } = await db.query<{ s: string; e: string }>(
    `select extract(epoch from lower(during))::float8 * 1000 as s, extract(epoch from upper(during))::float8 * 1000 as e
       from bookings where concierge_id = $1 and status = 'scheduled' and upper(during) > now() and id <> $2`,
    [conciergeId, exceptBookingId ?? 0],
  );
  return rows.map((r) => ({ start: Number(r.s), end: Number(r.e) }));
}

export const settingsOf = (c: ConciergeRow): SlotSettings => ({
  timezone: c.timezone,
  sessionMinutes: c.session_minutes,
  bufferMinutes: c.buffer_minutes,
  noticeMinutes: c.notice_minutes,
});

/** The concierge's free slots over the booking horizon (or `days`), as they stand now. */
export async function slotsOf(
  db: Queryable,
  concierge: ConciergeRow,
  { days = BOOKING_HORIZON_DAYS, exceptBookingId }: { days?: number; exceptBookingId?: number } = {},
): Promise<AvailableDate[]> {
  const [rules, busy] = await Promise.all([readRules(db, concierge.user_id), readBusy(db, concierge.user_id, exceptBookingId)]);
  return availableSlots(rules, settingsOf(concierge), busy, Temporal.Now.instant(), days);
}
