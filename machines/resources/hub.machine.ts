import { assign, setup, type ActorRefFrom } from 'xstate';
import { DELAYS } from '../domain/constants';
import type { ArticleSummary, Category } from '../../contract/resources';
import { unprovidedPromise } from '../domain/placeholder';

/** Typing pauses this long before the hub searches (each key would otherwise be a request). */
export const SEARCH_DEBOUNCE_MS = DELAYS.debounce;

export interface HubFilter {
  category: Category | null;
  query: string;
}

export type HubEvent =
  { type: 'hub.category'; category: Category | null } | { type: 'hub.query'; query: string } | { type: 'hub.retry' };

export interface HubContext extends HubFilter {
  articles: ArticleSummary[];
}

/**
 * The resource hub's list on /resource-hub: articles in a category and matching a search (the
 * server searches; typing waits SEARCH_DEBOUNCE_MS), loading, loaded, empty or failed with Try
 * again. A new filter while a request is out supersedes it (the invoke stops, its signal aborts).
 */
export const hubMachine = setup({
  types: {
    context: {} as HubContext,
    events: {} as HubEvent,
    input: {} as Partial<HubFilter> | undefined,
    tags: {} as 'loading' | 'loaded' | 'empty' | 'error',
  },
  actors: {
    // GET /api/resource-hub/v1/articles, provided in src/features/resources/wiring.ts.
    loadArticles: unprovidedPromise<ArticleSummary[], HubFilter>('resources', 'loadArticles'),
  },
  actions: {
    'take category': assign((_, params: { category: Category | null }) => ({ category: params.category })),
    'take query': assign((_, params: { query: string }) => ({ query: params.query })),
    'take articles': assign((_, params: { articles: ArticleSummary[] }) => ({ articles: params.articles })),
  },
  guards: {
    'nothing found': (_, params: { articles: ArticleSummary[] }) => params.articles.length === 0,
    'the same words': ({ context }, params: { query: string }) => params.query.trim() === context.query.trim(),
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'hub',
  context: ({ input }) => ({ category: input?.category ?? null, query: input?.query ?? '', articles: [] }),
  initial: 'loading',
  on: {
    'hub.category': { target: '.loading', actions: { type: 'take category', params: ({ event }) => event } },
    'hub.query': [
      // Spaces added or removed: the same search, nothing to ask (the box still shows them).
      {
        guard: { type: 'the same words', params: ({ event }) => event },
        actions: { type: 'take query', params: ({ event }) => event },
      },
      { target: '.typing', actions: { type: 'take query', params: ({ event }) => event } },
    ],
  },
  states: {
    typing: {
      description: 'The person is typing a search: the hub waits for a pause before asking the server.',
      tags: ['loading'],
      after: { searchDebounce: 'loading' },
    },
    loading: {
      description: 'Articles for the category and search are being read.',
      tags: ['loading'],
      invoke: {
        src: 'loadArticles',
        id: 'loadArticles',
        input: ({ context }) => ({ category: context.category, query: context.query.trim() }),
        onDone: [
          {
            guard: { type: 'nothing found', params: ({ event }) => ({ articles: event.output }) },
            target: 'empty',
            actions: { type: 'take articles', params: ({ event }) => ({ articles: event.output }) },
          },
          { target: 'loaded', actions: { type: 'take articles', params: ({ event }) => ({ articles: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    loaded: { description: 'The articles, each with its category, reading time and whether it is saved.', tags: ['loaded'] },
    empty: { description: 'No article matches: the page says so and offers to clear the search.', tags: ['empty'] },
    failed: {
      description: 'The articles could not be read: Try again.',
      tags: ['error'],
      on: { 'hub.retry': 'loading' },
    },
  },
});

export type HubActorRef = ActorRefFrom<typeof hubMachine>;
