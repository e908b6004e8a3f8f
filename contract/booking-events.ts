import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * A person's concierge sessions as read back (contract/booking.ts has the feature's other entries
 * and re-exports these): on their own so the dashboard's next-sessions block loads the events
 * list's shape, not every booking call's rules.
 */

export const UM = '/api/user-manager/v1';
export const MB = `${UM}/mentor-booking`;

export const instant = z.iso.datetime({ offset: true, error: 'must be an ISO date and time' });

export const text = z._default(z.nullable(z.string()), null);
export const slot = z.object({ start: z.string(), end: z.string() });
const side = z.object({
  user_id: z.int(),
  user_name: z.string(),
  display_name: z.string(),
  profile_picture: text,
  timezone: text,
});
export const booking = z.object({
  id: z.int(),
  status: z.enum(['scheduled', 'rescheduled', 'cancelled', 'completed', 'no-show']),
  start: z.string(),
  end: z.string(),
  role: z.enum(['booker', 'concierge']),
  meeting_id: z.string(),
  meeting_url: z.string(),
  /** A no-show: who never came into the call (issue #61). */
  missing: z._default(z.nullable(z.enum(['booker', 'concierge', 'both'])), null),
  reason: text,
  rescheduled_from: z._default(z.nullable(z.int()), null),
  rescheduled_to: z._default(z.nullable(z.int()), null),
  concierge: side,
  booker: side,
  /** The reader's own note on this session, if they wrote one (issue #63.7: My bookings opens it). */
  note: z._default(z.nullable(z.object({ id: z.int(), is_shared: z.boolean() })), null),
});

export const events = endpoint({
  method: 'GET',
  path: `${MB}/events`,
  summary: 'The person’s sessions on both sides, oldest first (calendar and bookings).',
  query: z.object({ from: z.optional(instant), to: z.optional(instant) }),
  response: z.object({ data: z.array(booking) }),
  auth: 'bearer',
});
