import type { KyInstance } from 'ky';
import * as search from '../../contract/search';
import type { RecentSearch, Suggestions } from '../../machines/search/searchOptions';
import type { FilterCounts, ResultPage, SearchRequest } from '../../machines/search/searchPage.setup';
import { call } from './call';
import { serviceCall } from './http';

const SERVICE = 'searchEngine';
const HISTORY = { query: { type: 'GLOBAL_SEARCH' as const } };

export function createSearchEngine(http: KyInstance) {
  return {
    /** The header's suggestions (SPEC §7 global search): providers and people. */
    suggestions(text: string, signal?: AbortSignal): Promise<Suggestions> {
      return serviceCall(SERVICE, 'globalSearch', async () => {
        const parsed = await call(http, search.globalSearch, { body: { search_text: text }, ...(signal ? { signal } : {}) });
        return { text, providers: parsed.service_providers.result, users: parsed.users.resources };
      });
    },
    /** Recent searches, newest first. */
    history(): Promise<RecentSearch[]> {
      return serviceCall(SERVICE, 'searchHistory', async () => (await call(http, search.searchHistory, HISTORY)).data);
    },
    /** Clear: deletes them all. */
    clearHistory(): Promise<void> {
      return serviceCall(SERVICE, 'clearSearchHistory', async () => {
        await call(http, search.clearSearchHistory, HISTORY);
      });
    },
    /** One page of results for a search-page filter (its schemas load with the search page). */
    async searchPage(request: SearchRequest, signal?: AbortSignal): Promise<ResultPage> {
      return (await import('./searchResults')).searchResults(http, request, signal);
    },
    /** How many results each search-page filter has for the query (the filter tabs' counts). */
    async searchCounts(query: string, signal?: AbortSignal): Promise<FilterCounts> {
      return (await import('./searchResults')).searchCounts(http, query, signal);
    },
  };
}
export type SearchEngine = ReturnType<typeof createSearchEngine>;
