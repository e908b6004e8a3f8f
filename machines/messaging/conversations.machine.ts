import type { ActorRefFrom } from 'xstate';
import {
  conversationsSetup,
  presenceIds,
  unreadOf,
  type ConversationsEvent,
  type ConversationsInput,
} from './conversations.setup';

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
        list: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'conversations.refresh': 'refreshing',
                'conversations.accept': 'accepting',
                'conversations.leave': 'leaving',
                'conversations.block': {
                  target: 'confirmingBlock',
                  actions: { type: 'ask to block', params: ({ event }) => ({ userId: event.userId }) },
                },
                'conversations.unblock': 'unblocking',
                'conversations.createGroup': { target: 'creating', actions: 'dismiss' },
              },
            },
            refreshing: {
              invoke: {
                src: 'fetchConversations',
                id: 'refreshConversations',
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'take conversations', params: ({ event }) => ({ conversations: event.output }) },
                    {
                      type: 'report unread',
                      params: ({ event }) => ({ unread: unreadOf(event.output) }),
                    },
                  ],
                },
                // Quietly: the list on screen stays.
                onError: 'idle',
              },
              // A change while reading: read again (re-entering restarts the request, so the
              // answer taken is one read after the change; a plain self-target would keep the old one).
              on: {
                'conversations.refresh': { target: 'refreshing', reenter: true },
                'conversations.accept': 'accepting',
                'conversations.leave': 'leaving',
                'conversations.block': {
                  target: 'confirmingBlock',
                  actions: { type: 'ask to block', params: ({ event }) => ({ userId: event.userId }) },
                },
                'conversations.unblock': 'unblocking',
              },
            },
            accepting: {
              tags: ['working'],
              invoke: {
                src: 'accept',
                id: 'accept',
                input: ({ event }) => ({ chatId: (event as { chatId: number }).chatId }),
                onDone: 'refreshing',
                onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            leaving: {
              description: 'Leaving a group that came as a request: it goes from the list, and the list is shown.',
              tags: ['working'],
              invoke: {
                src: 'leave',
                id: 'leave',
                input: ({ event }) => ({ chatId: (event as { chatId: number }).chatId }),
                onDone: { target: 'refreshing', actions: 'open list' },
                onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            creating: {
              tags: ['working', 'creating'],
              invoke: {
                src: 'createGroup',
                id: 'createGroup',
                input: ({ event }) => {
                  const e = event as Extract<ConversationsEvent, { type: 'conversations.createGroup' }>;
                  return { chatName: e.chatName, participantIds: e.participantIds, imageUrl: e.imageUrl ?? null };
                },
                onDone: {
                  target: 'refreshing',
                  actions: { type: 'open group', params: ({ event }) => ({ groupId: event.output.chat_id }) },
                },
                onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            confirmingBlock: {
              description: 'Blocking asks first: they will not be able to message, and the conversation is hidden.',
              tags: ['confirming'],
              on: {
                'conversations.confirm': 'blocking',
                // Live changes wait while the question is open: the list is read again after it.
                'conversations.cancel': { target: 'refreshing', actions: 'stop blocking' },
              },
            },
            unblocking: {
              tags: ['working'],
              invoke: {
                src: 'unblock',
                id: 'unblock',
                input: ({ event }) => ({ userId: (event as { userId: number }).userId }),
                onDone: 'refreshing',
                onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            blocking: {
              tags: ['working'],
              invoke: {
                src: 'block',
                id: 'block',
                input: ({ context }) => ({ userId: context.blocking as number }),
                onDone: { target: 'refreshing', actions: ['stop blocking', 'open list'] },
                onError: {
                  target: 'idle',
                  actions: [{ type: 'keep refusal', params: ({ event }) => ({ error: event.error }) }, 'stop blocking'],
                },
              },
            },
          },
        },
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
