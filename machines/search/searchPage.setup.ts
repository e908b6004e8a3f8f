import { assign, not, or, setup, stateIn } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';

import { DEFAULT_FILTER, SEARCH_FILTERS, type SearchFilter } from '../domain/searchFilters';

/** SPEC §9 search filters: 1 Caregiver, 2 Concierge, 3 Provider, 4 Community, 5 Questions, 6 Tags. */
export { asFilter, DEFAULT_FILTER, SEARCH_FILTERS, type SearchFilter } from '../domain/searchFilters';
export const RESULTS_PAGE_SIZE = 10;

export type DatePosted = 'ANY' | 'PAST_DAY' | 'PAST_WEEK' | 'PAST_MONTH' | 'PAST_YEAR';
export type SortBy = 'RELEVANCE' | 'NEWEST' | 'MOST_UPVOTED';

export type ResultItem =
  | {
      kind: 'person';
      user_id: number;
      user_name: string;
      user_type: number;
      display_name: string;
      profile_picture: string | null;
      is_mentor: boolean;
      location: string | null;
    }
  | {
      kind: 'provider';
      therapy_provider_id: number;
      name: string;
      provider_image_url: string | null;
      website: string | null;
      services: string;
      location: string | null;
      /** Miles from the place the request named, when it named one. */
      distance_miles?: number | null;
    }
  | {
      kind: 'post';
      post_id: number;
      title: string;
      excerpt: string;
      tags: string[];
      upvotes: number;
      date_posted: string;
      author_user_name: string;
      author_display_name?: string;
    }
  | { kind: 'tag'; tag: string; posts: number; questions: number };

/** What the server read a request as: its search words and the place it named ("Denver, CO", or the person's zip for "near me"). */
export interface Understood {
  text: string;
  location: string | null;
}

/** `closest` when nothing matched all of the request (and its place): these are the nearest matches, said so. */
export type Match = 'all' | 'closest';

export interface ResultPage {
  items: ResultItem[];
  total: number;
  understood?: Understood | null;
  match?: Match;
}

/** How many results each filter has for a query (the filter tabs' counts). */
export type FilterCounts = Record<SearchFilter, number>;

/** The refinements of filters 1 (location) and 4–5 (date, order, tags). */
export interface Refinements {
  location: string;
  datePosted: DatePosted;
  sortBy: SortBy;
  tags: string[];
}

export interface SearchRequest extends Refinements {
  filter: SearchFilter;
  query: string;
  page: number;
  size: number;
}

/** `filter` is the URL's selectedFilter; null when none was chosen (Enter, voice search): the page picks one. */
export type SearchPageInput = { query: string; filter: SearchFilter | null };

export interface SearchPageContext extends Refinements {
  query: string;
  /** The filter the URL names; null when none was chosen. */
  asked: SearchFilter | null;
  /** The filter shown: the one asked, else SPEC's default when it has results, else the first that has (see shownFilter). */
  filter: SearchFilter;
  /** Each filter's results for the query (the tabs); null while counting or when counting failed. */
  counts: FilterCounts | null;
  /** The place the server read in the request: the location filter shows it until the person chooses one. */
  placeRead: string | null;
  /** What the server read as the words searched for ("speech therapist"), for the closest-matches heading. */
  wordsRead: string;
  /** How the results matched the request: `closest` when none matched all of it. */
  match: Match;
  items: ResultItem[];
  total: number;
  /** The last page loaded, 0-based. */
  page: number;
  /** Load more failed: said under the list, which stays. */
  moreFailed: boolean;
}

export type SearchPageEvent =
  /** The URL's q or selectedFilter changed (a tab, a new search, back/forward). */
  | { type: 'page.params'; query: string; filter: SearchFilter | null }
  | { type: 'results.retry' }
  | { type: 'results.loadMore' }
  | { type: 'refine.location'; location: string }
  | { type: 'refine.datePosted'; datePosted: DatePosted }
  | { type: 'refine.sortBy'; sortBy: SortBy }
  | { type: 'refine.addTag'; tag: string }
  | { type: 'refine.removeTag'; tag: string };

