import { assign, type ActorRefFrom } from 'xstate';
import { DEFAULT_FILTER, NO_REFINEMENTS, requestFor, searchPageSetup } from './searchPage.setup';

export * from './searchPage.setup';

/**
 * Every change of what is asked restarts the request: the older one is stopped, its answer
 * never shown. Not `reenter`: the regions are parallel, and re-entering `search` would
 * re-enter `counts` too (their common ancestor), counting again for a mere refinement.
 * Targeting a child of the source still exits and re-enters the active child.
 */
const reload = { target: '#searchPage.search.loading' } as const;

/**
 * The /search page (SPEC §2, §7, §9): results of one filter for the URL's query, ten
 * at a time with Load more; the filter and query come from the URL, so a tab, a new
 * search and back/forward all arrive as `page.params`. Beside them, how many results
 * each filter has (the tabs' counts, issue #28.2): with no filter in the URL (Enter,
 * voice search) the page waits for them and shows SPEC's default filter when it has
 * results, else the first that has, so a search never lands on an empty tab.
 */
export const searchPageMachine = searchPageSetup.createMachine({
  id: 'searchPage',
  type: 'parallel',
  context: ({ input }) => ({
    query: input.query,
    asked: input.filter,
    filter: input.filter ?? DEFAULT_FILTER,
    counts: null,
    placeRead: null,
    wordsRead: input.query,
    match: 'all',
    ...NO_REFINEMENTS,
    items: [],
    total: 0,
    page: 0,
    moreFailed: false,
  }),
  states: {
    counts: {
      initial: 'counting',
      on: {
        // Counts belong to a query: another filter of the same query keeps them.
        'page.params': {
          target: '.counting',
          guard: { type: 'query changed', params: ({ event }) => event },
          actions: 'forget counts',
        },
      },
      states: {
        counting: {
          tags: ['counting'],
          invoke: {
            src: 'fetchCounts',
            id: 'fetchCounts',
            input: ({ context }) => ({ query: context.query }),
            onDone: [
              {
                // The list came first: its tab keeps what the list holds (a refinement may have narrowed it).
                guard: 'results shown',
                target: 'known',
                actions: {
                  type: 'take counts',
                  params: ({ context, event }) => ({ counts: { ...event.output, [context.filter]: context.total } }),
                },
              },
              { target: 'known', actions: { type: 'take counts', params: ({ event }) => ({ counts: event.output }) } },
            ],
            onError: 'unknown',
          },
        },
        known: { description: 'Each tab says how many results its filter has.' },
        unknown: { description: 'Counting failed: the tabs show no counts, the results still load.' },
      },
    },
    search: {
      initial: 'choosing',
      on: {
        'page.params': [
          {
            target: '.choosing',
            guard: { type: 'query changed', params: ({ event }) => event },
            actions: { type: 'take params', params: ({ event }) => event },
          },
          {
            target: '.choosing',
            guard: { type: 'filter changed', params: ({ event }) => event },
            actions: { type: 'take params', params: ({ event }) => event },
          },
        ],
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
        choosing: {
          description: 'No filter in the URL: waits for the counts to pick one (the default when it has results).',
          tags: ['loading'],
          always: [
            { guard: 'filter asked', target: 'loading' },
            { guard: 'counts settled', target: 'loading', actions: 'pick filter' },
          ],
        },
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
          description: 'Nothing matched: says what was searched, with a link to a filter that has results.',
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
