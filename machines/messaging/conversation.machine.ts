import { raise, type ActorRefFrom } from 'xstate';
import { conversationSetup, destinationOf, isGroup } from './conversation.setup';

export * from './conversation.setup';

/**
 * One conversation (`/people-chat?u=` or `?g=`): the newest page, older pages on scrolling up,
 * live messages merged in order and each once (by id), a catch-up after a reconnection (what
 * was said meanwhile, without gaps or repeats), deleting one's own message and clearing the
 * history after a confirmation. Sending is its child, the ordered `sendQueue`.
 */
export const conversationMachine = conversationSetup.createMachine({
  id: 'conversation',
  context: ({ input, spawn }) => {
    spawn('sendQueue', { id: 'sendQueue', input: { to: destinationOf(input.key) } });
    return { ...input, removed: input.removed ?? false, messages: [], total: 0, deleting: null, refusal: null, typing: [] };
  },
  initial: 'loading',
  on: {
    'conversation.type': {
      actions: [
        { type: 'take draft', params: ({ event }) => ({ text: event.text }) },
        { type: 'remember draft', params: ({ event }) => ({ draft: event.text }) },
        // Told to the `telling` region after the draft is taken: a region that handled
        // `conversation.type` itself would keep this transition from being taken.
        raise({ type: 'conversation.typed' as const }),
      ],
    },
    'conversation.send': {
      guard: { type: 'has something to send', params: ({ event }) => ({ attachment: event.attachment }) },
      actions: [
        { type: 'hand to queue', params: ({ event }) => ({ clientId: event.clientId, attachment: event.attachment }) },
        'empty draft',
        { type: 'remember draft', params: { draft: '' } },
      ],
    },
    'queue.sent': { actions: { type: 'merge', params: ({ event }) => ({ message: event.message }) } },
    'conversation.removed': { actions: 'mark removed' },
  },
  states: {
    loading: {
      tags: ['loading'],
      always: { guard: 'is a new conversation', target: 'ready' },
      invoke: {
        src: 'fetchPage',
        id: 'fetchPage',
        input: ({ context }) => ({ chatId: context.chatId as number, group: isGroup(context.key) }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'take page', params: ({ event }) => ({ page: event.output }) }, 'tell read'],
        },
        onError: 'failed',
      },
    },
    failed: {
      description: 'The messages could not be loaded: Try again. The draft is kept.',
      tags: ['error'],
      on: { 'conversation.retry': 'loading' },
    },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      on: {
        'conversation.messageDeleted': { actions: { type: 'forget', params: ({ event }) => ({ messageId: event.messageId }) } },
        'conversation.dismiss': { actions: 'dismiss' },
      },
      states: {
        older: {
          initial: 'idle',
          states: {
            idle: { on: { 'conversation.loadOlder': { guard: 'has older messages', target: 'loading' } } },
            loading: {
              tags: ['loading older'],
              invoke: {
                src: 'fetchPage',
                id: 'fetchOlder',
                input: ({ context }) => ({
                  chatId: context.chatId as number,
                  group: isGroup(context.key),
                  before: context.messages[0]?.id,
                }),
                onDone: { target: 'idle', actions: { type: 'take page', params: ({ event }) => ({ page: event.output }) } },
                onError: 'failed',
              },
            },
            failed: {
              description: 'Older messages could not be loaded: scrolling up again (or Try again) retries.',
              tags: ['older failed'],
              on: { 'conversation.loadOlder': 'loading' },
            },
          },
        },
        live: {
          description:
            'Messages from the socket are merged at once; a catch-up then fetches the newest page, which marks them read.',
          initial: 'idle',
          // On this region, not on `ready`: a transition of `ready` to one of its descendants
          // re-enters every region, so a live message closed an open "Delete this message?"
          // and dropped a delete or an older page under way.
          on: {
            'conversation.received': {
              guard: { type: 'is for this chat', params: ({ event }) => ({ chatId: event.message.chat_id }) },
              target: '.waiting',
              actions: { type: 'merge', params: ({ event }) => ({ message: event.message }) },
            },
            'conversation.reconnected': '.catchingUp',
            'conversation.readMarked': { guard: 'is a group', target: '.catchingUp' },
          },
          states: {
            idle: {},
            waiting: { after: { catchUp: 'catchingUp' } },
            catchingUp: {
              invoke: {
                src: 'fetchPage',
                id: 'catchUp',
                input: ({ context }) => ({ chatId: context.chatId as number, group: isGroup(context.key) }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'take page', params: ({ event }) => ({ page: event.output }) }, 'tell read'],
                },
                // Quietly: the messages already on screen stay; the next live message tries again.
                onError: 'idle',
              },
            },
          },
        },
        telling: {
          description:
            'While the person types words in an existing chat, the others are told (`typing`), at most every 2 s; an empty draft or a sent message tells nothing.',
          initial: 'quiet',
          states: {
            quiet: {
              on: {
                'conversation.typed': {
                  guard: 'is worth telling',
                  target: 'told',
                  actions: { type: 'tell typing', params: ({ context }) => ({ chatId: context.chatId as number }) },
                },
              },
            },
            told: { after: { typingResend: 'quiet' } },
          },
        },
        typing: {
          description: 'Who else is typing: each shown until 5 s after their last notice, or until their message arrives.',
          initial: 'nobody',
          states: {
            nobody: {
              on: {
                'conversation.typing': {
                  guard: { type: 'is someone else', params: ({ event }) => ({ userId: event.userId }) },
                  target: 'someone',
                  actions: { type: 'show typing', params: ({ event }) => ({ userId: event.userId }) },
                },
              },
            },
            someone: {
              tags: ['someone typing'],
              on: {
                'conversation.typing': {
                  guard: { type: 'is someone else', params: ({ event }) => ({ userId: event.userId }) },
                  actions: { type: 'show typing', params: ({ event }) => ({ userId: event.userId }) },
                },
                'conversation.typingExpired': [
                  {
                    guard: { type: 'is the last one typing', params: ({ event }) => ({ userId: event.userId }) },
                    target: 'nobody',
                    actions: { type: 'stop showing typing', params: ({ event }) => ({ userId: event.userId }) },
                  },
                  { actions: { type: 'stop showing typing', params: ({ event }) => ({ userId: event.userId }) } },
                ],
                'conversation.received': [
                  {
                    guard: {
                      type: 'is the last one typing',
                      params: ({ event }) => ({ userId: event.message.sender_id, chatId: event.message.chat_id }),
                    },
                    target: 'nobody',
                    actions: { type: 'stop showing typing', params: ({ event }) => ({ userId: event.message.sender_id }) },
                  },
                  {
                    guard: {
                      type: 'is typing here',
                      params: ({ event }) => ({ userId: event.message.sender_id, chatId: event.message.chat_id }),
                    },
                    actions: { type: 'stop showing typing', params: ({ event }) => ({ userId: event.message.sender_id }) },
                  },
                ],
              },
            },
          },
        },
        action: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'conversation.delete': {
                  target: 'confirmingDelete',
                  actions: { type: 'ask to delete', params: ({ event }) => ({ messageId: event.messageId }) },
                },
                'conversation.clear': 'confirmingClear',
              },
            },
            confirmingDelete: {
              tags: ['confirming', 'asking to delete'],
              on: { 'conversation.confirm': 'deleting', 'conversation.cancel': { target: 'idle', actions: 'stop deleting' } },
            },
            deleting: {
              tags: ['working'],
              invoke: {
                src: 'deleteMessage',
                id: 'deleteMessage',
                input: ({ context }) => ({ chatId: context.chatId as number, messageId: context.deleting as number }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'forget', params: ({ context }) => ({ messageId: context.deleting as number }) },
                    'stop deleting',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [{ type: 'keep refusal', params: ({ event }) => ({ error: event.error }) }, 'stop deleting'],
                },
              },
            },
            confirmingClear: {
              tags: ['confirming', 'asking to clear'],
              on: { 'conversation.confirm': 'clearing', 'conversation.cancel': 'idle' },
            },
            clearing: {
              tags: ['working'],
              invoke: {
                src: 'clearHistory',
                id: 'clearHistory',
                input: ({ context }) => ({ chatId: context.chatId as number }),
                onDone: { target: 'idle', actions: 'forget all' },
                onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});

export type ConversationActorRef = ActorRefFrom<typeof conversationMachine>;
