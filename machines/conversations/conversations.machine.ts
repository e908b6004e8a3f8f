import { assign, setup, type ActorRefFrom } from 'xstate';
import { refusalOf, type Conversation, type GroupDetails, type Person, type Refusal } from '../messaging/messaging.types';
import { unprovided, unprovidedPromise } from '../placeholder';

export interface ConversationsContext {
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
}

export type ConversationsEvent =
  /** A live message or `chat-update`, the socket coming back, the page becoming visible. */
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
  | { type: 'conversations.dismiss' };

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

/**
 * The conversations list (`/people-chat?t=1`): one-to-one and groups, newest activity first,
 * requests apart, presence, and the header's unread count set from the same answer so the two
 * agree. Accepting or blocking a request, or leaving a group that came as one, is here too: each
 * changes the list.
 */
export const conversationsMachine = setup({
  types: {
    tags: {} as 'loading' | 'ready' | 'error' | 'working' | 'creating' | 'confirming',
    context: {} as ConversationsContext,
    events: {} as ConversationsEvent,
  },
  actors: {
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
  actions: {
    // The header's unread count becomes the list's sum (the counts actor, in the wiring).
    'report unread': (_: unknown, _params: { unread: number }) => unprovided('messaging', 'report unread'),
    // Goes to the new group's conversation (the wiring's `open`).
    'open group': (_: unknown, _params: { groupId: number }) => unprovided('messaging', 'open group'),
    // A blocked person's conversation is hidden: back to the list (the wiring's `open`).
    'open list': () => unprovided('messaging', 'open list'),
    'take conversations': assign((_, params: { conversations: Conversation[] }) => ({ conversations: params.conversations })),
    'take presence': assign(({ context }, params: { online: Record<number, boolean> }) => ({
      online: { ...context.online, ...params.online },
    })),
    'keep refusal': assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error) })),
    dismiss: assign({ refusal: null }),
    'remember contact': assign((_, params: { person: Person }) => ({ contact: params.person })),
    'ask to block': assign((_, params: { userId: number }) => ({ blocking: params.userId, refusal: null })),
    'stop blocking': assign({ blocking: null }),
  },
  delays: {
    // Nothing on the socket says someone came online, so the dots are read again now and then.
    presenceRefresh: PRESENCE_REFRESH_MS,
  },
}).createMachine({
  id: 'conversations',
  context: { conversations: [], online: {}, refusal: null, contact: null, blocking: null },
  initial: 'loading',
  on: {
    'conversations.compose': { actions: { type: 'remember contact', params: ({ event }) => ({ person: event.person }) } },
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
            { type: 'report unread', params: ({ event }) => ({ unread: event.output.reduce((n, c) => n + c.unread_count, 0) }) },
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
                      params: ({ event }) => ({ unread: event.output.reduce((n, c) => n + c.unread_count, 0) }),
                    },
                  ],
                },
                // Quietly: the list on screen stays.
                onError: 'idle',
              },
              // A change while reading: read again once this answer is in.
              on: {
                'conversations.refresh': 'refreshing',
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
