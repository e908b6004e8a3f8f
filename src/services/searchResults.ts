import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import {
  NO_REFINEMENTS,
  SEARCH_FILTERS,
  type FilterCounts,
  type ResultItem,
  type ResultPage,
  type SearchRequest,
} from '../../machines/search/searchPage.setup';
import { serviceCall } from './http';
import { PREFIX, SERVICE, personSchema as person, providerSchema as provider } from './searchEngineShapes';

/** The search page's calls (SPEC §7 search engine), loaded with the page rather than with the header. */
const post = z.object({
  post_id: z.int(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  upvotes: z.int(),
  date_posted: z.string(),
  author_user_name: z.string(),
});
const tag = z.object({ tag: z.string(), posts: z.int(), questions: z.int() });
/** What the server read the request as: its search words and the place it named ("in Denver" → "Denver, CO"). */
const understood = z.object({ search_text: z.string(), location: z.nullable(z.string()) });
const paged = <T extends z.core.$ZodType>(item: T) =>
  z.object({ data: z.object({ data: z.array(item), total: z.int(), understood: z.optional(understood) }) });

/** The endpoint of each search-page filter (SPEC §7, §9: 1 Caregiver … 6 Tags). */
const FILTER_CALLS = {
  1: { path: `${PREFIX}/v1/users`, schema: paged(person), kind: 'person' },
  2: { path: `${PREFIX}/v2/search/concierge`, schema: paged(person), kind: 'person' },
  3: { path: `${PREFIX}/v2/search/provider`, schema: paged(provider), kind: 'provider' },
  4: { path: `${PREFIX}/v1/posts`, schema: paged(post), kind: 'post' },
  5: { path: `${PREFIX}/v1/threads`, schema: paged(post), kind: 'post' },
  6: { path: `${PREFIX}/v1/tags`, schema: paged(tag), kind: 'tag' },
} as const;

function toItem(kind: (typeof FILTER_CALLS)[keyof typeof FILTER_CALLS]['kind'], raw: unknown): ResultItem {
  switch (kind) {
    case 'person':
      return { kind, ...(raw as z.infer<typeof person>) };
    case 'provider':
      return { kind, ...(raw as z.infer<typeof provider>) };
    case 'post':
      return { kind, ...(raw as z.infer<typeof post>) };
    case 'tag':
      return { kind, ...(raw as z.infer<typeof tag>) };
  }
}

/** One page of results for a search-page filter. */
export function searchResults(http: KyInstance, request: SearchRequest, signal?: AbortSignal): Promise<ResultPage> {
  const call = FILTER_CALLS[request.filter];
  const json: Record<string, unknown> = { search_text: request.query, page: request.page, size: request.size };
  if (request.filter === 1 && request.location) json.location = request.location;
  if (request.filter === 4 || request.filter === 5) {
    json.date_posted = request.datePosted;
    json.sort_by = request.sortBy;
    json.tags = request.tags;
  }
  return serviceCall(SERVICE, `search filter ${request.filter}`, async () => {
    const body = await http.post(call.path, { json, signal, retry: 0 }).json();
    const { data } = call.schema.parse(body);
    return {
      items: data.data.map((raw) => toItem(call.kind, raw)),
      total: data.total,
      understood: data.understood ? { text: data.understood.search_text, location: data.understood.location } : null,
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
