import { assign, type ActorRefFrom } from 'xstate';
import { NO_REFINEMENTS, requestFor, searchPageSetup } from './searchPage.setup';

export * from './searchPage.setup';

/** Every change of what is asked restarts the request (`reenter`): the older one is stopped, its answer never shown. */
const reload = { target: '#searchPage.search.loading', reenter: true } as const;

/**
 * The /search page (SPEC §2, §7, §9): results of one filter for the URL's query, ten
 * at a time with Load more; the filter and query come from the URL, so a tab, a new
 * search and back/forward all arrive as `page.params`.
 */
export const searchPageMachine = searchPageSetup.createMachine({
  id: 'searchPage',
  context: ({ input }) => ({ ...input, ...NO_REFINEMENTS, items: [], total: 0, page: 0, moreFailed: false }),
  initial: 'search',
  states: {
    search: {
      initial: 'loading',
      on: {
        'page.params': {
          ...reload,
          guard: { type: 'params changed', params: ({ event }) => event },
          actions: { type: 'take params', params: ({ event }) => event },
        },
        'refine.location': { ...reload, actions: assign({ location: ({ event }) => event.location.trim() }) },
        'refine.datePosted': { ...reload, actions: assign({ datePosted: ({ event }) => event.datePosted }) },
        'refine.sortBy': { ...reload, actions: assign({ sortBy: ({ event }) => event.sortBy }) },
        'refine.addTag': {
          ...reload,
          guard: { type: 'is a new tag', params: ({ event }) => ({ tag: event.tag }) },
          actions: assign({ tags: ({ context, event }) => [...context.tags, event.tag.trim()] }),
        },
        'refine.removeTag': {
          ...reload,
          actions: assign({ tags: ({ context, event }) => context.tags.filter((t) => t !== event.tag) }),
        },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'fetchResults',
            id: 'fetchFirstPage',
            input: ({ context }) => requestFor(context, 0),
            onDone: [
              {
                guard: { type: 'no results', params: ({ event }) => ({ page: event.output }) },
                target: 'empty',
                actions: { type: 'take first page', params: ({ event }) => ({ page: event.output }) },
              },
              { target: 'results', actions: { type: 'take first page', params: ({ event }) => ({ page: event.output }) } },
            ],
            onError: 'failed',
          },
        },
        failed: {
          description: 'The results could not be loaded: says so, with Try again.',
          tags: ['error'],
          on: { 'results.retry': 'loading' },
        },
        empty: {
          description: 'Nothing matched: says what was searched.',
          tags: ['empty'],
        },
        results: {
          tags: ['has results'],
          initial: 'idle',
          states: {
            idle: { on: { 'results.loadMore': { guard: 'has more', target: 'loadingMore' } } },
            loadingMore: {
              tags: ['loading more'],
              invoke: {
                src: 'fetchResults',
                id: 'fetchNextPage',
                input: ({ context }) => requestFor(context, context.page + 1),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    items: ({ context, event }) => [...context.items, ...event.output.items],
                    total: ({ event }) => event.output.total,
                    page: ({ context }) => context.page + 1,
                    moreFailed: false,
                  }),
                },
                onError: { target: 'idle', actions: assign({ moreFailed: true }) },
              },
            },
          },
        },
      },
    },
  },
});

export type SearchPageActorRef = ActorRefFrom<typeof searchPageMachine>;
