import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { favoritesMachine } from '../../../machines/favorites/favorites.machine';
import { useAppSystem } from '../../system/context';

/* The Favorites page's machine with its service (src/services/favorites.ts, loaded with /bookmarks only). Nothing else. */

export function useFavoritesLogic() {
  const { api } = useAppSystem();
  return useMemo(() => {
    const service = async () => (await api()).favorites();
    return favoritesMachine.provide({
      actors: {
        loadFavorites: fromPromise(async () => (await service()).list()),
        removeFavorite: fromPromise(async ({ input }) => (await service()).remove(input.kind, input.sourceId)),
      },
    });
  }, [api]);
}
