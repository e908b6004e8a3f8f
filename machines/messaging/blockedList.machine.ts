import { assign, setup, type ActorRefFrom } from 'xstate';
import { displayName, refusalOf, type BlockedPerson, type Refusal } from './messaging.types';
import { unprovidedPromise } from '../domain/placeholder';

export interface BlockedListContext {
  people: BlockedPerson[];
  unblocking: number | null;
  refusal: Refusal | null;
  /** The last change, for the live region. */
  notice: string | null;
}

export type BlockedListEvent =
  { type: 'blocked.retry' } | { type: 'blocked.unblock'; userId: number } | { type: 'blocked.dismiss' };

/** Settings → Blocked: the people one blocked (SPEC §7 GET /blocked), each with Unblock. */
export const blockedListMachine = setup({
  types: {
    tags: {} as 'loading' | 'ready' | 'error' | 'working',
    context: {} as BlockedListContext,
    events: {} as BlockedListEvent,
  },
  actors: {
    // GET /blocked and DELETE /block/{userId} (src/features/messaging/wiring.ts).
    fetchBlocked: unprovidedPromise<BlockedPerson[]>('messaging', 'fetchBlocked'),
    unblock: unprovidedPromise<void, { userId: number }>('messaging', 'unblock'),
  },
  actions: {
    'take people': assign((_, params: { people: BlockedPerson[] }) => ({ people: params.people })),
    'start unblock': assign((_, params: { userId: number }) => ({ unblocking: params.userId, refusal: null, notice: null })),
    'take unblocked': assign(({ context }) => {
      const person = context.people.find((p) => p.user_id === context.unblocking);
      return {
        people: context.people.filter((p) => p.user_id !== context.unblocking),
        unblocking: null,
        notice: person ? `${displayName(person)} is unblocked.` : null,
      };
    }),
    'keep refusal': assign((_, params: { error: unknown }) => ({
      refusal: refusalOf(params.error, 'messaging'),
      unblocking: null,
    })),
    dismiss: assign({ refusal: null, notice: null }),
  },
}).createMachine({
  id: 'blockedList',
  context: { people: [], unblocking: null, refusal: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchBlocked',
        id: 'fetchBlocked',
        onDone: { target: 'ready', actions: { type: 'take people', params: ({ event }) => ({ people: event.output }) } },
        onError: 'failed',
      },
    },
    failed: { description: 'The list could not be loaded: Try again.', tags: ['error'], on: { 'blocked.retry': 'loading' } },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      on: { 'blocked.dismiss': { actions: 'dismiss' } },
      states: {
        idle: {
          on: {
            'blocked.unblock': {
              target: 'unblocking',
              actions: { type: 'start unblock', params: ({ event }) => ({ userId: event.userId }) },
            },
          },
        },
        unblocking: {
          tags: ['working'],
          invoke: {
            src: 'unblock',
            id: 'unblock',
            input: ({ context }) => ({ userId: context.unblocking as number }),
            onDone: { target: 'idle', actions: 'take unblocked' },
            onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type BlockedListActorRef = ActorRefFrom<typeof blockedListMachine>;
