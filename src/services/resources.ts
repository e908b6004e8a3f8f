import { HTTPError, type KyInstance } from 'ky';
import * as contract from '../../contract/resources';
import { call } from './call';
import { serviceCall } from './http';

/*
 * The resource hub (contract/resources.ts): articles by category or search, one article, the
 * person's bookmarks. Loaded with /resource-hub only (deps.api().resources()); the dashboard's
 * Recently saved block reads every kind of bookmark through favorites.ts.
 */

const SERVICE = 'resources';

export function createResources(http: KyInstance) {
  return {
    async list(filter: { category?: contract.Category; q?: string }, signal?: AbortSignal): Promise<contract.ArticleSummary[]> {
      const query = { ...(filter.category ? { category: filter.category } : {}), ...(filter.q ? { q: filter.q } : {}) };
      return serviceCall(
        SERVICE,
        'list',
        async () => (await call(http, contract.list, { query, ...(signal ? { signal } : {}) })).data,
      );
    },
    /**
     * The article, or null when there is none at that address: a 404, or a 400 for an address no
     * article could have (both are answers, not outages, and are not reported).
     */
    async article(slug: string, signal?: AbortSignal): Promise<contract.Article | null> {
      try {
        return (await call(http, contract.one, { params: { slug }, ...(signal ? { signal } : {}) })).data;
      } catch (error) {
        if (error instanceof HTTPError && [400, 404].includes(error.response.status)) return null;
        return serviceCall(SERVICE, 'article', () => Promise.reject(error));
      }
    },
    async setBookmark(slug: string, bookmarked: boolean): Promise<void> {
      await serviceCall(SERVICE, bookmarked ? 'addBookmark' : 'removeBookmark', () =>
        call(http, bookmarked ? contract.addBookmark : contract.removeBookmark, { params: { slug } }),
      );
    },
    async bookmarks(limit: number, signal?: AbortSignal): Promise<contract.Bookmark[]> {
      return serviceCall(
        SERVICE,
        'bookmarks',
        async () => (await call(http, contract.bookmarks, { query: { limit }, ...(signal ? { signal } : {}) })).data,
      );
    },
  };
}
export type ResourcesService = ReturnType<typeof createResources>;
