import { assign, setup, type ActorRefFrom } from 'xstate';
import { DELAYS } from '../domain/constants';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type CommunitySummary, type Membership } from './community.types';
import { countAfter, isIn } from './membership';

export interface DiscoverContext {
  /** The search as typed; it is asked 300 ms after the last key. */
  draft: string;
  query: string;
  communities: CommunitySummary[];
  /** The community whose Join or Leave is on its way. */
  acting: string | null;
  notice: string | null;
}

export type DiscoverEvent =
  { type: 'discover.input'; text: string } | { type: 'discover.retry' } | { type: 'discover.membership'; communityId: string };

/**
 * Discover (`/community/discover`, issue #32): communities by name and topic, with member
 * counts and recent activity, asked 300 ms after the last key; Join (or ask to) and Leave on
 * each row, one at a time, telling My Communities.
 */
export const discoverMachine = setup({
  types: {
    context: {} as DiscoverContext,
    input: {} as { query?: string },
    events: {} as DiscoverEvent,
    tags: {} as 'loading' | 'loaded' | 'empty' | 'failed' | 'typing' | 'joining',
  },
  actors: {
    search: unprovidedPromise<CommunitySummary[], { query: string }>('community', 'search'),
    setMembership: unprovidedPromise<Membership, { communityId: string; join: boolean }>('community', 'setMembership'),
  },
  actions: {
    'tell my communities': () => unprovided('community', 'tell my communities'),
  },
  guards: {
    'query changed': ({ context }) => context.draft.trim() !== context.query,
    'has communities': (_, { list }: { list: CommunitySummary[] }) => list.length > 0,
  },
  delays: { QUERY_DEBOUNCE: DELAYS.debounce },
}).createMachine({
  id: 'discover',
  type: 'parallel',
  context: ({ input }) => ({
    draft: input.query ?? '',
    query: (input.query ?? '').trim(),
    communities: [],
    acting: null,
    notice: null,
  }),
  states: {
    query: {
      initial: 'idle',
      states: {
        idle: { on: { 'discover.input': { target: 'debouncing', actions: assign({ draft: ({ event }) => event.text }) } } },
        debouncing: {
          tags: ['typing'],
          on: {
            'discover.input': { target: 'debouncing', reenter: true, actions: assign({ draft: ({ event }) => event.text }) },
          },
          after: {
            QUERY_DEBOUNCE: [
              {
                guard: 'query changed',
                target: '#discover.results.loading',
                actions: assign({ query: ({ context }) => context.draft.trim() }),
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    results: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          // Typing on while it reads asks again after the pause (the answer in flight is dropped).
          invoke: {
            src: 'search',
            input: ({ context }) => ({ query: context.query }),
            onDone: [
              {
                guard: { type: 'has communities', params: ({ event }) => ({ list: event.output }) },
                target: 'loaded',
                actions: assign({ communities: ({ event }) => event.output }),
              },
              { target: 'empty', actions: assign({ communities: [] }) },
            ],
            onError: 'failed',
          },
        },
        loaded: {
          tags: ['loaded'],
          initial: 'idle',
          states: {
            idle: {
              on: {
                'discover.membership': {
                  target: 'sending',
                  actions: assign({ acting: ({ event }) => event.communityId, notice: null }),
                },
              },
            },
            sending: {
              tags: ['joining'],
              invoke: {
                src: 'setMembership',
                input: ({ context }) => {
                  const row = context.communities.find((c) => c.id === context.acting);
                  return { communityId: context.acting ?? '', join: !isIn(row?.membership ?? 'none') };
                },
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({
                      acting: null,
                      communities: context.communities.map((c) =>
                        c.id === context.acting
                          ? { ...c, membership: event.output, members: countAfter(c.members, c.membership, event.output) }
                          : c,
                      ),
                    })),
                    'tell my communities',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ event }) => ({ acting: null, notice: refusalOf(event.error).message })),
                },
              },
            },
          },
        },
        empty: { description: 'No community matches: says so, with the create-community control.', tags: ['empty'] },
        failed: {
          description: 'Could not be read: says so, with Try again.',
          tags: ['failed'],
          on: { 'discover.retry': 'loading' },
        },
      },
    },
  },
});

export type DiscoverActorRef = ActorRefFrom<typeof discoverMachine>;
