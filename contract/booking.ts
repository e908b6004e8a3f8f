import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { id, idParams, pageIndex, pageSize } from './fields';
import { searchText } from './search';
import { booking, instant, MB, slot, text, UM } from './booking-events';
import { zone } from './zone';

// A person's sessions (the events list and a booking's shape) are in booking-events.ts, for the
// dashboard's next sessions; every entry of the feature is still here.
export { booking, events, slot } from './booking-events';
export { zone } from './zone';

/**
 * Concierge sessions (SPEC §7): the user manager's mentor-booking and mentors calls, and the
 * search engine's concierge search (the call itself, with `/zoom/user`, is contract/call.ts). Every rule the server decides (who may book whom, which times
 * exist, that a time is free) is the route's; these are the shapes.
 */

const idempotencyKey = z.string().check(z.trim(), z.minLength(8, { error: 'must be 8 characters or more' }), z.maxLength(100));
const reason = z.optional(z.string().check(z.trim(), z.maxLength(500, { error: 'must be 500 characters or fewer' })));
const authId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

export const concierge = z.object({
  user_id: z.int(),
  user_name: z.string(),
  user_type: z.int(),
  display_name: z.string(),
  profile_picture: text,
  bio: text,
  timezone: z.string(),
  languages: z.array(z.string()),
  services: z.array(z.string()),
  years_experience: z.int(),
  gender: text,
  rating: z.number(),
  review_count: z._default(z.int(), 0),
  badges: z.array(z.string()),
  location: text,
  session_minutes: z.int(),
  next_slot: z._default(z.nullable(slot), null),
});
export const availability = z.object({
  timezone: z.string(),
  offset: z.string(),
  session_minutes: z.int(),
  buffer_minutes: z.int(),
  notice_minutes: z.int(),
  is_mentor: z.boolean(),
  weekly: z.array(z.object({ id: z.int(), weekday: z.int(), start: z.string(), end: z.string() })),
  overrides: z.array(z.object({ id: z.int(), date: z.string(), off: z.boolean(), start: text, end: text })),
});
const data = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });

const REFUSED = {
  403: 'the person may not book (or is not a concierge)',
  404: 'no such booking or concierge of this person',
  409: 'taken, changed or started meanwhile',
  422: 'outside the concierge’s hours, too soon, or past',
};

// Sessions
export const availableSlots = endpoint({
  method: 'GET',
  path: `${MB}/available-slots`,
  summary: 'A concierge’s free times, by date in their zone (the concierge reads their own to move a session).',
  query: z.object({ conciergeId: id, conciergeAuthId: authId }),
  response: data(
    z.object({
      concierge: z.optional(z.looseObject({ user_id: z.int(), display_name: z.string(), timezone: z.string() })),
      timezone: z.optional(z.string()),
      session_minutes: z.optional(z.int()),
      available_dates: z.array(z.object({ date: z.string(), slots: z.array(slot) })),
    }),
  ),
  errors: REFUSED,
  auth: 'bearer',
});

export const schedule = endpoint({
  method: 'POST',
  path: `${MB}/schedule`,
  summary: 'Books a session; the same idempotency_key again answers the booking it made.',
  body: z.object({
    conciergeId: id,
    conciergeAuthId: authId,
    start: instant,
    idempotency_key: idempotencyKey,
    timezone: z.optional(zone),
  }),
  status: 201,
  response: data(booking),
  errors: REFUSED,
  auth: 'bearer',
});

export const reschedule = endpoint({
  method: 'PUT',
  path: `${MB}/schedule/:id/reschedule/:id2`,
  summary: 'Moves a session ({id}) with its concierge ({id2}) to another time; booker or concierge.',
  params: z.object({ id, id2: id }),
  body: z.object({ start: instant, idempotency_key: idempotencyKey, reason, timezone: z.optional(zone) }),
  response: data(booking),
  errors: REFUSED,
  auth: 'bearer',
});

export const cancel = endpoint({
  method: 'DELETE',
  path: `${MB}/schedule/:id`,
  summary: 'Cancels a session; booker or concierge, before it starts.',
  params: idParams,
  body: z.optional(z.object({ reason })),
  response: data(booking),
  errors: REFUSED,
  auth: 'bearer',
});

// A concierge's hours, zone, settings and status
const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'must be a time like 09:30' }));
const minutes = (t: string) => {
  const [h = 0, m = 0] = t.split(':').map(Number);
  return h * 60 + m;
};
const ruleBody = z
  .object({
    weekday: z.optional(z.int().check(z.minimum(1), z.maximum(7))),
    date: z.optional(z.iso.date({ error: 'must be a date like 2026-12-24' })),
    start: z.optional(hhmm),
    end: z.optional(hhmm),
    off: z._default(z.boolean(), false),
  })
  .check(
    z.refine((r) => (r.weekday === undefined) !== (r.date === undefined), { error: 'give a weekday or a date, not both' }),
    z.refine((r) => r.off || (r.start !== undefined && r.end !== undefined), { error: 'start and end are required' }),
    z.refine((r) => r.off || minutes(r.start ?? '00:00') < minutes(r.end ?? '00:00'), { error: 'end must be after start' }),
    z.refine((r) => !r.off || r.date !== undefined, { error: 'only a date can be a day off' }),
  );
