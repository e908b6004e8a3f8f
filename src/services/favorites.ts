import type { KyInstance } from 'ky';
import * as api from '../../contract/favorites';
import { call } from './call';
import { answeredCall, type ServerRefusal } from './refusal';

/*
 * Favorites (contract/favorites.ts): every bookmark of the person, and removing one. Loaded with
 * /bookmarks only (deps.api().favorites()).
 */

const SERVICE = 'favorites';

/** A refusal the page shows as it is (machines/favorites: favoritesMessageOf reads `refusal`). */
export class FavoritesRefused extends Error {
  constructor(readonly refusal: { code: string; message: string }) {
    super(refusal.message);
  }
}

/** A refusal is thrown as FavoritesRefused, unreported; anything else is reported once (SPEC §8). */
const answered = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  answeredCall({ service: SERVICE, call: name }, run, {
    refused: (r: ServerRefusal) => new FavoritesRefused({ code: r.error ?? String(r.status), message: r.message }),
    unavailable: () => new Error('unavailable'),
  });

export function createFavorites(http: KyInstance) {
  return {
    /** Every bookmark, newest first; with `limit`, only the newest that many. */
    list({ limit, signal }: { limit?: number; signal?: AbortSignal } = {}): Promise<api.Favorite[]> {
      return answered(
        'list',
        async () => (await call(http, api.list, { ...(limit ? { query: { limit } } : {}), ...(signal ? { signal } : {}) })).data,
      );
    },
    remove(kind: api.FavoriteKind, sourceId: string): Promise<void> {
      return answered('remove', async () => {
        await call(http, api.remove, { params: { kind, source_id: sourceId } });
      });
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavorites>;
