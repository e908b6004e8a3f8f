import { assign, setup, type ActorRefFrom } from 'xstate';
import type { HelpArticle } from '../../contract/help';
import { DELAYS } from '../domain/constants';
import { unprovidedPromise } from '../domain/placeholder';

export type HelpEvent = { type: 'help.query'; query: string } | { type: 'help.retry' };

export interface HelpContext {
  query: string;
  articles: HelpArticle[];
}

/**
 * Help's articles on /caretools: all of them, or those matching a search (the server searches;
 * typing waits SPEC §9's debounce), loading, loaded, empty or failed with Try again. A new search
 * while a request is out supersedes it (the invoke stops, its signal aborts).
 */
export const helpCenterMachine = setup({
  types: {
    context: {} as HelpContext,
    events: {} as HelpEvent,
    input: {} as { query?: string } | undefined,
    tags: {} as 'loading' | 'loaded' | 'empty' | 'error',
  },
  actors: {
    // GET /api/help-center/v1/articles, provided in src/features/help/wiring.ts.
    loadArticles: unprovidedPromise<HelpArticle[], { query: string }>('help', 'loadArticles'),
  },
  actions: {
    'take query': assign((_, params: { query: string }) => ({ query: params.query })),
    'take articles': assign((_, params: { articles: HelpArticle[] }) => ({ articles: params.articles })),
  },
  guards: {
    'nothing found': (_, params: { articles: HelpArticle[] }) => params.articles.length === 0,
    'the same words': ({ context }, params: { query: string }) => params.query.trim() === context.query.trim(),
  },
  delays: { searchDebounce: DELAYS.debounce },
}).createMachine({
  id: 'helpCenter',
  context: ({ input }) => ({ query: input?.query ?? '', articles: [] }),
  initial: 'loading',
  on: {
    'help.query': [
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
      description: 'The person is typing a search: Help waits for a pause before asking the server.',
      tags: ['loading'],
      after: { searchDebounce: 'loading' },
    },
    loading: {
      description: 'The articles matching the search (all without one) are being read.',
      tags: ['loading'],
      invoke: {
        src: 'loadArticles',
        id: 'loadArticles',
        input: ({ context }) => ({ query: context.query.trim() }),
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
    loaded: { description: 'The articles, each with its sections; with a search, where the words were found.', tags: ['loaded'] },
    empty: {
      description: 'No article matches: the page says so, offers to clear the search and to write to the team.',
      tags: ['empty'],
    },
    failed: {
      description: 'The articles could not be read: Try again.',
      tags: ['error'],
      on: { 'help.retry': 'loading' },
    },
  },
});

export type HelpCenterActorRef = ActorRefFrom<typeof helpCenterMachine>;
