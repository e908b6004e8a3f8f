import type { KyInstance } from 'ky';
import { bookmarks, type Bookmark } from '../../contract/resources-bookmarks';
import { call } from './call';
import { serviceCall } from './http';

/*
 * The person's bookmarked articles, read only: the dashboard's saved block loads this
 * (contract/resources-bookmarks.ts), not the resource hub's service with its articles and search.
 */

const SERVICE = 'resources';

export function createSavedArticles(http: KyInstance) {
  return {
    async bookmarks(limit: number, signal?: AbortSignal): Promise<Bookmark[]> {
      return serviceCall(
        SERVICE,
        'bookmarks',
        async () => (await call(http, bookmarks, { query: { limit }, ...(signal ? { signal } : {}) })).data,
      );
    },
  };
}
