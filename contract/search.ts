import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { id, pageIndex, pageSize } from './fields';

/** Global search and the search page (SPEC §7 search engine), the search-history publish and zip codes. */

const SE = '/api/search-engine';

/**
 * The longest search text the server reads (characters). The client cuts pasted text to the same
 * limit (machines/domain/constants.ts SEARCH.maxLength).
 */
export const SEARCH_TEXT_MAX = 100;

/** Search text as typed: trimmed, at most SEARCH_TEXT_MAX characters; empty is allowed where a route says so. */
export const searchText = z.pipe(
  z
    .string({ error: 'must be text' })
    .check(z.maxLength(SEARCH_TEXT_MAX * 4, { error: `must be ${SEARCH_TEXT_MAX} characters or fewer` })),
  z.transform((text) => Array.from(text.trim()).slice(0, SEARCH_TEXT_MAX).join('')),
);
const required = searchText.check(z.refine((text) => text.length > 0, { error: 'must not be blank' }));
const optionalText = z._default(searchText, '');
const paging = { page: z._default(pageIndex, 0), size: z._default(pageSize(50), 10) };

const nullableText = z._default(z.nullable(z.string()), null);
export const provider = z.object({
  therapy_provider_id: z.int(),
  name: z.string(),
  provider_image_url: nullableText,
  website: nullableText,
  services: z._default(z.string(), ''),
  location: nullableText,
  /** Miles from the place the request named ("near 02139", "in Boston"), to a tenth; null without one. */
  distance_miles: z._default(z.nullable(z.number()), null),
});
export const person = z.object({
  user_id: z.int(),
  user_name: z.string(),
  user_type: z.int(),
  profile_picture: nullableText,
  display_name: z.string(),
  is_mentor: z._default(z.boolean(), false),
  location: nullableText,
});
export const post = z.object({
  post_id: z.int(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  upvotes: z.int(),
  date_posted: z.string(),
  author_user_name: z.string(),
  /** SPEC §6's display name of the author (issue #63.6): what the result says; the user name is for the link. */
  author_display_name: z._default(z.string(), ''),
});
export const tag = z.object({ tag: z.string(), posts: z.int(), questions: z.int() });
/** What the server read the request as: its search words and the place it named ("in Denver" → "Denver, CO"). */
export const understood = z.object({ search_text: z.string(), location: z.nullable(z.string()) });
/**
 * How providers matched: `all` (every word, and within 25 miles of the place named), or `closest`
 * when none did and these are the nearest to it (most words matched, then nearest): the page says so.
 */
export const MATCHES = ['all', 'closest'] as const;
export const match = z._default(z.enum(MATCHES), 'all');
export type Match = (typeof MATCHES)[number];
const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    data: z.object({
      data: z.array(item),
      total: z.int(),
      page: z.optional(z.int()),
      size: z.optional(z.int()),
      understood: z.optional(understood),
      match: z.optional(match),
    }),
  });

export const globalSearch = endpoint({
  method: 'POST',
  path: `${SE}/v2/search`,
  summary: 'The header’s suggestions: therapy providers and people, best first.',
  body: z.object({ search_text: required }),
  response: z.object({
    service_providers: z.object({ result: z.array(provider), total: z.optional(z.int()), match: z.optional(match) }),
    users: z.object({ resources: z.array(person), total: z.optional(z.int()) }),
    understood: z.optional(understood),
  }),
  auth: 'bearer',
});

export const searchCategory = endpoint({
  method: 'POST',
  path: `${SE}/v2/search/:category`,
  summary: 'Search page filters 2 (concierge: mentors) and 3 (provider: therapy providers), paged.',
  params: z.object({ category: z.enum(['provider', 'concierge'], { error: 'must be provider or concierge' }) }),
  body: z.object({ search_text: optionalText, ...paging }),
  response: z.union([paged(person), paged(provider)]),
  auth: 'bearer',
});

export const searchUsers = endpoint({
  method: 'POST',
  path: `${SE}/v1/users`,
  summary: 'Search page filter 1 (people), with an optional location (a zip code or “City, ST”).',
  body: z.object({
    search_text: optionalText,
    location: z.optional(z.string().check(z.trim(), z.maxLength(80, { error: 'must be 80 characters or fewer' }))),
    ...paging,
  }),
  response: paged(person),
  auth: 'bearer',
});

const postsBody = z.object({
  search_text: optionalText,
  date_posted: z._default(z.enum(['ANY', 'PAST_DAY', 'PAST_WEEK', 'PAST_MONTH', 'PAST_YEAR']), 'ANY'),
  sort_by: z._default(z.enum(['RELEVANCE', 'NEWEST', 'MOST_UPVOTED']), 'RELEVANCE'),
  tags: z._default(
    z
      .array(z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(40)))
      .check(z.maxLength(10, { error: 'at most 10 tags' })),
    [],
  ),
  ...paging,
});