export const NO_REFINEMENTS: Refinements = { location: '', datePosted: 'ANY', sortBy: 'RELEVANCE', tags: [] };

export const requestFor = (context: SearchPageContext, page: number): SearchRequest => ({
  filter: context.filter,
  query: context.query,
  page,
  size: RESULTS_PAGE_SIZE,
  location: context.location,
  datePosted: context.datePosted,
  sortBy: context.sortBy,
  tags: context.tags,
});

/**
 * The filter a search with none chosen shows (issue #28.2): SPEC §9's default when it has
 * results, else the first filter (in SPEC's order) that has, else the default.
 */
export function shownFilter(counts: FilterCounts | null): SearchFilter {
  if (!counts || counts[DEFAULT_FILTER] > 0) return DEFAULT_FILTER;
  return SEARCH_FILTERS.find((f) => counts[f.value] > 0)?.value ?? DEFAULT_FILTER;
}

/** Another filter with results, for the link an empty filter shows; null when none has any (or counts are unknown). */
export function filterWithResults(context: Pick<SearchPageContext, 'counts' | 'filter'>): SearchFilter | null {
  const { counts, filter } = context;
  return SEARCH_FILTERS.find((f) => f.value !== filter && (counts?.[f.value] ?? 0) > 0)?.value ?? null;
}

/** The search page flow's types, effects and guards; the chart is in searchPage.machine.ts. */
export const searchPageSetup = setup({
  types: {
    tags: {} as 'loading' | 'loading more' | 'has results' | 'empty' | 'error' | 'counting',
    context: {} as SearchPageContext,
    input: {} as SearchPageInput,
    events: {} as SearchPageEvent,
  },
  actors: {
    // The search-engine service, provided in src/features/search/searchPageWiring.ts.
    fetchResults: unprovidedPromise<ResultPage, SearchRequest>('searchPage', 'fetchResults'),
    fetchCounts: unprovidedPromise<FilterCounts, { query: string }>('searchPage', 'fetchCounts'),
  },
  actions: {
    'take params': assign(({ context }, params: { query: string; filter: SearchFilter | null }) => ({
      query: params.query,
      asked: params.filter,
      // None chosen: 'pick filter' sets it once the counts are in.
      filter: params.filter ?? DEFAULT_FILTER,
      // A new search or another filter starts from its defaults.
      ...NO_REFINEMENTS,
      ...(params.query === context.query ? {} : { placeRead: null }),
    })),
    'forget counts': assign({ counts: null }),
    'take counts': assign((_, params: { counts: FilterCounts }) => ({ counts: params.counts })),
    'pick filter': assign(({ context }) => ({ filter: shownFilter(context.counts) })),
    'take first page': assign(({ context }, params: { page: ResultPage }) => ({
      items: params.page.items,
      total: params.page.total,
      page: 0,
      moreFailed: false,
      match: params.page.match ?? 'all',
      wordsRead: params.page.understood?.text ?? context.query,
      // The shown filter's tab counts what its list has (a location or tags narrow it).
      counts: context.counts && { ...context.counts, [context.filter]: params.page.total },
      // The place read from the request, until the person chooses a location themselves.
      placeRead: context.location === '' ? (params.page.understood?.location ?? context.placeRead) : context.placeRead,
    })),
  },
  guards: {
    'query changed': ({ context }, params: { query: string }) => params.query !== context.query,
    'filter changed': ({ context }, params: { filter: SearchFilter | null }) => params.filter !== context.asked,
    'filter asked': ({ context }) => context.asked !== null,
    'counts settled': not(stateIn('#searchPage.counts.counting')),
    'results shown': or([stateIn('#searchPage.search.results'), stateIn('#searchPage.search.empty')]),
    'has more': ({ context }) => context.items.length < context.total,
    'no results': (_, params: { page: ResultPage }) => params.page.items.length === 0,
    'is a new tag': ({ context }, params: { tag: string }) => params.tag.trim() !== '' && !context.tags.includes(params.tag),
  },
});
