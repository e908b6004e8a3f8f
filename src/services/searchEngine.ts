import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import type { RecentSearch, Suggestions } from '../../machines/search/searchOptions';
import type { FilterCounts, ResultPage, SearchRequest } from '../../machines/search/searchPage.setup';
import { serviceCall } from './http';
import { PREFIX, SERVICE, personSchema, providerSchema } from './searchEngineShapes';

const HISTORY = `${PREFIX}/v1/search-history?type=GLOBAL_SEARCH`;

const globalResponse = z.object({
  service_providers: z.object({ result: z.array(providerSchema) }),
  users: z.object({ resources: z.array(personSchema) }),
});
const historyResponse = z.object({
  data: z.array(
    z.object({
      search_text: z.string(),
      sub_type: z.enum(['PROVIDER_NAME', 'USER', 'FREE_TEXT']),
      search_providers: z._default(z.array(providerSchema), []),
      users: z._default(z.array(personSchema), []),
    }),
  ),
});
export function createSearchEngine(http: KyInstance) {
  return {
    /** The header's suggestions (SPEC §7 global search): providers and people. */
    suggestions(text: string, signal?: AbortSignal): Promise<Suggestions> {
      return serviceCall(SERVICE, 'globalSearch', async () => {
        const body = await http.post(`${PREFIX}/v2/search`, { json: { search_text: text }, signal, retry: 0 }).json();
        const parsed = globalResponse.parse(body);
        return { text, providers: parsed.service_providers.result, users: parsed.users.resources };
      });
    },
    /** Recent searches, newest first. */
    history(): Promise<RecentSearch[]> {
      return serviceCall(SERVICE, 'searchHistory', async () => historyResponse.parse(await http.get(HISTORY).json()).data);
    },
    /** Clear: deletes them all. */
    clearHistory(): Promise<void> {
      return serviceCall(SERVICE, 'clearSearchHistory', async () => {
        await http.delete(HISTORY);
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
