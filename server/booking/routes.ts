import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../config';
import type { Database, Queryable } from '../db/database';
import { DatabaseError } from '../db/errors';
import { findUserById } from '../db/users';
import { absoluteUrl } from '../http/urls';
import { BOOKING_SELECT, presentBooking, type BookingRow, type PresentedBooking } from './present';
import { mayBook } from './roles';
import { currentOffset, findOverlap, isAvailable, isTimeZone, toHhmm, toMinutes } from './slots';
import { findConcierge, readRules, slotsOf, type ConciergeRow } from './store';
import type { NotificationHub } from '../realtime/notification-hub';
import { id, parse } from '../http/validation';

const WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const zone = z.string().trim().min(1, 'is required').max(64).refine(isTimeZone, 'is not a known time zone');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time like 09:30');
const instant = z.iso.datetime({ offset: true, message: 'must be an ISO date and time' });
const idempotencyKey = z.string().trim().min(8, 'must be 8 characters or more').max(100);
const reason = z.string().trim().max(500, 'must be 500 characters or fewer').optional();

const slotsQuery = z.object({ conciergeId: id, conciergeAuthId: z.string().trim().min(1).max(64) });
const scheduleBody = z.object({
  conciergeId: id,
  conciergeAuthId: z.string().trim().min(1).max(64),
  start: instant,
  idempotency_key: idempotencyKey,
  timezone: zone.optional(),
});
const rescheduleParams = z.object({ id, id2: id });
const rescheduleBody = z.object({ start: instant, idempotency_key: idempotencyKey, reason, timezone: zone.optional() });
const bookingParams = z.object({ id });
const cancelBody = z.object({ reason }).optional();
const eventsQuery = z.object({ from: instant.optional(), to: instant.optional() });
const ruleBody = z
  .object({
    weekday: z.number().int().min(1).max(7).optional(),
    date: z.iso.date({ message: 'must be a date like 2026-12-24' }).optional(),
    start: hhmm.optional(),
    end: hhmm.optional(),
    off: z.boolean().default(false),
  })
  .refine((r) => (r.weekday === undefined) !== (r.date === undefined), 'give a weekday or a date, not both')
  .refine((r) => r.off || (r.start !== undefined && r.end !== undefined), 'start and end are required')
  .refine((r) => r.off || toMinutes(r.start ?? '00:00') < toMinutes(r.end ?? '00:00'), 'end must be after start')
  .refine((r) => !r.off || r.date !== undefined, 'only a date can be a day off');
const settingsBody = z.object({
  session_minutes: z.number().int().min(15).max(240),
  buffer_minutes: z.number().int().min(0).max(120),
  notice_minutes: z.number().int().min(0).max(20_160),
});
const timezoneBody = z.object({ timezone: zone, offset: z.string().max(10).optional() });
const mentorStatusBody = z.object({ is_mentor: z.boolean() });

/** A refusal the app shows as it is: a short code and a sentence for a person. */
const refuse = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.status(status).send({ error, message });

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const isTaken = (error: unknown) => error instanceof DatabaseError && error.code === '23P01';

/**
 * /api/user-manager/v1/mentor-booking, /mentors and /zoom (SPEC §7): slots, scheduling,
 * rescheduling, cancelling, a person's sessions, a concierge's hours, zone and status.
 * Every rule is decided here: who may book whom, which times exist, that a time is free
 * (the database's exclusion constraint has the last word), who may change a booking.
 */
