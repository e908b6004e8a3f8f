import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Article } from '../../contract/resources';
import { unprovidedPromise } from '../domain/placeholder';

export type ArticleEvent = { type: 'article.toggleBookmark' } | { type: 'article.retry' };

export interface ArticleContext {
  slug: string;
  article: Article | null;
  /** The last bookmark change failed and was taken back. */
  bookmarkFailed: boolean;
}

/**
 * One article's reading page: loading, loaded, not found or failed with Try again. Bookmarking
 * shows at once (optimistic) and is taken back, with a sentence, if the server does not keep it.
 * A second click while a change is being saved waits for it (one request at a time per article).
 */
export const articleMachine = setup({
  types: {
    context: {} as ArticleContext,
    events: {} as ArticleEvent,
    input: {} as { slug: string },
    tags: {} as 'loading' | 'loaded' | 'not found' | 'error' | 'saving',
  },
  actors: {
    // GET /api/resource-hub/v1/articles/:slug (null for a 404), provided in src/features/resources/wiring.ts.
    loadArticle: unprovidedPromise<Article | null, { slug: string }>('resources', 'loadArticle'),
    // PUT or DELETE /api/resource-hub/v1/articles/:slug/bookmark.
    saveBookmark: unprovidedPromise<void, { slug: string; bookmarked: boolean }>('resources', 'saveBookmark'),
  },
  actions: {
    'take article': assign((_, params: { article: Article }) => ({ article: params.article })),
    flip: assign(({ context }) => ({
      article: context.article && { ...context.article, bookmarked: !context.article.bookmarked },
      bookmarkFailed: false,
    })),
    'take back': assign(({ context }) => ({
      article: context.article && { ...context.article, bookmarked: !context.article.bookmarked },
      bookmarkFailed: true,
    })),
  },
  guards: {
    'no such article': (_, params: { article: Article | null }) => params.article === null,
  },
}).createMachine({
  id: 'article',
  context: ({ input }) => ({ slug: input.slug, article: null, bookmarkFailed: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadArticle',
        id: 'loadArticle',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          { guard: { type: 'no such article', params: ({ event }) => ({ article: event.output }) }, target: 'notFound' },
          { target: 'loaded', actions: { type: 'take article', params: ({ event }) => ({ article: event.output! }) } },
        ],
        onError: 'failed',
      },
    },
    notFound: { description: 'There is no article at this address: a link back to the hub.', tags: ['not found'] },
    failed: { description: 'The article could not be read: Try again.', tags: ['error'], on: { 'article.retry': 'loading' } },
    loaded: {
      description: 'The article, its sections with their headings, and Save or Saved.',
      tags: ['loaded'],
      initial: 'idle',
      states: {
        idle: { on: { 'article.toggleBookmark': { target: 'saving', actions: 'flip' } } },
        saving: {
          description: 'The bookmark shows its new state while the server keeps it.',
          tags: ['saving'],
          invoke: {
            src: 'saveBookmark',
            id: 'saveBookmark',
            input: ({ context }) => ({ slug: context.slug, bookmarked: context.article!.bookmarked }),
            onDone: 'idle',
            onError: { target: 'idle', actions: 'take back' },
          },
        },
      },
    },
  },
});

export type ArticleActorRef = ActorRefFrom<typeof articleMachine>;
