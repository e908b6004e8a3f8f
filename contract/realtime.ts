import * as z from 'zod/mini';
import { endpoint, message, raw } from './endpoint';
import { id } from './fields';
import { BOOKING_CHANGES, NOTIFICATION_SUB_TYPES, NOTIFICATION_TYPES } from './notifications';

/** The server-event stream (SPEC §3, §7): one realtime notification per event. */

export const SSE_SUBSCRIBE_PATH = '/public/user-audit/server-event/subscribe';

const idLike = z.optional(z.nullable(z.union([z.string(), z.number()])));
const text = z.optional(z.nullable(z.string()));

/**
 * A realtime notification as it crosses the boundary (SPEC §3). Unknown extra fields are kept (a
 * newer server may add some); src/realtime/eventSource.ts parses every event with it.
 */
export const realtimeNotification = z.looseObject({
  notificationId: z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
  type: z.enum(NOTIFICATION_TYPES),
  subType: z.optional(z.nullable(z.enum(NOTIFICATION_SUB_TYPES))),
  notification: z._default(z.string(), ''),
  notificationFrom: text,
  notificationUsername: text,
  /** The sender's SPEC §6 display name (issue #63.6): what the app calls them; the user name is for links. */
  notificationDisplayName: text,
  userImageUrl: text,
  postId: idLike,
  communityId: idLike,
  meeting_id: z.optional(z.nullable(z.pipe(z.union([z.string(), z.number()]), z.transform(String)))),
  // A booking notice's session (issue #28 item 3): its instant, what changed, and the reader's own
  // zone setting when they have one; the app writes the time from these (bookingNotice.ts).
  starts_at: text,
  booking_change: z.optional(z.nullable(z.enum(BOOKING_CHANGES))),
  timezone: text,
  createdAt: z.optional(z.string()),
});

export const subscribe = endpoint({
  method: 'GET',
  path: `${SSE_SUBSCRIBE_PATH}/:userId`,
  summary:
    'The person’s server-event stream (text/event-stream). EventSource sends no headers, so the access token is the query’s; Last-Event-ID (or lastEventId) replays what came after it.',
  params: z.object({ userId: id }),
  query: z.object({
    access_token: z.optional(z.string().check(z.maxLength(8192, { error: 'is too long' }))),
    lastEventId: z.optional(z.string().check(z.maxLength(32, { error: 'is too long' }))),
  }),
  response: raw('text/event-stream'),
  errors: { 401: 'no valid access token', 403: 'another person’s stream', 429: 'too many streams open' },
  auth: 'bearer',
  serverOnly: 'opened by EventSource in src/realtime/eventSource.ts, not a service',
});

export const notificationEvent = message({
  channel: `sse ${SSE_SUBSCRIBE_PATH}/:userId`,
  event: 'message',
  direction: 'to client',
  summary: 'A realtime notification (the `data:` of each event; its `id:` is the event id).',
  schema: realtimeNotification,
});
