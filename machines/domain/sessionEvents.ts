import type { QueueClaim } from '../../contract/admin-queue-claim';
import type { ChatUpdate } from './notificationSchemas';
import type { ChatNotification } from './notifications';

/**
 * What the session hears for messaging, calls and the admin feed: the socket is the session's. The
 * chat events and an admin's queue claim go to the owners (`messaging` and `call`, `admin`), which
 * hand them to the flows they hold (issue #60); a call's own messages and the socket's connection
 * are emitted for the call's signalling.
 */
export type SessionEmitted =
  | { type: 'chat.message'; message: ChatNotification }
  | { type: 'chat.update'; update: ChatUpdate }
  | { type: 'chat.reconnected' }
  /** Another member is typing in this chat (not stored: the open conversation shows it a few seconds). */
  | { type: 'chat.typing'; chatId: number; userId: number }
  /**
   * A call's message from the chat socket (`call:*`, issue #61), carried unread: the open call's
   * signalling actor parses it with contract/call.ts, so no signed-in page loads the call's shapes.
   */
  | { type: 'call.heard'; event: string; payload: unknown }
  /** The chat socket connected or dropped: an open call goes back into its room when it returns. */
  | { type: 'chat.connection'; connected: boolean }
  /** Another administrator claimed or let go of an item of the moderation queue (ADMIN_QUEUE): an open /admin-feed shows it. */
  | { type: 'admin.queueClaim'; claim: QueueClaim };
