import * as z from 'zod/mini';
import { endpoint, message, raw } from './endpoint';
import { id } from './fields';
import { BOOKING_CHANGES } from './notifications';
import { queueClaim } from './admin-queue-claim';
import { accessEntrySchema } from './accessLog';
import { comment } from './community-comment';

/** The server-event stream (SPEC §3, §7): one realtime notification per event. */

export const SSE_SUBSCRIBE_PATH = '/public/user-audit/server-event/subscribe';

const text = z.optional(z.nullable(z.string()));
/** An id the server writes as an integer (a post, a note, a booking, a community). */
const intId = z.optional(z.nullable(z.int()));

/**
 * What every realtime notification carries (SPEC §3), whatever its type; each type below adds or
 * requires what it is about. Unknown extra fields are kept (a newer server may add some).
 */
const common = {
  notificationId: z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
  notification: z._default(z.string(), ''),
  notificationFrom: text,
  notificationUsername: text,
  /** The sender's SPEC §6 display name (issue #63.6): what the app calls them; the user name is for links. */
  notificationDisplayName: text,
  userImageUrl: text,
  postId: intId,
  communityId: intId,
  meeting_id: z.optional(z.nullable(z.pipe(z.union([z.string(), z.number()]), z.transform(String)))),
  // A booking notice's session (issue #28 item 3): its instant, what changed, and the reader's own
  // zone setting when they have one; the app writes the time from these (bookingNotice.ts).
  starts_at: text,
  booking_change: z.optional(z.nullable(z.enum(BOOKING_CHANGES))),
  timezone: text,
  createdAt: z.optional(z.string()),
};
const noSubType = { subType: z.optional(z.null()) };

/** A post's news (Post created, Comment, Upvote; none: an administrator removed it): about post `postId`. */
export const postNotification = z.looseObject({
  ...common,
  type: z.literal('Post'),
  subType: z.optional(z.nullable(z.enum(['Post created', 'Comment', 'Upvote']))),
  postId: z.int(),
  /**
   * A Comment's comment as its reader is given it (issue #60): the open post page takes it
   * without reading the thread again. Absent from older events and from the bell's list.
   */
  comment: z.optional(comment),
});

/** Someone's note shared with the reader was written, changed, unshared or deleted: note `postId`. */
export const noteSharedNotification = z.looseObject({
  ...common,
  type: z.literal('Concierge'),
  subType: z.literal('Note shared'),
  postId: z.int(),
});
/** A concierge session's news (booked, moved, cancelled: booking `postId`), a reminder of it, or a badge. */
export const conciergeNotification = z.discriminatedUnion('subType', [
  noteSharedNotification,
  z.looseObject({
    ...common,
    type: z.literal('Concierge'),
    subType: z.optional(z.nullable(z.enum(['Session Reminder', 'Badge']))),
  }),
]);

/** A follow request to the reader, or one of theirs accepted (`Follow accepted`): `notificationFrom` is the other person's id. */
export const followRequestNotification = z.looseObject({
  ...common,
  type: z.literal('Follow Request'),
  subType: z.optional(z.nullable(z.literal('Follow accepted'))),
  notificationFrom: z.string().check(z.regex(/^\d{1,9}$/, { error: 'is not a person’s id' })),
});

/** To the other administrators: an item of the moderation queue was claimed or let go (push only). */
export const adminQueueNotification = z.looseObject({
  ...common,
  ...noSubType,
  type: z.literal('ADMIN_QUEUE'),
  claim: queueClaim,
});

/** A call ended (SPEC §4: broadcast internally with its meeting id). */
export const meetingEndedNotification = z.looseObject({
  ...common,
  ...noSubType,
  type: z.literal('MEETING_ENDED'),
  meeting_id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
});

/**
 * Issue #62, push only: a screening result shared with the reader was shared or stopped being
 * shared (revoked, or its time ran out: `share_id`), or a new entry was written in the person's own
 * "Who saw my data" (`entry`).
 */
export const privacyChange = z.discriminatedUnion('change', [
  z.object({ change: z.literal('screening shared'), share_id: z.int() }),
  z.object({ change: z.literal('screening unshared'), share_id: z.int() }),
  z.object({ change: z.literal('access logged'), entry: accessEntrySchema }),
]);
export const privacyNotification = z.looseObject({
  ...common,
  ...noSubType,
  type: z.literal('PRIVACY'),
  privacy: privacyChange,
});

/** An invitation, a community's news (`communityId`) or a chat message's notice. */
export const otherNotification = z.looseObject({
  ...common,
  ...noSubType,
  type: z.enum(['Invitation', 'COMMUNITY', 'Chat']),
});

/**
 * A realtime notification as it crosses the boundary (SPEC §3): one shape per type (and sub-type),
 * each with its real payload. The server's hub sends this type (server/realtime/notification-hub.ts);
 * src/realtime/eventSource.ts parses every event with it, once, and hands the session the result.
 */
export const realtimeNotification = z.discriminatedUnion('type', [
  postNotification,
  conciergeNotification,
  followRequestNotification,
  adminQueueNotification,
  meetingEndedNotification,
  privacyNotification,
  otherNotification,
]);

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
