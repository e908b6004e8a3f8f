import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { composerMachine } from './composer.machine';
import type { FeedKind, FeedOrder, FeedPage, PostSummary } from './community.types';

export interface FeedInput {
  kind: FeedKind;
  order: FeedOrder;
  /** A community page's own list; the feed itself reads the communities the person joined. */
  communityId?: string | null;
}

export interface FeedContext extends FeedInput {
  items: PostSummary[];
  /** The last page read (0-based). */
  page: number;
  hasMore: boolean;
  moreFailed: boolean;
}

export type FeedEvent =
  /** The URL's order (Back, a shared link, the route opened again). */
  | { type: 'feed.params'; order: FeedOrder }
  /** The person chose an order: written to the URL and read again. */
  | { type: 'feed.order'; order: FeedOrder }
  /** The end of the list came into view, or Load more was pressed. */
  | { type: 'feed.loadMore' }
  | { type: 'feed.retry' }
  /** The New Post chip (SPEC §4), taken: the toasts actor tells the community owner, which hands it here. Read the first page again. */
  | { type: 'feed.reload' }
  /** Write a post (the feed) or ask a question (the questions): the composer opens. */
  | { type: 'feed.write' };

const sameOrder = (a: FeedOrder, b: FeedOrder) => a.sort === b.sort && (a.sort !== 'top' || a.period === b.period);

/**
 * The feed (`/community`) and the questions (`/community/threads`), and a community's own
 * lists (issue #32): Hot, New or Top (this week, month or all) in the URL; the first page, then
 * one more at a time (the end of the list in view, or Load more); a failed page keeps what is
 * shown and offers it again. The New Post chip reloads it (`feed.reload`, handed on by the
 * community owner), never through the view.
 */
export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    input: {} as FeedInput,
    events: {} as FeedEvent,
    tags: {} as 'loading' | 'loaded' | 'empty' | 'failed' | 'loading more' | 'writing',
  },
  actors: {
    fetchPage: unprovidedPromise<FeedPage, FeedInput & { page: number }>('community', 'fetchPage'),
    composer: composerMachine,
  },
  actions: {
    /** A post was published from here: its page opens; provided by the wiring. */
    openPost: (_, _params: { postId: string }) => unprovided('community', 'openPost'),
    /** Puts the order in the URL (replace, so Back leaves the page); provided by the wiring. */
    syncUrl: (_, _params: { order: FeedOrder }) => unprovided('community', 'syncUrl'),
  },
  guards: {
    'order differs': ({ context }, { order }: { order: FeedOrder }) => !sameOrder(context.order, order),
    'has posts': (_, { page }: { page: FeedPage }) => page.items.length > 0,
    'has more': ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'feed',
  context: ({ input }) => ({
    kind: input.kind,
    order: input.order,
    communityId: input.communityId ?? null,
    items: [],
    page: 0,
    hasMore: false,
    moreFailed: false,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        'feed.params': {
          guard: { type: 'order differs', params: ({ event }) => ({ order: event.order }) },
          target: '.loading',
          reenter: true,
          actions: assign({ order: ({ event }) => event.order }),
        },
        'feed.order': {
          guard: { type: 'order differs', params: ({ event }) => ({ order: event.order }) },
          target: '.loading',
          reenter: true,
          actions: [
            assign({ order: ({ event }) => event.order }),
            { type: 'syncUrl', params: ({ event }) => ({ order: event.order }) },
          ],
        },
        'feed.reload': { target: '.loading', reenter: true },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ kind: context.kind, order: context.order, communityId: context.communityId, page: 0 }),
            onDone: [
              {
                guard: { type: 'has posts', params: ({ event }) => ({ page: event.output }) },
                target: 'loaded',
                actions: assign(({ event }) => ({
                  items: event.output.items,
                  hasMore: event.output.hasMore,
                  page: 0,
                  moreFailed: false,
                })),
              },
              { target: 'empty', actions: assign({ items: [], hasMore: false, page: 0, moreFailed: false }) },
            ],
            onError: 'failed',
          },
        },
        loaded: {
          tags: ['loaded'],
          initial: 'idle',
          states: {
            idle: { on: { 'feed.loadMore': { guard: 'has more', target: 'loadingMore' } } },
            loadingMore: {
              tags: ['loading more'],
              invoke: {
                src: 'fetchPage',
                input: ({ context }) => ({
                  kind: context.kind,
                  order: context.order,
                  communityId: context.communityId,
                  page: context.page + 1,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    // By id: a post that moved up a page while reading (Hot changes) is not shown twice.
                    items: [...context.items, ...event.output.items.filter((p) => !context.items.some((q) => q.id === p.id))],
                    hasMore: event.output.hasMore,
                    page: context.page + 1,
                    moreFailed: false,
                  })),
                },
                onError: { target: 'idle', actions: assign({ moreFailed: true }) },
              },
            },
          },
        },
        empty: {
          description: 'Nothing to show yet: says how to find communities (Discover) or to write the first post.',
          tags: ['empty'],
        },
        failed: {
          description: 'The first page could not be read: says so, with Try again.',
          tags: ['failed'],
          on: { 'feed.retry': 'loading' },
        },
      },
    },
    composer: {
      initial: 'closed',
      states: {
        closed: { on: { 'feed.write': 'open' } },
        open: {
          description: 'The composer as a child: published, the new post opens; closed, nothing changes.',
          tags: ['writing'],
          invoke: {
            id: 'composer',
            src: 'composer',
            input: ({ context }) => ({
              kind: context.kind === 'questions' ? 'question' : 'post',
              communityId: context.communityId,
            }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'closed',
                actions: { type: 'openPost', params: ({ event }) => ({ postId: event.output!.postId }) },
              },
              { target: 'closed' },
            ],
          },
        },
      },
    },
  },
});

export type FeedActorRef = ActorRefFrom<typeof feedMachine>;
