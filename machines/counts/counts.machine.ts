import { assign, setup, type ActorRefFrom } from 'xstate';

export type CountName = 'notifications' | 'unreadChats' | 'pendingInvitations';
export type Counts = Record<CountName, number>;

export type CountsInput = {
  userId: number;
  /** False for an administrator: the server refuses them on messages, so their unread count is never asked (0). */
  readsMessages?: boolean;
};

export type CountsEvent =
  | { type: 'counts.refresh' }
  /** One more of a kind arrived (a server event). */
  | { type: 'count.increment'; count: CountName; by?: number }
  /** The person has seen them all (e.g. visiting /notification after mark-seen). */
  | { type: 'count.reset'; count: CountName }
  /** A page read the same number from the server (the conversations list sums its unread). */
  | { type: 'count.set'; count: CountName; value: number };

// The three count services, provided in src/features/counts/wiring.ts.
import { unprovidedPromise } from '../domain/placeholder';
const loadCount = (name: string) => unprovidedPromise<number, CountsInput>('counts', name);

/**
 * The three header counts (SPEC §3 shared counts). Each loads on its own, so one
 * failing service does not blank the others; a failure shows 0 (SPEC §8) after the
 * service has reported it.
 */
export const countsMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'loading',
    context: {} as CountsInput & Counts,
    input: {} as CountsInput,
    events: {} as CountsEvent,
  },
  actors: {
    loadNotificationCount: loadCount('loadNotificationCount'),
    loadUnreadChatCount: loadCount('loadUnreadChatCount'),
    loadPendingInvitationCount: loadCount('loadPendingInvitationCount'),
  },
  actions: {
    'set count': assign((_, params: { count: CountName; value: number }) => ({
      [params.count]: Math.max(0, params.value),
    })),
  },
}).createMachine({
  id: 'counts',
  context: ({ input }) => ({
    userId: input.userId,
    readsMessages: input.readsMessages ?? true,
    notifications: 0,
    unreadChats: 0,
    pendingInvitations: 0,
  }),
  type: 'parallel',
  on: {
    'count.increment': {
      actions: assign(({ context, event }) => ({
        [event.count]: context[event.count] + (event.by ?? 1),
      })),
    },
    'count.reset': {
      actions: { type: 'set count', params: ({ event }) => ({ count: event.count, value: 0 }) },
    },
    'count.set': {
      actions: { type: 'set count', params: ({ event }) => ({ count: event.count, value: event.value }) },
    },
  },
  states: {
    notifications: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadNotificationCount',
            id: 'loadNotificationCount',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: {
              target: 'loaded',
              actions: { type: 'set count', params: ({ event }) => ({ count: 'notifications', value: event.output }) },
            },
            onError: {
              target: 'loaded',
              actions: { type: 'set count', params: { count: 'notifications', value: 0 } },
            },
          },
        },
        loaded: { on: { 'counts.refresh': 'loading' } },
      },
    },
    unreadChats: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadUnreadChatCount',
            id: 'loadUnreadChatCount',
            input: ({ context }) => ({ userId: context.userId, readsMessages: context.readsMessages }),
            onDone: {
              target: 'loaded',
              actions: { type: 'set count', params: ({ event }) => ({ count: 'unreadChats', value: event.output }) },
            },
            onError: {
              target: 'loaded',
              actions: { type: 'set count', params: { count: 'unreadChats', value: 0 } },
            },
          },
        },
        loaded: { on: { 'counts.refresh': 'loading' } },
      },
    },
    pendingInvitations: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadPendingInvitationCount',
            id: 'loadPendingInvitationCount',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: {
              target: 'loaded',
              actions: {
                type: 'set count',
                params: ({ event }) => ({ count: 'pendingInvitations', value: event.output }),
              },
            },
            onError: {
              target: 'loaded',
              actions: { type: 'set count', params: { count: 'pendingInvitations', value: 0 } },
            },
          },
        },
        loaded: { on: { 'counts.refresh': 'loading' } },
      },
    },
  },
});

export type CountsActorRef = ActorRefFrom<typeof countsMachine>;
