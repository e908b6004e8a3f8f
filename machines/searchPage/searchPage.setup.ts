import { assign, setup } from 'xstate';
import { unprovidedPromise } from '../placeholder';

import type { SearchFilter } from '../domain/searchFilters';

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
    }
  | { kind: 'tag'; tag: string; posts: number; questions: number };

export interface ResultPage {
  items: ResultItem[];
  total: number;
}

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

export type SearchPageInput = { query: string; filter: SearchFilter };

export interface SearchPageContext extends SearchPageInput, Refinements {
  items: ResultItem[];
  total: number;
  /** The last page loaded, 0-based. */
  page: number;
  /** Load more failed: said under the list, which stays. */
  moreFailed: boolean;
}

export type SearchPageEvent =
  /** The URL's q or selectedFilter changed (a tab, a new search, back/forward). */
  | { type: 'page.params'; query: string; filter: SearchFilter }
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

/** The search page flow's types, effects and guards; the chart is in searchPage.machine.ts. */
export const searchPageSetup = setup({
  types: {
    tags: {} as 'loading' | 'loading more' | 'has results' | 'empty' | 'error',
    context: {} as SearchPageContext,
    input: {} as SearchPageInput,
    events: {} as SearchPageEvent,
  },
  actors: {
    // The search-engine service, provided in src/features/searchPage/wiring.ts.
    fetchResults: unprovidedPromise<ResultPage, SearchRequest>('searchPage', 'fetchResults'),
  },
  actions: {
    'take params': assign((_, params: { query: string; filter: SearchFilter }) => ({
      query: params.query,
      filter: params.filter,
      // A new search or another filter starts from its defaults.
      ...NO_REFINEMENTS,
    })),
    'take first page': assign((_, params: { page: ResultPage }) => ({
      items: params.page.items,
      total: params.page.total,
      page: 0,
      moreFailed: false,
    })),
  },
  guards: {
    'params changed': ({ context }, params: { query: string; filter: SearchFilter }) =>
      params.query !== context.query || params.filter !== context.filter,
    'has more': ({ context }) => context.items.length < context.total,
    'no results': (_, params: { page: ResultPage }) => params.page.items.length === 0,
    'is a new tag': ({ context }, params: { tag: string }) => params.tag.trim() !== '' && !context.tags.includes(params.tag),
  },
});
