import type { KyInstance } from 'ky';
import { publishSearch, SEARCH_HISTORY_TOPIC } from '../../contract/search';
import type { HistoryEntry } from '../../machines/search/searchOptions';
import { call } from './call';
import { serviceCall } from './http';

const SERVICE = 'publisher';

export function createPublisher(http: KyInstance) {
  return {
    /** Saves one search to the person's history (SPEC §7: search_text, type GLOBAL_SEARCH, user_id, sub_type). */
    saveSearch(entry: HistoryEntry, userId: number): Promise<void> {
      return serviceCall(SERVICE, 'saveSearchHistory', async () => {
        // Chosen path and topic (SPEC §7 "a public publish for the search-history upsert topic").
        await call(http, publishSearch, {
          body: {
            topic: SEARCH_HISTORY_TOPIC,
            message: {
              search_text: entry.search_text,
              type: 'GLOBAL_SEARCH',
              user_id: userId,
              sub_type: entry.sub_type,
              search_providers: entry.providerId ? [{ therapy_provider_id: entry.providerId }] : [],
              users: entry.userId ? [{ user_id: entry.userId }] : [],
            },
          },
        });
      });
    },
  };
}
export type Publisher = ReturnType<typeof createPublisher>;
