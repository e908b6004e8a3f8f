import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Favorite, FavoriteKind } from '../../contract/favorites';
import { unprovidedPromise } from '../domain/placeholder';

export type { Favorite, FavoriteKind };

export const FAVORITES_UNAVAILABLE = "We couldn't reach your favorites. Nothing was changed: try again.";

/** The server's words an actor's error carries (the service's FavoritesRefused), or "couldn't reach". */
export const favoritesMessageOf = (error: unknown): string =>
  (error as { refusal?: { message?: string } } | null | undefined)?.refusal?.message ?? FAVORITES_UNAVAILABLE;

export interface RemoveInput {
  kind: FavoriteKind;
  sourceId: string;
}

export type FavoritesEvent =
  | { type: 'favorites.remove'; kind: FavoriteKind; sourceId: string }
  | { type: 'favorites.retry' }
  | { type: 'favorites.dismiss' };

export interface FavoritesContext {
  /** Every bookmark of the person, newest first (the page groups them by kind). */
  items: Favorite[];
  /** The bookmark being removed and where it was: put back there if the server says no. */
  removing: { item: Favorite; index: number } | null;
  /** Why a removal was undone (the server's words), until dismissed or the next removal. */
  message: string | null;
  /** The title of the bookmark last removed, for the polite "removed" line. */
  removed: string | null;
}

const same = (f: Favorite, kind: FavoriteKind, sourceId: string) => f.kind === kind && f.source_id === sourceId;

/**
 * Favorites (/bookmarks, SPEC §2): the person's bookmarks of every kind are read once; Remove
 * takes one away at once and the server has the last word: refused or not reached, it comes back
 * where it was, with why. One removal at a time.
 */
export const favoritesMachine = setup({
  types: {
    context: {} as FavoritesContext,
    events: {} as FavoritesEvent,
    tags: {} as 'loading' | 'failed' | 'removing',
  },
  actors: {
    // GET /api/favorites/v1/bookmarks (src/features/favorites/wiring.ts).
    loadFavorites: unprovidedPromise<Favorite[], void>('favorites', 'loadFavorites'),
    // DELETE /api/favorites/v1/bookmarks/{kind}/{source_id}.
    removeFavorite: unprovidedPromise<void, RemoveInput>('favorites', 'removeFavorite'),
  },
  guards: {
    'is shown': ({ context, event }) =>
      event.type === 'favorites.remove' && context.items.some((f) => same(f, event.kind, event.sourceId)),
  },
  actions: {
    'take it away': assign(({ context, event }) => {
      if (event.type !== 'favorites.remove') return {};
      const index = context.items.findIndex((f) => same(f, event.kind, event.sourceId));
      const item = context.items[index]!;
      return { items: context.items.filter((f) => f !== item), removing: { item, index }, message: null, removed: null };
    }),
  },
}).createMachine({
  id: 'favorites',
  context: { items: [], removing: null, message: null, removed: null },
  initial: 'loading',
  on: { 'favorites.dismiss': { actions: assign({ message: null }) } },
  states: {
    loading: {
      description: 'Reading every bookmark of the person.',
      tags: ['loading'],
      invoke: {
        src: 'loadFavorites',
        id: 'loadFavorites',
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {
      description: 'The bookmarks by kind, newest first, each with Remove; or how to bookmark when there are none.',
      on: { 'favorites.remove': { guard: 'is shown', target: 'removing', actions: 'take it away' } },
    },
    removing: {
      description: 'Gone from the page at once; the server has the last word.',
      tags: ['removing'],
      invoke: {
        src: 'removeFavorite',
        id: 'removeFavorite',
        input: ({ context }) => ({ kind: context.removing!.item.kind, sourceId: context.removing!.item.source_id }),
        onDone: {
          target: 'ready',
          actions: assign(({ context }) => ({ removing: null, removed: context.removing!.item.title })),
        },
        onError: {
          target: 'ready',
          description: 'Refused or not reached: it comes back where it was, with why.',
          actions: assign(({ context, event }) => {
            const { item, index } = context.removing!;
            const items = [...context.items];
            items.splice(index, 0, item);
            return { items, removing: null, message: favoritesMessageOf(event.error) };
          }),
        },
      },
    },
    failed: {
      description: "Couldn't read the bookmarks, with Try again.",
      tags: ['failed'],
      on: { 'favorites.retry': 'loading' },
    },
  },
});

export type FavoritesActorRef = ActorRefFrom<typeof favoritesMachine>;