export function registerMentorBooking(api: FastifyInstance, ctx: ServerContext, db: Database, hub: NotificationHub) {
  const prefix = '/user-manager/v1';
  const origin = ctx.publicOrigin;

  const loadBooking = async (q: Queryable, bookingId: number, viewerId: number) => {
    const { rows } = await q.query<BookingRow>(`select ${BOOKING_SELECT} where b.id = $1`, [bookingId]);
    const row = rows[0];
    return row ? presentBooking(origin, row, viewerId) : undefined;
  };

  /**
   * Tells the other side of a booking what happened, over their server-event stream. The text
   * names no time: the notice carries the session's instant, and the reader's app writes it in
   * their own zone (issue #28 item 3); `timezone` is the reader's setting when they have one (a
   * concierge's), else their app uses the browser's.
   */
  const tellOther = async (b: PresentedBooking, actorId: number, change: 'booked' | 'moved' | 'cancelled') => {
    const actor = b.concierge.user_id === actorId ? b.concierge : b.booker;
    const other = b.concierge.user_id === actorId ? b.booker : b.concierge;
    const said = { booked: 'booked a session with you', moved: 'moved your session', cancelled: 'cancelled your session' };
    await hub.publish(other.user_id, {
      type: 'Concierge',
      notification: `${actor.display_name} ${said[change]}.`,
      notificationFrom: String(actor.user_id),
      notificationUsername: actor.user_name,
      userImageUrl: actor.profile_picture ?? undefined,
      postId: b.id,
      starts_at: b.start,
      booking_change: change,
      ...(other === b.concierge ? { timezone: b.concierge.timezone } : {}),
    });
  };

  /** The concierge named by both ids, or a refusal. */
  const resolveConcierge = async (reply: FastifyReply, conciergeId: number, authId: string) => {
    const concierge = await findConcierge(db, conciergeId);
    if (!concierge) return void refuse(reply, 404, 'not found', 'There is no concierge with that id.');
    if (authId !== String(concierge.user_id)) {
      return void refuse(reply, 400, 'invalid request', 'conciergeAuthId does not belong to that concierge.');
    }
    return concierge;
  };

  /** Books `start` with `concierge` inside `q` (a transaction for a reschedule). */
  const insertBooking = async (
    q: Queryable,
    concierge: ConciergeRow,
    bookerId: number,
    start: string,
    key: string,
    extra: { timezone?: string | undefined; reason?: string | undefined; from?: number; exceptBookingId?: number },
  ) => {
    if (Date.parse(start) <= Date.now()) throw new Refusal(422, 'slot unavailable', 'That time has already passed.');
    const slots = await slotsOf(q, concierge, extra.exceptBookingId ? { exceptBookingId: extra.exceptBookingId } : {});
    const slot = isAvailable(slots, start);
    if (!slot) {
      // Taken by someone else, or never offered: tell them apart for the person.
      const { rows } = await q.query<{ n: number }>(
        `select count(*)::int as n from bookings where concierge_id = $1 and status = 'scheduled'
            and during && tstzrange($2::timestamptz, $2::timestamptz + make_interval(mins => $3))`,
        [concierge.user_id, start, concierge.session_minutes],
      );
      if ((rows[0]?.n ?? 0) > 0) throw new Refusal(409, 'slot taken', 'That time was just booked.');
      throw new Refusal(422, 'slot unavailable', "That time is outside the concierge's hours or too soon to book.");
    }
    const { rows } = await q.query<{ id: number }>(
      `insert into bookings (concierge_id, booker_id, during, meeting_id, idempotency_key, booker_timezone, reason, rescheduled_from)
       values ($1, $2, tstzrange($3::timestamptz, $4::timestamptz), $5, $6, $7, $8, $9) returning id`,
      [
        concierge.user_id,
        bookerId,
        slot.start,
        slot.end,
        randomUUID(),
        key,
        extra.timezone ?? null,
        extra.reason ?? null,
        extra.from ?? null,
      ],
    );
    return rows[0]!.id;
  };

  /** An earlier attempt with the same key: its booking is the answer (a double click, a retry). */
  const byKey = async (bookerId: number, key: string) => {
    const { rows } = await db.query<{ id: number }>('select id from bookings where booker_id = $1 and idempotency_key = $2', [
      bookerId,
      key,
    ]);
    return rows[0] ? loadBooking(db, rows[0].id, bookerId) : undefined;
  };

  const answerRefusal = (reply: FastifyReply, error: unknown) => {
    if (error instanceof Refusal) return refuse(reply, error.status, error.code, error.message);
    if (isTaken(error)) return refuse(reply, 409, 'slot taken', 'That time was just booked.');
    throw error;
  };

  api.get(`${prefix}/mentor-booking/available-slots`, async (req, reply) => {
    const query = parse(reply, 'query', slotsQuery, req.query);
    if (!query) return reply;
    // A concierge reads their own slots to move a session; anyone else's only those who book.
    if (query.conciergeId !== req.userId && !(await mayBook(db, reply, req.userId))) return reply;
    const concierge = await resolveConcierge(reply, query.conciergeId, query.conciergeAuthId);
    if (!concierge) return reply;
    return {
      data: {
        concierge: presentConcierge(origin, concierge),
        timezone: concierge.timezone,
        session_minutes: concierge.session_minutes,
        available_dates: await slotsOf(db, concierge),
      },
    };
  });

  api.post(`${prefix}/mentor-booking/schedule`, async (req, reply) => {
    const body = parse(reply, 'body', scheduleBody, req.body);
    if (!body) return reply;
    const earlier = await byKey(req.userId, body.idempotency_key);
    if (earlier) return { data: earlier };
    if (!(await mayBook(db, reply, req.userId))) return reply;
    if (body.conciergeId === req.userId) return refuse(reply, 400, 'invalid request', 'You cannot book a session with yourself.');
    const concierge = await resolveConcierge(reply, body.conciergeId, body.conciergeAuthId);
    if (!concierge) return reply;
    let bookingId: number;
    try {
      bookingId = await insertBooking(db, concierge, req.userId, body.start, body.idempotency_key, { timezone: body.timezone });
    } catch (error) {
      // The same key raced itself (two tabs, a double click): the winner's booking is the answer.
      const raced = await byKey(req.userId, body.idempotency_key);
      if (raced) return { data: raced };
      return answerRefusal(reply, error);
    }
    const booking = (await loadBooking(db, bookingId, req.userId))!;
    await tellOther(booking, req.userId, 'booked');
    return reply.status(201).send({ data: booking });
  });

  /** {id}: the booking to move; {id2}: its concierge (must match). */
  api.put(`${prefix}/mentor-booking/schedule/:id/reschedule/:id2`, async (req, reply) => {
    const params = parse(reply, 'params', rescheduleParams, req.params);
    const body = params && parse(reply, 'body', rescheduleBody, req.body);
    if (!params || !body) return reply;
    const earlier = await byKey(req.userId, body.idempotency_key);
    if (earlier) return { data: earlier };
    const old = await loadBooking(db, params.id, req.userId);
    if (!old || (old.booker.user_id !== req.userId && old.concierge.user_id !== req.userId)) {
      return refuse(reply, 404, 'not found', 'There is no booking of yours with that id.');
    }
    if (old.concierge.user_id !== params.id2)
      return refuse(reply, 400, 'invalid request', 'That booking is with another concierge.');
    if (old.status !== 'scheduled') return refuse(reply, 409, 'not scheduled', `That session was ${old.status}.`);
    if (Date.parse(old.start) <= Date.now()) return refuse(reply, 409, 'started', 'That session has already started.');
    const concierge = await findConcierge(db, old.concierge.user_id, { activeOnly: false });
    if (!concierge) return refuse(reply, 404, 'not found', 'There is no concierge with that id.');
    let newId: number;
    try {
      newId = await db.transaction(async (tx) => {
        // Lock the old booking: a concurrent cancel or reschedule of it waits, then sees its new status.
        const { rows } = await tx.query<{ status: string }>('select status from bookings where id = $1 for update', [old.id]);
        if (rows[0]?.status !== 'scheduled')
          throw new Refusal(409, 'not scheduled', `That session was ${rows[0]?.status ?? 'removed'}.`);
        await tx.query(`update bookings set status = 'rescheduled', changed_at = now() where id = $1`, [old.id]);
        const created = await insertBooking(tx, concierge, old.booker.user_id, body.start, body.idempotency_key, {
          timezone:
            old.role === 'booker' ? (body.timezone ?? old.booker.timezone ?? undefined) : (old.booker.timezone ?? undefined),
          reason: body.reason,
          from: old.id,
          exceptBookingId: old.id,
        });
        await tx.query('update bookings set rescheduled_to = $2, reason = coalesce($3, reason) where id = $1', [
          old.id,
          created,
          body.reason ?? null,
        ]);
        return created;
      });
    } catch (error) {
      return answerRefusal(reply, error);
    }
    const booking = (await loadBooking(db, newId, req.userId))!;
    await tellOther(booking, req.userId, 'moved');
    return { data: booking };
  });

  api.delete(`${prefix}/mentor-booking/schedule/:id`, async (req, reply) => {
    const params = parse(reply, 'params', bookingParams, req.params);
    const body = params && parse(reply, 'body', cancelBody, req.body);
    if (!params || body === undefined) return reply;
    const old = await loadBooking(db, params.id, req.userId);
    if (!old || (old.booker.user_id !== req.userId && old.concierge.user_id !== req.userId)) {
      return refuse(reply, 404, 'not found', 'There is no booking of yours with that id.');
    }
    if (old.status !== 'scheduled') return refuse(reply, 409, 'not scheduled', `That session was ${old.status}.`);
    if (Date.parse(old.start) <= Date.now()) return refuse(reply, 409, 'started', 'That session has already started.');
    const { rows } = await db.query<{ id: number }>(
      `update bookings set status = 'cancelled', changed_at = now(), reason = coalesce($2, reason)
        where id = $1 and status = 'scheduled' returning id`,
      [old.id, body?.reason ?? null],
    );
    if (rows.length === 0) return refuse(reply, 409, 'not scheduled', 'That session was changed a moment ago.');
    const booking = (await loadBooking(db, old.id, req.userId))!;
    await tellOther(booking, req.userId, 'cancelled');
    return { data: booking };
  });

  /** The person's sessions on both sides, oldest first (calendar and bookings). */
  api.get(`${prefix}/mentor-booking/events`, async (req, reply) => {
    const query = parse(reply, 'query', eventsQuery, req.query);
    if (!query) return reply;
    const { rows } = await db.query<BookingRow>(
      `select ${BOOKING_SELECT}
        where (b.booker_id = $1 or b.concierge_id = $1)
          and ($2::timestamptz is null or upper(b.during) >= $2) and ($3::timestamptz is null or lower(b.during) < $3)
        order by lower(b.during), b.id`,
      [req.userId, query.from ?? null, query.to ?? null],
    );
    return { data: rows.map((r) => presentBooking(origin, r, req.userId)) };
  });

  /** The token's user must be a concierge (care provider or coordinator with a profile). */
  const ownProfile = async (reply: FastifyReply, userId: number) => {
    const concierge = await findConcierge(db, userId, { activeOnly: false });
    if (!concierge) return void refuse(reply, 403, 'forbidden', 'Only concierges have availability.');
    return concierge;
  };

  const presentRules = async (concierge: ConciergeRow) => {
    const rules = await readRules(db, concierge.user_id);
    return {
      timezone: concierge.timezone,
      offset: currentOffset(concierge.timezone),
      session_minutes: concierge.session_minutes,
      buffer_minutes: concierge.buffer_minutes,
      notice_minutes: concierge.notice_minutes,
      is_mentor: concierge.is_mentor,
      weekly: rules
        .filter((r) => r.weekday !== null)
        .map((r) => ({ id: r.id, weekday: r.weekday, start: toHhmm(r.start), end: toHhmm(r.end) })),
      overrides: rules
        .filter((r) => r.date !== null)
        .map((r) => ({
          id: r.id,
          date: r.date,
          off: r.off,
          start: r.off ? null : toHhmm(r.start),
          end: r.off ? null : toHhmm(r.end),
        })),
    };
  };

  api.get(`${prefix}/mentor-booking/availability`, async (req, reply) => {
    const concierge = await ownProfile(reply, req.userId);
    if (!concierge) return reply;
    return { data: await presentRules(concierge) };
  });

  /** Adds or (with `replace`) changes one range; refuses one that overlaps another of that day. */
  const saveRule = async (reply: FastifyReply, userId: number, raw: unknown, replace?: number) => {
    const concierge = await ownProfile(reply, userId);
    const rule = concierge && parse(reply, 'body', ruleBody, raw);
    if (!concierge || !rule) return reply;
    const rules = await readRules(db, userId);
    if (replace !== undefined && !rules.some((r) => r.id === replace)) {
      return refuse(reply, 404, 'not found', 'There are no such hours of yours.');
    }
    const start = rule.off ? 0 : toMinutes(rule.start!);
    const end = rule.off ? 1440 : toMinutes(rule.end!);
    const sameDay = rules.filter((r) => r.id !== replace && (rule.weekday ? r.weekday === rule.weekday : r.date === rule.date));
    if (rule.off && sameDay.length > 0)
      return refuse(reply, 409, 'overlap', `${rule.date} already has hours; remove them first.`);
    if (sameDay.some((r) => r.off)) return refuse(reply, 409, 'overlap', `${rule.date} is a day off; remove that first.`);
    const clash = findOverlap([...sameDay, { id: -1, start, end }]);
    if (clash) {
      const [a, b] = clash;
      const day = rule.weekday ? WEEKDAYS[rule.weekday] : rule.date;
      return refuse(
        reply,
        409,
        'overlap',
        `${day}: ${toHhmm(a.start)}–${toHhmm(a.end)} overlaps ${toHhmm(b.start)}–${toHhmm(b.end)}.`,
      );
    }
    const values = [userId, rule.weekday ?? null, rule.date ?? null, start, end, rule.off];
    if (replace === undefined) {
      await db.query(
        'insert into availability (concierge_id, weekday, on_date, start_minute, end_minute, is_off) values ($1, $2, $3, $4, $5, $6)',
        values,
      );
    } else {
      await db.query(
        `update availability set weekday = $2, on_date = $3, start_minute = $4, end_minute = $5, is_off = $6
          where id = $7 and concierge_id = $1`,
        [...values, replace],
      );
    }
    return reply.status(replace === undefined ? 201 : 200).send({ data: await presentRules(concierge) });
  };

  api.post(`${prefix}/mentor-booking/availability`, (req, reply) => saveRule(reply, req.userId, req.body));

  api.put(`${prefix}/mentor-booking/availability/settings`, async (req, reply) => {
    const concierge = await ownProfile(reply, req.userId);
    const body = concierge && parse(reply, 'body', settingsBody, req.body);
    if (!concierge || !body) return reply;
    await db.query(
      'update concierge_profiles set session_minutes = $2, buffer_minutes = $3, notice_minutes = $4 where user_id = $1',
      [req.userId, body.session_minutes, body.buffer_minutes, body.notice_minutes],
    );
    return { data: await presentRules((await findConcierge(db, req.userId, { activeOnly: false }))!) };
  });

  api.put(`${prefix}/mentor-booking/availability/:id`, async (req, reply) => {
    const params = parse(reply, 'params', bookingParams, req.params);
    if (!params) return reply;
    return saveRule(reply, req.userId, req.body, params.id);
  });

  api.delete(`${prefix}/mentor-booking/availability/:id`, async (req, reply) => {
    const params = parse(reply, 'params', bookingParams, req.params);
    const concierge = params && (await ownProfile(reply, req.userId));
    if (!params || !concierge) return reply;
    const { rows } = await db.query('delete from availability where id = $1 and concierge_id = $2 returning id', [
      params.id,
      req.userId,
    ]);
    if (rows.length === 0) return refuse(reply, 404, 'not found', 'There are no such hours of yours.');
    return { data: await presentRules(concierge) };
  });

  api.post(`${prefix}/mentor-booking/timezone`, async (req, reply) => {
    const concierge = await ownProfile(reply, req.userId);
    const body = concierge && parse(reply, 'body', timezoneBody, req.body);
    if (!concierge || !body) return reply;
    // The offset is the client's view of now; the zone is what counts (offsets change with DST).
    await db.query('update concierge_profiles set timezone = $2 where user_id = $1', [req.userId, body.timezone]);
    return { data: await presentRules({ ...concierge, timezone: body.timezone }) };
  });

  /** Switching off keeps booked sessions (both sides keep their plans) and stops new ones. */
  api.patch(`${prefix}/mentors/mentor-status`, async (req, reply) => {
    const body = parse(reply, 'body', mentorStatusBody, req.body);
    if (!body) return reply;
    const user = await findUserById(db, req.userId);
    if (!user) return refuse(reply, 404, 'not found', 'No such user.');
    if (body.is_mentor && !(await findConcierge(db, req.userId, { activeOnly: false }))) {
      return refuse(reply, 403, 'forbidden', 'Only concierges can switch mentoring on.');
    }
    await db.query('update users set is_mentor = $2 where user_id = $1', [req.userId, body.is_mentor]);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from bookings where concierge_id = $1 and status = 'scheduled' and lower(during) > now()`,
      [req.userId],
    );
    return { data: { is_mentor: body.is_mentor, upcoming_sessions: rows[0]?.n ?? 0 } };
  });

  api.get<{ Params: { id: string } }>(`${prefix}/mentor-booking/mentors/:id/badges`, async (req, reply) => {
    const params = parse(reply, 'params', bookingParams, req.params);
    if (!params) return reply;
    const concierge = await findConcierge(db, params.id, { activeOnly: false });
    if (!concierge) return refuse(reply, 404, 'not found', 'There is no concierge with that id.');
    return { data: concierge.badges.map((name) => ({ name })) };
  });

  /** The meeting service the links point at: this server's own meeting pages. */
  api.get(`${prefix}/zoom/user`, async () => ({
    data: { provider: 'reference', meeting_base_url: `${origin}/public/meetings/` },
  }));
}

export function presentConcierge(origin: string, c: ConciergeRow) {
  return {
    user_id: c.user_id,
    user_name: c.user_name,
    user_type: c.user_type,
    // SPEC §6: a mentor is shown by first and last name; the mentor picture first.
    display_name: `${c.first_name} ${c.last_name}`.trim() || c.user_name,
    profile_picture: absoluteUrl(origin, c.mentor_detail?.profile_picture ?? c.profile_picture),
    bio: c.mentor_detail?.bio ?? null,
    timezone: c.timezone,
    languages: c.languages,
    services: c.services,
    years_experience: c.years_experience,
    gender: c.gender,
    rating: Number(c.rating),
    badges: c.badges,
    location: c.city && c.state ? `${c.city}, ${c.state}` : null,
    session_minutes: c.session_minutes,
  };
}
