import type { ActorRefFrom } from 'xstate';
import type { ConversationInput, conversationMachine } from './conversation.machine';
import type { ChatMessage, Conversation, ConversationKey, Person, Refusal } from './messaging.types';
import type { SessionEmitted } from '../domain/sessionEvents';

/** The conversations list's types: its input, context and events (the machine is in conversations.machine.ts). */

export type ConversationActorRef = ActorRefFrom<typeof conversationMachine>;

/** Given with `createActor(…, { input })`; a list without it (tests of the list alone) counts every message. */
export interface ConversationsInput {
  /** The signed-in person: their own messages and read marks do not count as unread. */
  userId: number;
}

export interface ConversationsContext {
  userId: number | null;
  conversations: Conversation[];
  /** Presence by user id (SPEC §7 presence batch), read after each load and every 30 seconds. */
  online: Record<number, boolean>;
  refusal: Refusal | null;
  /**
   * The person chosen in New message, until a first message makes the conversation: it is
   * titled with their name and picture, not only the user name in the address.
   */
  contact: Person | null;
  /** The person whose blocking waits for a confirmation, then runs. */
  blocking: number | null;
  /** The conversations open on screen: children of this actor, so chat events reach them from here. */
  open: ConversationActorRef[];
}

export type ConversationsEvent =
  /** The socket came back, the page became visible, a change the event cannot describe: read the list again. */
  | { type: 'conversations.refresh' }
  | { type: 'conversations.retry' }
  | { type: 'conversations.accept'; chatId: number }
  /** A group one was added to as a request (by someone one never talked with): Leave declines it. */
  | { type: 'conversations.leave'; chatId: number }
  /** Block asks first; Block in the confirmation blocks (POST /block), Cancel does not. */
  | { type: 'conversations.block'; userId: number }
  | { type: 'conversations.confirm' }
  | { type: 'conversations.cancel' }
  /** Unblock, from the blocked person's conversation (DELETE /block): it is back in the list. */
  | { type: 'conversations.unblock'; userId: number }
  /** New group: a name, the people in it and maybe a picture uploaded for it; the creator is its admin. */
  | { type: 'conversations.createGroup'; chatName: string; participantIds: number[]; imageUrl?: string | null }
  /** New message: this person was chosen (their conversation opens next). */
  | { type: 'conversations.compose'; person: Person }
  | { type: 'conversations.dismiss' }
  /** A conversation is shown: it becomes a child, which lives until `conversations.close`. */
  | { type: 'conversations.open'; conversation: ConversationInput }
  | { type: 'conversations.close'; key: ConversationKey }
  /** An open conversation read its newest page, which marks it read on the server. */
  | { type: 'conversations.read'; chatId: number | null }
  /** A chat message from the socket, checked here once (internal: raised after `chat.message`). */
  | { type: 'conversations.message'; message: ChatMessage }
  /** A chat message that failed its schema (internal: raised after `chat.message`). */
  | { type: 'conversations.malformed' }
  /** What the session hears on the chat socket, handed on by the messaging (or call) owner that holds this list (issue #60). */
  | SessionEmitted;
