import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type ReviewListType, type ReviewPage, type ReviewsRefusal } from './reviews.types';

export interface ReviewsListInput {
  /** GIVEN: a care-seeker's own reviews and sessions awaiting one; RECEIVED: a concierge's. */
  type: Exclude<ReviewListType, 'CONCIERGE'>;
}

export interface ReviewsListContext extends ReviewPage {
  type: ReviewsListInput['type'];
  /** The last page read (SPEC §9: from 0). */
  page: number;
  refusal: ReviewsRefusal | null;
  /** What failed: Load more (Try again asks for that page) or page 0. */
  failedMore: boolean;
}

export type ReviewsListEvent = { type: 'reviews.loadMore' } | { type: 'reviews.retry' } | { type: 'reviews.reload' };

const EMPTY: ReviewPage = { items: [], total: 0, average: null, count: null, awaiting: [] };

/**
 * The reviews page's list (issue #31): page 0 of 10 first, Load more appends the next page while
 * there are more; a review written, changed or deleted reads page 0 again (the average, the
 * count and the sessions awaiting a review change with it). A failure keeps what is shown.
 */
export const reviewsListMachine = setup({
  types: {
    tags: {} as 'loading' | 'ready' | 'loadingMore' | 'error',
    context: {} as ReviewsListContext,
    input: {} as ReviewsListInput,
    events: {} as ReviewsListEvent,
  },
  actors: {
    // GET /mentor-session-reviews?type&page&size=10, provided in src/features/reviews/wiring.ts.
    loadPage: unprovidedPromise<ReviewPage, { type: ReviewsListInput['type']; page: number }>('reviews', 'loadPage'),
  },
  guards: {
    'has more': ({ context }) => context.items.length < context.total,
    'failed loading more': ({ context }) => context.failedMore,
  },
}).createMachine({
  id: 'reviewsList',
  context: ({ input }) => ({ ...EMPTY, type: input.type, page: 0, refusal: null, failedMore: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPage',
        id: 'loadPage',
        input: ({ context }) => ({ type: context.type, page: 0 }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, page: 0, refusal: null })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ refusal: refusalOf(event.error), failedMore: false })) },
      },
    },
    ready: {
      tags: ['ready'],
      on: { 'reviews.loadMore': { guard: 'has more', target: 'loadingMore' }, 'reviews.reload': 'loading' },
    },
    loadingMore: {
      tags: ['loadingMore'],
      invoke: {
        src: 'loadPage',
        id: 'loadPage',
        input: ({ context }) => ({ type: context.type, page: context.page + 1 }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            ...event.output,
            // A review written meanwhile may shift a page: keep each one once.
            items: [...context.items, ...event.output.items.filter((r) => !context.items.some((i) => i.id === r.id))],
            page: context.page + 1,
            refusal: null,
          })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ refusal: refusalOf(event.error), failedMore: true })) },
      },
      on: { 'reviews.reload': 'loading' },
    },
    failed: {
      description: "Couldn't read reviews: what was shown stays; Try again.",
      tags: ['error'],
      on: {
        'reviews.retry': [{ guard: 'failed loading more', target: 'loadingMore' }, { target: 'loading' }],
        'reviews.reload': 'loading',
      },
    },
  },
});

export type ReviewsListActorRef = ActorRefFrom<typeof reviewsListMachine>;
