import type { KyInstance } from 'ky';
import * as search from '../../contract/search';
import {
  NO_REFINEMENTS,
  SEARCH_FILTERS,
  type FilterCounts,
  type ResultItem,
  type ResultPage,
  type SearchRequest,
} from '../../machines/search/searchPage.setup';
import { call } from './call';
import { serviceCall } from './http';

/** The search page's calls (SPEC §7 search engine, contract/search.ts), loaded with the page rather than with the header. */
const SERVICE = 'searchEngine';

interface Page {
  items: ResultItem[];
  total: number;
  understood?: { search_text: string; location: string | null } | undefined;
  match?: search.Match | undefined;
}

type Paged<T> = { data: { data: T[]; total: number; understood?: Page['understood']; match?: search.Match | undefined } };

/** One filter's call (SPEC §7, §9: 1 Caregiver … 6 Tags), its answer as the page's items. */
async function filterPage(http: KyInstance, r: SearchRequest, signal?: AbortSignal): Promise<Page> {
  const base = { search_text: r.query, page: r.page, size: r.size };
  const options = signal ? { signal } : {};
  const page = <T>(answer: Paged<T>, item: (raw: T) => ResultItem) => ({
    items: answer.data.data.map(item),
    total: answer.data.total,
    understood: answer.data.understood,
    match: answer.data.match,
  });
  switch (r.filter) {
    case 1: {
      const body = { ...base, ...(r.location ? { location: r.location } : {}) };
      return page(await call(http, search.searchUsers, { body, ...options }), (p) => ({ kind: 'person', ...p }));
    }
    case 2: {
      // One entry serves both categories: its answer is a page of the category asked for.
      const answer = (await call(http, search.searchCategory, {
        params: { category: 'concierge' },
        body: base,
        ...options,
      })) as Paged<search.Person>;
      return page(answer, (p) => ({ kind: 'person', ...p }));
    }
    case 3: {
      const answer = (await call(http, search.searchCategory, {
        params: { category: 'provider' },
        body: base,
        ...options,
      })) as Paged<search.Provider>;
      return page(answer, (p) => ({ kind: 'provider', ...p }));
    }
    case 4:
    case 5: {
      const body = { ...base, date_posted: r.datePosted, sort_by: r.sortBy, tags: r.tags };
      const entry = r.filter === 4 ? search.searchPosts : search.searchThreads;
      return page(await call(http, entry, { body, ...options }), (p) => ({ kind: 'post', ...p }));
    }
    case 6:
      return page(await call(http, search.searchTags, { body: base, ...options }), (t) => ({ kind: 'tag', ...t }));
  }
}

/** One page of results for a search-page filter. */
export function searchResults(http: KyInstance, request: SearchRequest, signal?: AbortSignal): Promise<ResultPage> {
  return serviceCall(SERVICE, `search filter ${request.filter}`, async () => {
    const { items, total, understood, match } = await filterPage(http, request, signal);
    return {
      items,
      total,
      understood: understood ? { text: understood.search_text, location: understood.location } : null,
      match: match ?? 'all',
    };
  });
}

/** How many results each filter has for a query (the tabs' counts): one result asked of each, its total kept. */
export async function searchCounts(http: KyInstance, query: string, signal?: AbortSignal): Promise<FilterCounts> {
  const totals = await Promise.all(
    SEARCH_FILTERS.map(async ({ value }) => {
      const page = await searchResults(http, { ...NO_REFINEMENTS, filter: value, query, page: 0, size: 1 }, signal);
      return [value, page.total] as const;
    }),
  );
  return Object.fromEntries(totals) as FilterCounts;
}
