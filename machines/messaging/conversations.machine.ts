import type { ActorRefFrom } from 'xstate';
import { conversationsSetup, presenceIds, unreadOf, type ConversationsInput } from './conversations.setup';
import { listRegion } from './conversations.list';

export * from './conversations.setup';

/**
 * The conversations list (`/people-chat?t=1`): one-to-one and groups, newest activity first,
 * requests apart, presence, and the header's unread count set from the same answer so the two
 * agree. Accepting or blocking a request, or leaving a group that came as one, is here too: each
 * changes the list.
 *
 * It owns the open conversations (children spawned on `conversations.open`, stopped on
 * `conversations.close`) and is the one place messaging hears the chat socket: it checks each
 * message once and sends each conversation only what concerns it (docs/ARCHITECTURE.md, live events).
 */
export const conversationsMachine = conversationsSetup.createMachine({
  id: 'conversations',
  context: ({ input }) => ({
    userId: (input as ConversationsInput | undefined)?.userId ?? null,
    conversations: [],
    online: {},
    refusal: null,
    contact: null,
    blocking: null,
    open: [],
  }),
  initial: 'loading',
  on: {
    'conversations.compose': { actions: { type: 'remember contact', params: ({ event }) => ({ person: event.person }) } },
    'conversations.open': {
      guard: { type: 'is not open yet', params: ({ event }) => ({ key: event.conversation.key }) },
      actions: { type: 'open conversation', params: ({ event }) => ({ conversation: event.conversation }) },
    },
    'conversations.close': {
      actions: [
        { type: 'stop conversation', params: ({ event }) => ({ key: event.key }) },
        { type: 'forget conversation', params: ({ event }) => ({ key: event.key }) },
      ],
    },
    'chat.message': { actions: 'check chat message' },
    'conversations.message': [
      {
        guard: { type: 'is a listed chat', params: ({ event }) => ({ chatId: event.message.chat_id }) },
        actions: [
          'deliver to its conversation',
          { type: 'take message into list', params: ({ event }) => ({ message: event.message }) },
          { type: 'report unread', params: ({ context }) => ({ unread: unreadOf(context.conversations) }) },
        ],
      },
      {
        // A chat the list does not show yet (a first message): only the server can describe it.
        actions: ['deliver to its conversation', 'read the list again'],
      },
    ],
    'conversations.malformed': { actions: ['report malformed message', 'read the list again'] },
    'chat.update': [
      {
        // The group on screen was deleted: back to the list, which no longer has it.
        guard: { type: 'deletes an open chat', params: ({ event }) => ({ update: event.update }) },
        actions: ['open list', 'read the list again'],
      },
      {
        guard: { type: 'is my read mark', params: ({ event }) => ({ update: event.update }) },
        actions: [
          'deliver update to its conversation',
          { type: 'mark chat read', params: ({ event }) => ({ chatId: event.update.chat_id }) },
          { type: 'report unread', params: ({ context }) => ({ unread: unreadOf(context.conversations) }) },
        ],
      },
      {
        guard: { type: 'changes nothing listed', params: ({ event }) => ({ update: event.update }) },
        actions: 'deliver update to its conversation',
      },
      {
        // A name, a picture, members, a removal, a deleted group or preview: read from the server.
        actions: ['deliver update to its conversation', 'read the list again'],
      },
    ],
    'chat.typing': { actions: 'deliver typing to its conversation' },
    'chat.reconnected': { actions: ['tell every conversation of the reconnection', 'read the list again'] },
    'conversations.read': {
      actions: [
        { type: 'mark chat read', params: ({ event }) => ({ chatId: event.chatId }) },
        { type: 'report unread', params: ({ context }) => ({ unread: unreadOf(context.conversations) }) },
      ],
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchConversations',
        id: 'fetchConversations',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'take conversations', params: ({ event }) => ({ conversations: event.output }) },
            { type: 'report unread', params: ({ event }) => ({ unread: unreadOf(event.output) }) },
          ],
        },
        onError: 'failed',
      },
    },
    failed: {
      description: 'The conversations could not be loaded: Try again.',
      tags: ['error'],
      on: { 'conversations.retry': 'loading' },
    },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      on: { 'conversations.dismiss': { actions: 'dismiss' } },
      states: {
        list: listRegion,
        presence: {
          description: 'Who is online, read again after each list and every 30 seconds.',
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'fetchPresence',
                id: 'fetchPresence',
                input: ({ context }) => ({ userIds: presenceIds(context.conversations) }),
                onDone: { target: 'idle', actions: { type: 'take presence', params: ({ event }) => ({ online: event.output }) } },
                onError: 'idle',
              },
            },
            idle: { on: { 'conversations.refresh': 'loading' }, after: { presenceRefresh: 'loading' } },
          },
        },
      },
    },
  },
});

export type ConversationsActorRef = ActorRefFrom<typeof conversationsMachine>;
