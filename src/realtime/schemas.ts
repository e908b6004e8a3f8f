import * as z from 'zod/mini';

/** Server events are validated where they enter (SPEC §3 shapes); unknown extra fields are kept. */
const idLike = z.optional(z.nullable(z.union([z.string(), z.number()])));
const text = z.optional(z.nullable(z.string()));

export const realtimeNotificationSchema = z.looseObject({
  notificationId: z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
  type: z.enum(['Invitation', 'Chat', 'Post', 'Concierge', 'Follow Request', 'COMMUNITY', 'MEETING_ENDED']),
  subType: z.optional(z.nullable(z.enum(['Post created', 'Comment', 'Upvote', 'Session Reminder', 'Badge']))),
  notification: z._default(z.string(), ''),
  notificationFrom: text,
  notificationUsername: text,
  userImageUrl: text,
  postId: idLike,
  communityId: idLike,
  meeting_id: z.optional(z.nullable(z.pipe(z.union([z.string(), z.number()]), z.transform(String)))),
});

export const chatNotificationSchema = z.looseObject({
  notificationMessage: z.string(),
  senderInfo: z.looseObject({ user_name: z.string(), profile_picture: text }),
  group_id: idLike,
  showNotification: z._default(z.boolean(), true),
});
