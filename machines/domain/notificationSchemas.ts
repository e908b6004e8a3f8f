import type * as z from 'zod/mini';
import type { chatNotification, chatUpdate } from '../../contract/chat';
import type { postNotification, realtimeNotification } from '../../contract/realtime';

/**
 * The realtime messages' types (SPEC §3 shapes). Their schemas are the wire's, in contract/
 * (contract/realtime.ts, contract/chat.ts): src/realtime parses every message with them; machines
 * import only these types, so zod loads with the event stream, never with a machine.
 */

export type ChatUpdate = z.output<typeof chatUpdate>;

/** SPEC §3 realtime notification, as validated at the event-stream boundary. */
export type RealtimeNotification = z.output<typeof realtimeNotification>;
export type NotificationType = RealtimeNotification['type'];
/** A post's news (type Post): its post id is an integer. */
export type PostNotification = z.output<typeof postNotification>;
export type NotificationSubType = NonNullable<RealtimeNotification['subType']>;

/** SPEC §3 chat notification pushed by the chat socket. */
export type ChatNotification = z.output<typeof chatNotification>;
