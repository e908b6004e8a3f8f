import { assign, enqueueActions, raise, setup, stopChild } from 'xstate';
import { conversationMachine, type ConversationInput } from './conversation.machine';
import { chatMessage as chatMessageSchema } from '../../contract/chat';
import {
  refusalOf,
  type ChatMessage,
  type Conversation,
  type ConversationKey,
  type GroupDetails,
  type Person,
} from './messaging.types';
import type { SessionEmitted } from '../domain/sessionEvents';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import type { ConversationActorRef, ConversationsContext, ConversationsEvent } from './conversations.types';

export * from './conversations.types';

/** How often the online dots are read again while the list is open, with nothing else happening. */
export const PRESENCE_REFRESH_MS = 30_000;

/** The people whose presence the list shows: the other person of each one-to-one conversation. */
export const presenceIds = (conversations: readonly Conversation[]) => [
  ...new Set(
    conversations.flatMap((c) =>
      c.is_group ? [] : c.participants.filter((p) => p.user_name === c.other_user_name).map((p) => p.user_id),
    ),
  ),
];

/** The child id of an open conversation: the view finds its actor under it (`snapshot.children`). */
export const conversationChildId = (key: ConversationKey) =>
  key.kind === 'group' ? `conversation:g:${key.groupId}` : `conversation:u:${key.userName}`;

const unreadOf = (conversations: readonly Conversation[]) => conversations.reduce((n, c) => n + c.unread_count, 0);
/** The open conversations showing this chat (a conversation started from New message has no chat id yet). */
const showing = (open: readonly ConversationActorRef[], chatId: number) =>
  open.filter((ref) => ref.getSnapshot().context.chatId === chatId);

type Update = Extract<SessionEmitted, { type: 'chat.update' }>['update'];
/** What an update means to the conversation showing that chat, if it means anything. */
function conversationEventOf(update: Update, userId: number) {
  switch (update.kind) {
    case 'message-deleted':
      return update.message_id ? ({ type: 'conversation.messageDeleted', messageId: update.message_id } as const) : null;
    case 'removed':
      return update.user_id === userId ? ({ type: 'conversation.removed' } as const) : null;
    case 'read':
      return { type: 'conversation.readMarked' } as const;
    default:
      return null;
  }
}

/**
 * An action that only raises events or sends them to open conversations: no named action, actor,
 * guard or delay. Typed here, as an action in setup's own map cannot infer the map it is part of.
 */
const routing = (
  collect: Parameters<
    typeof enqueueActions<
      ConversationsContext,
      ConversationsEvent,
      undefined,
      ConversationsEvent,
      never,
      never,
      never,
      never,
      never
    >
  >[0],
) =>
  enqueueActions<ConversationsContext, ConversationsEvent, undefined, ConversationsEvent, never, never, never, never, never>(
    collect,
  );

