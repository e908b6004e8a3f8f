import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contract from '../../../contract/booking';
import type { Body } from '../../../contract/endpoint';
import type { Database } from '../../db/database';
import { findUserById } from '../../db/users';
import { serve } from '../../http/endpoint';
import { ownProfile, refuse } from '../access';
import * as bookings from '../booking-store';
import { currentOffset, findOverlap, toHhmm, toMinutes } from '../slots';
import { findConcierge, readRules, type ConciergeRow } from '../store';

const WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * /api/user-manager/v1/mentor-booking and /mentors (SPEC §7): a concierge's hours, zone, settings
 * and status (a concierge's badges: server/reviews; the call and /zoom/user: server/call).
 */
export function registerAvailability(api: FastifyInstance, db: Database) {
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

  serve(api, contract.getAvailability, async ({ req, reply }) => {
    const concierge = await ownProfile(db, reply, req.userId);
    if (!concierge) return reply;
    return { data: await presentRules(concierge) };
  });

  /** Adds or (with `replace`) changes one range; refuses one that overlaps another of that day. */
  const saveRule = async (reply: FastifyReply, userId: number, rule: Body<typeof contract.addHours>, replace?: number) => {
    const concierge = await ownProfile(db, reply, userId);
    if (!concierge) return reply;
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
    const values: bookings.RuleValues = [userId, rule.weekday ?? null, rule.date ?? null, start, end, rule.off];
    if (replace === undefined) await bookings.insertRule(db, values);
    else await bookings.updateRule(db, values, replace);
    return reply.status(replace === undefined ? 201 : 200).send({ data: await presentRules(concierge) });
  };

  serve(api, contract.addHours, ({ body, req, reply }) => saveRule(reply, req.userId, body));

  serve(api, contract.saveSettings, async ({ body, req, reply }) => {
    const concierge = await ownProfile(db, reply, req.userId);
    if (!concierge) return reply;
    await bookings.updateSettings(db, req.userId, body);
    return { data: await presentRules((await findConcierge(db, req.userId, { activeOnly: false }))!) };
  });

  serve(api, contract.changeHours, async ({ params, body, req, reply }) => {
    return saveRule(reply, req.userId, body, params.id);
  });

  serve(api, contract.removeHours, async ({ params, req, reply }) => {
    const concierge = await ownProfile(db, reply, req.userId);
    if (!concierge) return reply;
    if (!(await bookings.deleteRule(db, params.id, req.userId)))
      return refuse(reply, 404, 'not found', 'There are no such hours of yours.');
    return { data: await presentRules(concierge) };
  });

  serve(api, contract.setTimezone, async ({ body, req, reply }) => {
    const concierge = await ownProfile(db, reply, req.userId);
    if (!concierge) return reply;
    // The offset is the client's view of now; the zone is what counts (offsets change with DST).
    await bookings.setTimezone(db, req.userId, body.timezone);
    return { data: await presentRules({ ...concierge, timezone: body.timezone }) };
  });

  /** Switching off keeps booked sessions (both sides keep their plans) and stops new ones. */
  serve(api, contract.mentorStatus, async ({ body, req, reply }) => {
    const user = await findUserById(db, req.userId);
    if (!user) return refuse(reply, 404, 'not found', 'No such user.');
    if (body.is_mentor && !(await findConcierge(db, req.userId, { activeOnly: false }))) {
      return refuse(reply, 403, 'forbidden', 'Only concierges can switch mentoring on.');
    }
    await bookings.setMentor(db, req.userId, body.is_mentor);
    return { data: { is_mentor: body.is_mentor, upcoming_sessions: await bookings.upcomingSessions(db, req.userId) } };
  });
}
