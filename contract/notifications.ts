import * as z from 'zod/mini';
import { endpoint, ok } from './endpoint';
import { count, id, idParams, pageIndex, pageSize, userParams } from './fields';

/** The notification list and bell (SPEC §7, /api/user-audit/user-notification). */

const PREFIX = '/api/user-audit/user-notification';

export const NOTIFICATION_TYPES = [
  'Invitation',
  'Chat',
  'Post',
  'Concierge',
  'Follow Request',
  'COMMUNITY',
  'MEETING_ENDED',
  /** To the other administrators: a moderation queue item was claimed or let go (`claim`, contract/admin-feed.ts); push only. */
  'ADMIN_QUEUE',
  /** Issue #62: a screening share began or ended, or the person's access log gained an entry (`privacy`, contract/realtime.ts); push only. */
  'PRIVACY',
] as const;
export const NOTIFICATION_SUB_TYPES = [
  'Post created',
  'Comment',
  'Upvote',
  'Session Reminder',
  'Badge',
  'Note shared',
  'Follow accepted',
] as const;
export const BOOKING_CHANGES = ['booked', 'moved', 'cancelled'] as const;

const idLike = z.nullable(z.union([z.string(), z.number()]));

export const notificationItem = z.object({
  id: z.int(),
  type: z.enum(NOTIFICATION_TYPES),
  sub_type: z._default(z.nullable(z.enum(NOTIFICATION_SUB_TYPES)), null),
  notification_text: z._default(z.string(), ''),
  notification_from: z._default(z.nullable(z.string()), null),
  notification_username: z._default(z.nullable(z.string()), null),
  /** The sender's SPEC §6 display name, as they are called everywhere else (issue #63.6); null for the system. */
  notification_display_name: z._default(z.nullable(z.string()), null),
  user_image_url: z._default(z.nullable(z.string()), null),
  post_id: z._default(idLike, null),
  community_id: z._default(idLike, null),
  meeting_id: z.optional(idLike),
  notification_ts: z.string(),
  is_read: z._default(z.boolean(), false),
  is_seen: z.optional(z.boolean()),
  // A booking notice's session (issue #28 item 3): the page writes its time in the reader's zone.
  starts_at: z._default(z.nullable(z.string()), null),
  booking_change: z._default(z.nullable(z.enum(BOOKING_CHANGES)), null),
  timezone: z._default(z.nullable(z.string()), null),
});

const FORBIDDEN = { 403: 'another user’s notifications' };

export const bellCount = endpoint({
  method: 'GET',
  path: `${PREFIX}/bell-count/user/:userId`,
  summary: 'How many of the person’s notifications are not seen yet (the bell’s number).',
  params: userParams,
  response: z.object({ result_map: z.object({ notification_not_seen_count: count }) }),
  errors: FORBIDDEN,
  auth: 'bearer',
});

export const markAllSeen = endpoint({
  method: 'POST',
  path: `${PREFIX}/mark-seen/user/:userId`,
  summary: 'Marks every notification of the person seen (the bell opened).',
  params: userParams,
  response: ok,
  errors: FORBIDDEN,
  auth: 'bearer',
});

export const list = endpoint({
  method: 'POST',
  path: `${PREFIX}/get`,
  summary: 'A page of the person’s notifications, newest first.',
  query: z.object({
    page: z._default(pageIndex, 0),
    size: z._default(pageSize(100), 10),
    sortField: z._default(z.enum(['notification_ts', 'id'], { error: 'must be notification_ts or id' }), 'notification_ts'),
  }),
  // The person's own id, or nothing (the token's person).
  body: z.object({ user_id: z.optional(z.union([id, z.literal(''), z.null()])) }),
  response: z.object({
    data: z.object({ data: z.array(notificationItem), total: count, page: z.optional(z.int()), size: z.optional(z.int()) }),
  }),
  errors: FORBIDDEN,
  auth: 'bearer',
});

export const deleteAll = endpoint({
  method: 'DELETE',
  path: `${PREFIX}/delete/user/:userId`,
  summary: 'Deletes every notification of the person.',
  params: userParams,
  response: ok,
  errors: FORBIDDEN,
  auth: 'bearer',
});

export const deleteOne = endpoint({
  method: 'DELETE',
  path: `${PREFIX}/delete/id/:id`,
  summary: 'Deletes one of the person’s notifications.',
  params: idParams,
  response: ok,
  errors: { 404: 'no such notification of this person' },
  auth: 'bearer',
});

export const markRead = endpoint({
  method: 'POST',
  path: `${PREFIX}/mark-read/id/:id`,
  summary: 'Marks one notification read (and so seen).',
  params: idParams,
  response: ok,
  errors: { 404: 'no such notification of this person' },
  auth: 'bearer',
});
