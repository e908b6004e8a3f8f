import * as z from 'zod/mini';

/**
 * The realtime messages as they cross the boundary (SPEC §3 shapes): the one
 * source of their types. src/realtime parses every server event with these;
 * machines import only the types (`import type`), so zod loads with the
 * event stream, never with a machine.
 * Unknown extra fields are kept (a newer server may add some).
 */
const idLike = z.optional(z.nullable(z.union([z.string(), z.number()])));
const text = z.optional(z.nullable(z.string()));

export const realtimeNotificationSchema = z.looseObject({
  notificationId: z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
  type: z.enum(['Invitation', 'Chat', 'Post', 'Concierge', 'Follow Request', 'COMMUNITY', 'MEETING_ENDED']),
  subType: z.optional(z.nullable(z.enum(['Post created', 'Comment', 'Upvote', 'Session Reminder', 'Badge', 'Note shared']))),
  notification: z._default(z.string(), ''),
  notificationFrom: text,
  notificationUsername: text,
  userImageUrl: text,
  postId: idLike,
  communityId: idLike,
  meeting_id: z.optional(z.nullable(z.pipe(z.union([z.string(), z.number()]), z.transform(String)))),
  // A booking notice's session (issue #28 item 3): its instant, what changed, and the reader's own
  // zone setting when they have one; the app writes the time from these (bookingNotice.ts).
  starts_at: text,
  booking_change: z.optional(z.nullable(z.enum(['booked', 'moved', 'cancelled']))),
  timezone: text,
});

/** Anything else about a chat its members see live (`chat-update`): views read the chat again. */
export const chatUpdateSchema = z.object({
  kind: z.enum(['info', 'members', 'permissions', 'removed', 'deleted', 'message-deleted', 'read']),
  chat_id: z.int(),
  user_id: z.optional(z.int()),
  message_id: z.optional(z.int()),
  up_to: z.optional(z.int()),
});
export type ChatUpdate = z.output<typeof chatUpdateSchema>;

export const chatNotificationSchema = z.looseObject({
  notificationMessage: z.string(),
  senderInfo: z.looseObject({ user_name: z.string(), profile_picture: text }),
  group_id: idLike,
  showNotification: z._default(z.boolean(), true),
  chat_id: z.optional(z.int()),
  /**
   * The message itself (the reference server sends it), so an open conversation appends it at
   * once. Checked once by the conversations actor, which routes it (chatMessageSchema,
   * machines/messaging/chatMessage.schema.ts, loads with the messaging page): the session, on
   * every page, only carries it along.
   */
  message: z.optional(z.unknown()),
});

/** SPEC §3 realtime notification, as validated at the event-stream boundary. */
export type RealtimeNotification = z.output<typeof realtimeNotificationSchema>;
export type NotificationType = RealtimeNotification['type'];
export type NotificationSubType = NonNullable<RealtimeNotification['subType']>;

/** SPEC §3 chat notification pushed by the chat socket. */
export type ChatNotification = z.output<typeof chatNotificationSchema>;