export const searchPosts = endpoint({
  method: 'POST',
  path: `${SE}/v1/posts`,
  summary: 'Search page filter 4 (community posts).',
  body: postsBody,
  response: paged(post),
  auth: 'bearer',
});

export const searchThreads = endpoint({
  method: 'POST',
  path: `${SE}/v1/threads`,
  summary: 'Search page filter 5 (questions).',
  body: postsBody,
  response: paged(post),
  auth: 'bearer',
});

export const searchTags = endpoint({
  method: 'POST',
  path: `${SE}/v1/tags`,
  summary: 'Search page filter 6 (tags), with how many posts and questions carry each.',
  body: z.object({ search_text: optionalText, ...paging }),
  response: paged(tag),
  auth: 'bearer',
});

const historyQuery = z.object({ type: z.literal('GLOBAL_SEARCH', { error: 'must be GLOBAL_SEARCH' }) });
export const SUB_TYPES = ['PROVIDER_NAME', 'USER', 'FREE_TEXT'] as const;

export const searchHistory = endpoint({
  method: 'GET',
  path: `${SE}/v1/search-history`,
  summary: 'The person’s recent searches, newest first, with what each pointed at (as it is now).',
  query: historyQuery,
  response: z.object({
    data: z.array(
      z.object({
        search_text: z.string(),
        sub_type: z.enum(SUB_TYPES),
        searched_at: z.optional(z.string()),
        search_providers: z._default(z.array(provider), []),
        users: z._default(z.array(person), []),
      }),
    ),
  }),
  auth: 'bearer',
});

export const clearSearchHistory = endpoint({
  method: 'DELETE',
  path: `${SE}/v1/search-history`,
  summary: 'Clears the person’s recent searches of that type.',
  query: historyQuery,
  response: z.object({ result: z.literal('ok'), deleted: z.optional(z.int()) }),
  auth: 'bearer',
});

/** Chosen topic name (SPEC §7 does not show it): the search-history upsert. */
export const SEARCH_HISTORY_TOPIC = 'SEARCH_HISTORY_UPSERT';

const historyMessage = z
  .object({
    search_text: required,
    type: z.literal('GLOBAL_SEARCH', { error: 'must be GLOBAL_SEARCH' }),
    user_id: id,
    sub_type: z.enum(SUB_TYPES),
    search_providers: z._default(z.array(z.object({ therapy_provider_id: id })).check(z.maxLength(1)), []),
    users: z._default(z.array(z.object({ user_id: id })).check(z.maxLength(1)), []),
  })
  .check(
    z.refine((m) => m.sub_type !== 'PROVIDER_NAME' || m.search_providers.length === 1, {
      error: 'a PROVIDER_NAME search names its provider',
      path: ['search_providers'],
    }),
    z.refine((m) => m.sub_type !== 'USER' || m.users.length === 1, { error: 'a USER search names its user', path: ['users'] }),
  );

export const publishSearch = endpoint({
  method: 'POST',
  path: '/public/message-publisher/v1/publish',
  summary:
    'Saves one search to the person’s history (topic SEARCH_HISTORY_UPSERT). “Public” is the path: it needs the person’s access token, and writes only their history.',
  body: z.object({
    topic: z.literal(SEARCH_HISTORY_TOPIC, { error: `must be ${SEARCH_HISTORY_TOPIC}` }),
    message: historyMessage,
  }),
  status: 202,
  response: z.object({ result: z.literal('accepted') }),
  errors: { 401: 'no valid access token', 403: 'another person’s history', 404: 'no such provider or person' },
  auth: 'bearer',
  hidden: true,
});

export const zipCodes = endpoint({
  method: 'POST',
  path: '/public/static-data/v1/zipcode',
  summary:
    'Location autocomplete over every US zip code and town: zip codes by prefix, or towns by name prefix (the most populous first, "City, S" narrowing the state), then the named town’s zip codes.',
  body: z.object({
    search_text: z
      .string()
      .check(z.trim(), z.minLength(1, { error: 'is required' }), z.maxLength(40, { error: 'must be 40 characters or fewer' })),
  }),
  response: z.object({
    data: z.array(
      z.object({
        /** A zip code, or a whole town (zip_code '': the field's value is then "City, ST"). */
        kind: z._default(z.enum(['zip', 'city']), 'zip'),
        zip_code: z.string(),
        city: z.string(),
        state: z.string(),
        location: z.string(),
      }),
    ),
  }),
  auth: 'public',
});

export type Provider = z.output<typeof provider>;
export type Person = z.output<typeof person>;