const CONCIERGE_ONLY = { 403: 'not a concierge', 404: 'no such hours of this concierge', 409: 'overlapping hours' };

export const getAvailability = endpoint({
  method: 'GET',
  path: `${MB}/availability`,
  summary: 'The concierge’s own weekly hours, dated hours and days off, zone and settings.',
  response: data(availability),
  errors: { 403: 'not a concierge' },
  auth: 'bearer',
});

export const addHours = endpoint({
  method: 'POST',
  path: `${MB}/availability`,
  summary: 'Adds weekly or dated hours, or a day off; refuses hours that overlap others of that day.',
  body: ruleBody,
  status: 201,
  response: data(availability),
  errors: CONCIERGE_ONLY,
  auth: 'bearer',
});

export const saveSettings = endpoint({
  method: 'PUT',
  path: `${MB}/availability/settings`,
  summary: 'A concierge’s session length, buffer between sessions and booking notice.',
  body: z.object({
    session_minutes: z.int().check(z.minimum(15), z.maximum(240)),
    buffer_minutes: z.int().check(z.minimum(0), z.maximum(120)),
    notice_minutes: z.int().check(z.minimum(0), z.maximum(20_160)),
  }),
  response: data(availability),
  errors: { 403: 'not a concierge' },
  auth: 'bearer',
});

export const changeHours = endpoint({
  method: 'PUT',
  path: `${MB}/availability/:id`,
  summary: 'Changes one range of hours.',
  params: idParams,
  body: ruleBody,
  response: data(availability),
  errors: CONCIERGE_ONLY,
  auth: 'bearer',
  serverOnly: 'the availability page removes a range and adds the new one instead',
});

export const removeHours = endpoint({
  method: 'DELETE',
  path: `${MB}/availability/:id`,
  summary: 'Removes one range of hours or a day off.',
  params: idParams,
  response: data(availability),
  errors: CONCIERGE_ONLY,
  auth: 'bearer',
});

export const setTimezone = endpoint({
  method: 'POST',
  path: `${MB}/timezone`,
  summary: 'The concierge’s time zone (the offset is the client’s view of now; the zone is what counts).',
  body: z.object({ timezone: zone, offset: z.optional(z.string().check(z.maxLength(10))) }),
  response: data(availability),
  errors: { 403: 'not a concierge' },
  auth: 'bearer',
});

export const mentorStatus = endpoint({
  method: 'PATCH',
  path: `${UM}/mentors/mentor-status`,
  summary: 'Switches mentoring on or off; off keeps booked sessions and stops new ones.',
  body: z.object({ is_mentor: z.boolean() }),
  response: data(z.object({ is_mentor: z.boolean(), upcoming_sessions: z.int() })),
  errors: { 403: 'only concierges switch mentoring on', 404: 'no such user' },
  auth: 'bearer',
});

// Concierge search (Book a Session)
const words = z._default(
  z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(20, { error: 'at most 20' })),
  [],
);
const experience = z.optional(z.int().check(z.minimum(0), z.maximum(80)));
const typeConcierge = z.literal('CONCIERGE', { error: 'must be CONCIERGE' });

export const searchConcierges = endpoint({
  method: 'POST',
  path: '/api/search-engine/v1/concierge',
  summary: 'Book a Session’s search (SPEC §3 mentor filter), with each concierge’s next free time.',
  query: z.object({ type: z.optional(typeConcierge) }),
  body: z
    .object({
      search_text: z._default(searchText, ''),
      languages: words,
      services: words,
      min_experience: experience,
      max_experience: experience,
      location: z.optional(z.string().check(z.trim(), z.maxLength(80))),
      genders: words,
      rating: z.optional(z.number().check(z.minimum(0), z.maximum(5))),
      availability: z._default(z.enum(['ANY', 'RANGE']), 'ANY'),
      date_range: z.optional(
        z
          .object({
            start_date: z.iso.date({ error: 'must be a date like 2026-12-01' }),
            end_date: z.iso.date({ error: 'must be a date like 2026-12-01' }),
          })
          .check(z.refine((r) => r.start_date <= r.end_date, { error: 'the end date must not be before the start date' })),
      ),
      page: z._default(pageIndex, 0),
      size: z._default(pageSize(50), 10),
    })
    .check(
      z.refine((f) => f.availability !== 'RANGE' || f.date_range !== undefined, {
        error: 'a RANGE needs date_range',
        path: ['date_range'],
      }),
      z.refine((f) => f.min_experience === undefined || f.max_experience === undefined || f.min_experience <= f.max_experience, {
        error: 'min_experience must not exceed max_experience',
        path: ['min_experience'],
      }),
    ),
  response: data(z.object({ data: z.array(concierge), total: z.int(), page: z.optional(z.int()), size: z.optional(z.int()) })),
  errors: { 403: 'the person may not book' },
  auth: 'bearer',
});

export const listConcierges = endpoint({
  method: 'GET',
  path: '/api/search-engine/v1/users',
  summary: 'Every concierge the person may book (type=CONCIERGE).',
  query: z.object({ type: typeConcierge }),
  response: data(z.array(concierge)),
  errors: { 403: 'the person may not book' },
  auth: 'bearer',
  serverOnly: 'SPEC §7 lists it; the app searches with POST /v1/concierge',
});
