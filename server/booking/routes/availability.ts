import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../../config';
import type { Database } from '../../db/database';
import { findUserById } from '../../db/users';
import { parse } from '../../http/validation';
import { ownProfile, refuse } from '../access';
import * as bookings from '../booking-store';
import { currentOffset, findOverlap, toHhmm, toMinutes } from '../slots';
import { findConcierge, readRules, type ConciergeRow } from '../store';
import { bookingParams, zone } from './inputs';

const WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time like 09:30');
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

/**
 * /api/user-manager/v1/mentor-booking, /mentors and /zoom (SPEC §7): a concierge's hours, zone,
 * settings and status, and the meeting service (a concierge's badges: server/reviews).
 */
export function registerAvailability(api: FastifyInstance, ctx: ServerContext, db: Database) {
  const prefix = '/user-manager/v1';
  const origin = ctx.publicOrigin;

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
    const concierge = await ownProfile(db, reply, req.userId);
    if (!concierge) return reply;
    return { data: await presentRules(concierge) };
  });

  /** Adds or (with `replace`) changes one range; refuses one that overlaps another of that day. */
  const saveRule = async (reply: FastifyReply, userId: number, raw: unknown, replace?: number) => {
    const concierge = await ownProfile(db, reply, userId);
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
    const values: bookings.RuleValues = [userId, rule.weekday ?? null, rule.date ?? null, start, end, rule.off];
    if (replace === undefined) await bookings.insertRule(db, values);
    else await bookings.updateRule(db, values, replace);
    return reply.status(replace === undefined ? 201 : 200).send({ data: await presentRules(concierge) });
  };

  api.post(`${prefix}/mentor-booking/availability`, (req, reply) => saveRule(reply, req.userId, req.body));

  api.put(`${prefix}/mentor-booking/availability/settings`, async (req, reply) => {
    const concierge = await ownProfile(db, reply, req.userId);
    const body = concierge && parse(reply, 'body', settingsBody, req.body);
    if (!concierge || !body) return reply;
    await bookings.updateSettings(db, req.userId, body);
    return { data: await presentRules((await findConcierge(db, req.userId, { activeOnly: false }))!) };
  });

  api.put(`${prefix}/mentor-booking/availability/:id`, async (req, reply) => {
    const params = parse(reply, 'params', bookingParams, req.params);
    if (!params) return reply;
    return saveRule(reply, req.userId, req.body, params.id);
  });

  api.delete(`${prefix}/mentor-booking/availability/:id`, async (req, reply) => {
    const params = parse(reply, 'params', bookingParams, req.params);
    const concierge = params && (await ownProfile(db, reply, req.userId));
    if (!params || !concierge) return reply;
    if (!(await bookings.deleteRule(db, params.id, req.userId)))
      return refuse(reply, 404, 'not found', 'There are no such hours of yours.');
    return { data: await presentRules(concierge) };
  });

  api.post(`${prefix}/mentor-booking/timezone`, async (req, reply) => {
    const concierge = await ownProfile(db, reply, req.userId);
    const body = concierge && parse(reply, 'body', timezoneBody, req.body);
    if (!concierge || !body) return reply;
    // The offset is the client's view of now; the zone is what counts (offsets change with DST).
    await bookings.setTimezone(db, req.userId, body.timezone);
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
    await bookings.setMentor(db, req.userId, body.is_mentor);
    return { data: { is_mentor: body.is_mentor, upcoming_sessions: await bookings.upcomingSessions(db, req.userId) } };
  });

  /** The meeting service the links point at: this server's own meeting pages. */
  api.get(`${prefix}/zoom/user`, async () => ({
    data: { provider: 'reference', meeting_base_url: `${origin}/public/meetings/` },
  }));
}
