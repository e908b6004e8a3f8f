import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
import type { RecentSearch, Suggestions } from '../../machines/search/searchOptions';
import type { ResultItem, ResultPage, SearchRequest } from '../../machines/searchPage/searchPage.setup';
import { serviceCall } from './http';

const SERVICE = 'searchEngine';
const PREFIX = 'api/search-engine';
const HISTORY = `${PREFIX}/v1/search-history?type=GLOBAL_SEARCH`;

const nullableText = z._default(z.nullable(z.string()), null);
const provider = z.object({
  therapy_provider_id: z.int(),
  name: z.string(),
  provider_image_url: nullableText,
  website: nullableText,
  services: z._default(z.string(), ''),
  location: nullableText,
});
const person = z.object({
  user_id: z.int(),
  user_name: z.string(),
  user_type: z.int(),
  profile_picture: nullableText,
  display_name: z.string(),
  is_mentor: z._default(z.boolean(), false),
  location: nullableText,
});
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
const globalResponse = z.object({
  service_providers: z.object({ result: z.array(provider) }),
  users: z.object({ resources: z.array(person) }),
});
const historyResponse = z.object({
  data: z.array(
    z.object({
      search_text: z.string(),
      sub_type: z.enum(['PROVIDER_NAME', 'USER', 'FREE_TEXT']),
      search_providers: z._default(z.array(provider), []),
      users: z._default(z.array(person), []),
    }),
  ),
});
const paged = <T extends z.core.$ZodType>(item: T) => z.object({ data: z.object({ data: z.array(item), total: z.int() }) });

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
    /** One page of results for a search-page filter. */
    searchPage(request: SearchRequest, signal?: AbortSignal): Promise<ResultPage> {
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
        return { items: data.data.map((raw) => toItem(call.kind, raw)), total: data.total };
      });
    },
  };
}
export type SearchEngine = ReturnType<typeof createSearchEngine>;