export const conversationsSetup = setup({
  types: {
    tags: {} as 'loading' | 'ready' | 'error' | 'working' | 'creating' | 'confirming',
    context: {} as ConversationsContext,
    events: {} as ConversationsEvent,
  },
  actors: {
    // One open conversation, provided with its requests in the wiring.
    conversation: conversationMachine,
    // GET /chat (src/features/messaging/wiring.ts).
    fetchConversations: unprovidedPromise<Conversation[]>('messaging', 'fetchConversations'),
    // POST /presence/batch
    fetchPresence: unprovidedPromise<Record<number, boolean>, { userIds: number[] }>('messaging', 'fetchPresence'),
    // POST /chat/{id}/accept
    accept: unprovidedPromise<void, { chatId: number }>('messaging', 'accept'),
    // DELETE /group-chat/{id}/leave
    leave: unprovidedPromise<void, { chatId: number }>('messaging', 'leave'),
    // POST /block/{userId}
    block: unprovidedPromise<void, { userId: number }>('messaging', 'block'),
    // DELETE /block/{userId}
    unblock: unprovidedPromise<void, { userId: number }>('messaging', 'unblock'),
    // POST /group-chat
    createGroup: unprovidedPromise<GroupDetails, { chatName: string; participantIds: number[]; imageUrl: string | null }>(
      'messaging',
      'createGroup',
    ),
  },
  guards: {
    // Shown twice (React's strict mode mounts twice): one child, the first.
    'is not open yet': ({ context }, params: { key: ConversationKey }) =>
      !context.open.some((ref) => ref.id === conversationChildId(params.key)),
    'deletes an open chat': ({ context }, params: { update: Update }) =>
      params.update.kind === 'deleted' && showing(context.open, params.update.chat_id).length > 0,
    'is a listed chat': ({ context }, params: { chatId: number }) =>
      context.conversations.some((c) => c.chat_id === params.chatId),
    // The list shows no read marks, only one's own unread count; a deleted message matters only as the preview.
    'changes nothing listed': ({ context }, params: { update: Update }) =>
      (params.update.kind === 'read' && params.update.user_id !== context.userId) ||
      (params.update.kind === 'message-deleted' &&
        !context.conversations.some(
          (c) => c.chat_id === params.update.chat_id && c.last_message?.id === params.update.message_id,
        )),
    'is my read mark': ({ context }, params: { update: Update }) =>
      params.update.kind === 'read' && params.update.user_id === context.userId,
  },
  actions: {
    // The header's unread count becomes the list's sum (the counts actor, in the wiring).
    'report unread': (_: unknown, _params: { unread: number }) => unprovided('messaging', 'report unread'),
    // A chat message that fails its schema is dropped and reported once (src/reporting/reporting, in the wiring).
    'report malformed message': () => unprovided('messaging', 'report malformed message'),
    // Goes to the new group's conversation (the wiring's `open`).
    'open group': (_: unknown, _params: { groupId: number }) => unprovided('messaging', 'open group'),
    // A blocked person's conversation is hidden, a deleted group is gone: back to the list (the wiring's `open`).
    'open list': () => unprovided('messaging', 'open list'),
    'read the list again': raise({ type: 'conversations.refresh' }),
    'take conversations': assign((_, params: { conversations: Conversation[] }) => ({ conversations: params.conversations })),
    'take presence': assign(({ context }, params: { online: Record<number, boolean> }) => ({
      online: { ...context.online, ...params.online },
    })),
    'keep refusal': assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error, 'messaging') })),
    dismiss: assign({ refusal: null }),
    'remember contact': assign((_, params: { person: Person }) => ({ contact: params.person })),
    'ask to block': assign((_, params: { userId: number }) => ({ blocking: params.userId, refusal: null })),
    'stop blocking': assign({ blocking: null }),
    'open conversation': assign(({ context, spawn }, params: { conversation: ConversationInput }) => ({
      open: [
        ...context.open,
        spawn('conversation', { id: conversationChildId(params.conversation.key), input: params.conversation }),
      ],
    })),
    'stop conversation': stopChild((_, params: { key: ConversationKey }) => conversationChildId(params.key)),
    'forget conversation': assign(({ context }, params: { key: ConversationKey }) => ({
      open: context.open.filter((ref) => ref.id !== conversationChildId(params.key)),
    })),
    /**
     * The socket's message is checked here, once, for every open conversation and the list; a
     * notification without the message only tells the list that something was said.
     */
    'check chat message': routing(({ event, enqueue }) => {
      if (event.type !== 'chat.message') return;
      if (event.message.message === undefined) {
        enqueue.raise({ type: 'conversations.refresh' });
        return;
      }
      const parsed = chatMessageSchema.safeParse(event.message.message);
      if (parsed.success) enqueue.raise({ type: 'conversations.message', message: parsed.data });
      else enqueue.raise({ type: 'conversations.malformed' });
    }),
    'deliver to its conversation': routing(({ context, event, enqueue }) => {
      if (event.type !== 'conversations.message') return;
      const { message } = event;
      for (const ref of showing(context.open, message.chat_id)) enqueue.sendTo(ref, { type: 'conversation.received', message });
    }),
    'deliver update to its conversation': routing(({ context, event, enqueue }) => {
      if (event.type !== 'chat.update') return;
      for (const ref of showing(context.open, event.update.chat_id)) {
        const told = conversationEventOf(event.update, ref.getSnapshot().context.userId);
        if (told) enqueue.sendTo(ref, told);
      }
    }),
    'deliver typing to its conversation': routing(({ context, event, enqueue }) => {
      if (event.type !== 'chat.typing') return;
      for (const ref of showing(context.open, event.chatId))
        enqueue.sendTo(ref, { type: 'conversation.typing', userId: event.userId });
    }),
    'tell every conversation of the reconnection': routing(({ context, enqueue }) => {
      for (const ref of context.open) enqueue.sendTo(ref, { type: 'conversation.reconnected' });
    }),
    /**
     * The message is the chat's newest: its preview, first in the list, and one more unread unless
     * one wrote it oneself or has the chat open (its conversation reads it at once).
     */
    'take message into list': assign(({ context }, params: { message: ChatMessage }) => {
      const { message } = params;
      const seen = message.sender_id === context.userId || showing(context.open, message.chat_id).length > 0;
      const chat = context.conversations.find((c) => c.chat_id === message.chat_id) as Conversation;
      const updated = { ...chat, last_message: message, unread_count: chat.unread_count + (seen ? 0 : 1) };
      return { conversations: [updated, ...context.conversations.filter((c) => c !== chat)] };
    }),
    'mark chat read': assign(({ context }, params: { chatId: number | null }) => ({
      conversations: context.conversations.map((c) => (c.chat_id === params.chatId ? { ...c, unread_count: 0 } : c)),
    })),
  },
  delays: {
    // Nothing on the socket says someone came online, so the dots are read again now and then.
    presenceRefresh: PRESENCE_REFRESH_MS,
  },
});

export { unreadOf };
