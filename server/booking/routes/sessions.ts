import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contract/booking';
import type { ServerContext } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { serve } from '../../http/endpoint';
import type { NotificationHub } from '../../realtime/notification-hub';
import { answerRefusal, refuse, Refusal, resolveConcierge } from '../access';
import * as bookings from '../booking-store';
import { presentBooking, type PresentedBooking } from '../present';
import { presentConcierge } from '../present-concierge';
import { mayBook } from '../roles';
import { isAvailable } from '../slots';
import { findConcierge, slotsOf, type ConciergeRow } from '../store';

/**
 * /api/user-manager/v1/mentor-booking (SPEC §7): slots, scheduling, rescheduling, cancelling and
 * a person's sessions. Every rule is decided here: who may book whom, which times exist, that a
 * time is free (the database's exclusion constraint has the last word), who may change a booking.
 */
export function registerSessions(api: FastifyInstance, ctx: ServerContext, db: Database, hub: NotificationHub) {
  const origin = ctx.publicOrigin;

  const loadBooking = async (q: Queryable, bookingId: number, viewerId: number) => {
    const row = await bookings.bookingRow(q, bookingId);
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

  /** Books `start` with `concierge` inside the transaction `q`. */
  const insertBooking = async (
    q: Queryable,
    concierge: ConciergeRow,
    bookerId: number,
    start: string,
    key: string,
    extra: { timezone?: string | undefined; reason?: string | undefined; from?: number; exceptBookingId?: number },
  ) => {
    if (Date.parse(start) <= Date.now()) throw new Refusal(422, 'slot unavailable', 'That time has already passed.');
    // One booking with this concierge at a time, from the check of the slots to the insert.
    await bookings.lockConcierge(q, concierge.user_id);
    const slots = await slotsOf(q, concierge, extra.exceptBookingId ? { exceptBookingId: extra.exceptBookingId } : {});
    const slot = isAvailable(slots, start);
    if (!slot) {
      // Taken by someone else (the time, or too near it for the buffer), or never offered: tell them apart.
      const near = await bookings.scheduledOverlapping(
        q,
        concierge.user_id,
        start,
        concierge.session_minutes,
        concierge.buffer_minutes,
      );
      if (near > 0) throw new Refusal(409, 'slot taken', 'That time was just booked.');
      throw new Refusal(422, 'slot unavailable', "That time is outside the concierge's hours or too soon to book.");
    }
    return bookings.insertBooking(q, {
      conciergeId: concierge.user_id,
      bookerId,
      start: slot.start,
      end: slot.end,
      meetingId: randomUUID(),
      key,
      timezone: extra.timezone ?? null,
      reason: extra.reason ?? null,
      from: extra.from ?? null,
    });
  };

  /** An earlier attempt with the same key: its booking is the answer (a double click, a retry). */
  const byKey = async (bookerId: number, key: string) => {
    const earlier = await bookings.bookingIdByKey(db, bookerId, key);
    return earlier !== undefined ? loadBooking(db, earlier, bookerId) : undefined;
  };

  serve(api, contract.availableSlots, async ({ query, req, reply }) => {
    // A concierge reads their own slots to move a session; anyone else's only those who book.
    if (query.conciergeId !== req.userId && !(await mayBook(db, reply, req.userId))) return reply;
    const concierge = await resolveConcierge(db, reply, query.conciergeId, query.conciergeAuthId);
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

  serve(api, contract.schedule, async ({ body, req, reply }) => {
    const earlier = await byKey(req.userId, body.idempotency_key);
    if (earlier) return { data: earlier };
    if (!(await mayBook(db, reply, req.userId))) return reply;
    if (body.conciergeId === req.userId) return refuse(reply, 400, 'invalid request', 'You cannot book a session with yourself.');
    const concierge = await resolveConcierge(db, reply, body.conciergeId, body.conciergeAuthId);
    if (!concierge) return reply;
    let bookingId: number;
    try {
      bookingId = await db.transaction((tx) =>
        insertBooking(tx, concierge, req.userId, body.start, body.idempotency_key, { timezone: body.timezone }),
      );
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
  serve(api, contract.reschedule, async ({ params, body, req, reply }) => {
    const earlier = await byKey(req.userId, body.idempotency_key);
    if (earlier) return { data: earlier };
    const old = await loadBooking(db, params.id, req.userId);
    if (!old || (old.booker.user_id !== req.userId && old.concierge.user_id !== req.userId)) {
      return refuse(reply, 404, 'not found', 'There is no booking of yours with that id.');
    }
    if (old.concierge.user_id !== params.id2)
      return refuse(reply, 400, 'invalid request', 'That booking is with another concierge.');
    if (old.status === 'rescheduled' && old.concierge.user_id === req.userId) {
      // The concierge moving it again with the same key (the answer was lost): the moved session
      // is the booker's, under the booker's keys, so it is looked up there.
      const movedId = await bookings.bookingIdByKey(db, old.booker.user_id, body.idempotency_key);
      const moved = movedId !== undefined ? await loadBooking(db, movedId, req.userId) : undefined;
      if (moved?.rescheduled_from === old.id) return { data: moved };
    }
    if (old.status !== 'scheduled') return refuse(reply, 409, 'not scheduled', `That session was ${old.status}.`);
    if (Date.parse(old.start) <= Date.now()) return refuse(reply, 409, 'started', 'That session has already started.');
    const concierge = await findConcierge(db, old.concierge.user_id, { activeOnly: false });
    if (!concierge) return refuse(reply, 404, 'not found', 'There is no concierge with that id.');
    let newId: number;
    try {
      newId = await db.transaction(async (tx) => {
        // Lock the old booking: a concurrent cancel or reschedule of it waits, then sees its new status.
        const status = await bookings.lockBooking(tx, old.id);
        if (status !== 'scheduled') throw new Refusal(409, 'not scheduled', `That session was ${status ?? 'removed'}.`);
        await bookings.markRescheduled(tx, old.id);
        const created = await insertBooking(tx, concierge, old.booker.user_id, body.start, body.idempotency_key, {
          timezone:
            old.role === 'booker' ? (body.timezone ?? old.booker.timezone ?? undefined) : (old.booker.timezone ?? undefined),
          reason: body.reason,
          from: old.id,
          exceptBookingId: old.id,
        });
        await bookings.linkReschedule(tx, old.id, created, body.reason ?? null);
        return created;
      });
    } catch (error) {
      return answerRefusal(reply, error);
    }
    const booking = (await loadBooking(db, newId, req.userId))!;
    await tellOther(booking, req.userId, 'moved');
    return { data: booking };
  });

  serve(api, contract.cancel, async ({ params, body, req, reply }) => {
    const old = await loadBooking(db, params.id, req.userId);
    if (!old || (old.booker.user_id !== req.userId && old.concierge.user_id !== req.userId)) {
      return refuse(reply, 404, 'not found', 'There is no booking of yours with that id.');
    }
    if (old.status !== 'scheduled') return refuse(reply, 409, 'not scheduled', `That session was ${old.status}.`);
    if (Date.parse(old.start) <= Date.now()) return refuse(reply, 409, 'started', 'That session has already started.');
    if (!(await bookings.cancelBooking(db, old.id, body?.reason ?? null)))
      return refuse(reply, 409, 'not scheduled', 'That session was changed a moment ago.');
    const booking = (await loadBooking(db, old.id, req.userId))!;
    await tellOther(booking, req.userId, 'cancelled');
    return { data: booking };
  });

  /** The person's sessions on both sides, oldest first (calendar and bookings). */
  serve(api, contract.events, async ({ query, req }) => {
    const rows = await bookings.bookingsOf(db, req.userId, query.from ?? null, query.to ?? null);
    // The person's own note on each session, so My bookings offers "Open the note" or "Add a note" (issue #63.7).
    const notes = await bookings.ownNotesOn(
      db,
      req.userId,
      rows.map((r) => r.id),
    );
    return { data: rows.map((r) => ({ ...presentBooking(origin, r, req.userId), note: notes.get(r.id) ?? null })) };
  });
}
