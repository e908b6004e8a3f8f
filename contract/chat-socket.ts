import * as z from 'zod/mini';
import { message } from './endpoint';

/**
 * The chat socket's messages to the app (contract/chat.ts has the chat server's routes and
 * re-exports these): the session parses them on every signed-in page, so they are on their own,
 * without the chat's route shapes.
 */

// The chat socket (socket.io at /public/chat-sockets/socket.io)
const SOCKET = 'socket.io /public/chat-sockets/socket.io';

/** Anything else about a chat its members see live (`chat-update`): views read the chat again. */
export const chatUpdate = z.object({
  kind: z.enum(['info', 'members', 'permissions', 'removed', 'deleted', 'message-deleted', 'read']),
  chat_id: z.int(),
  user_id: z.optional(z.int()),
  message_id: z.optional(z.int()),
  up_to: z.optional(z.int()),
});

const idLike = z.optional(z.nullable(z.union([z.string(), z.number()])));

export const chatNotification = z.looseObject({
  notificationMessage: z.string(),
  senderInfo: z.looseObject({
    user_name: z.string(),
    /** SPEC §6's display name (issue #63.6): the pop-up's title. */
    display_name: z.optional(z.nullable(z.string())),
    profile_picture: z.optional(z.nullable(z.string())),
  }),
  group_id: idLike,
  showNotification: z._default(z.boolean(), true),
  chat_id: z.optional(z.int()),
  /**
   * The message itself (the reference server sends it), so an open conversation appends it at
   * once. Checked once by the conversations actor, which routes it (chatMessage): the session,
   * on every page, only carries it along.
   */
  message: z.optional(z.unknown()),
});

export const socketMessage = message({
  channel: SOCKET,
  event: 'message',
  direction: 'to client',
  summary: 'A one-to-one message for the person, or their own sent elsewhere (its notice, and the message itself).',
  schema: chatNotification,
});

export const socketGroupMessage = message({
  channel: SOCKET,
  event: 'group-message',
  direction: 'to client',
  summary: 'A group message (group_id set; showNotification false for the sender’s own).',
  // The same shape as a one-to-one message: the client parses both with socketMessage.schema.
  schema: chatNotification,
});

export const socketChatUpdate = message({
  channel: SOCKET,
  event: 'chat-update',
  direction: 'to client',
  summary: 'Something else changed about a chat: members, info, permissions, a deleted message, a read mark.',
  schema: chatUpdate,
});

/**
 * Where this socket starts (`position`), sent once on a connection opened without `auth.after`:
 * the outbox position of the person's newest chat event. A client that reconnects sends the
 * highest position it has received (this one, or an event's second argument) as `auth.after`,
 * and gets what came after it, once and in order.
 */
export const socketPosition = message({
  channel: SOCKET,
  event: 'position',
  direction: 'to client',
  summary: 'The outbox position the socket starts from (sent when no auth.after was given): the resume point.',
  schema: z.object({ position: z.int().check(z.nonnegative()) }),
});

/** An outbox position as the second argument of `message`, `group-message` and `chat-update`. */
export const socketEventPosition = z.int().check(z.positive());

/**
 * The person is typing in a chat (`typing`, sent at most every couple of seconds while they type).
 * The server checks they are a current member and tells the other members who have no block with
 * them, on whichever node they are connected, with `typing` (typingNotice). Not stored: a notice
 * lost is simply not shown. The app parses typingNotice in src/realtime/chatSocket.ts and the open
 * conversation shows "… is typing…" (machines/messaging/conversation.machine.ts).
 */
export const socketTyping = message({
  channel: SOCKET,
  event: 'typing',
  direction: 'to server',
  summary: 'The person is typing in this chat (not stored); the other members get `typing` {chat_id, user_id}.',
  schema: z.object({ chat_id: z.int().check(z.positive()) }),
});

/** What the other members' sockets get as `typing`: who is typing, and where. */
export const typingNotice = z.object({ chat_id: z.int(), user_id: z.int() });
