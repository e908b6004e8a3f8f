import * as z from 'zod/mini';
import { endpoint, ok } from './endpoint';
import { pageSize } from './fields';

/**
 * Favorites (/bookmarks, SPEC §2's Favorites entry): every bookmark of the signed-in person, of
 * whatever kind, in one list. SPEC §7 shows no path for it: these are chosen under
 * /api/favorites/v1. Each kind's bookmarks are still made where the thing is (a note's
 * TOPIC_BOOKMARKS publish, an article's bookmark button); this list reads them all and removes one.
 *
 * A group is one entry below (its heading, and how a person bookmarks that kind, for the empty
 * page) plus its source in server/favorites/sources.ts, which the compiler asks for.
 */
export const FAVORITE_GROUPS = {
  notes: { title: 'Notes', how: 'Open a note in Concierge › Notes and choose Bookmark.' },
  articles: { title: 'Resource hub articles', how: 'Open an article in the Resource Hub and choose Bookmark.' },
  communities: { title: 'Communities', how: 'Open a community in Community › Discover and choose Bookmark.' },
  posts: { title: 'Posts and questions', how: 'Open a post or question in Community and choose Bookmark.' },
  providers: { title: 'Providers', how: 'Find a provider in Providers and choose Save, in the results or on its page.' },
} as const;

export type FavoriteKind = keyof typeof FAVORITE_GROUPS;
export const FAVORITE_KINDS = Object.keys(FAVORITE_GROUPS) as [FavoriteKind, ...FavoriteKind[]];

const BASE = '/api/favorites/v1';

/** A path inside the app (never another site): where the bookmarked thing is opened. */
const appPath = z.string().check(z.regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path in the app'), z.maxLength(300, 'is too long'));

export const favorite = z.object({
  kind: z.enum(FAVORITE_KINDS),
  /** The bookmarked thing's id within its kind (a note's id, an article's slug, a provider's id). */
  source_id: z.string(),
  title: z.string(),
  /** One line about it, as text (whose note it is, an article's reading time). */
  detail: z.nullable(z.string()),
  href: appPath,
  bookmarked_at: z.string(),
});
export type Favorite = z.infer<typeof favorite>;

/** At most this many of each kind (a person's notes are bounded at 1,000; the list stays a page). */
export const FAVORITES_PER_KIND = 200;

export const list = endpoint({
  method: 'GET',
  path: `${BASE}/bookmarks`,
  summary: `The signed-in person’s own bookmarks of every kind, most recently saved first (at most ${FAVORITES_PER_KIND} of each kind); a note they may no longer read is left out. With \`limit\`, only the newest that many (the dashboard's Recently saved).`,
  query: z.object({ limit: z.optional(pageSize(FAVORITES_PER_KIND)) }),
  response: z.object({ data: z.array(favorite) }),
  auth: 'bearer',
});

export const removeParams = z.object({
  kind: z.enum(FAVORITE_KINDS, { error: `must be one of ${FAVORITE_KINDS.join(', ')}` }),
  source_id: z.string().check(z.minLength(1, 'is required'), z.maxLength(120, 'is too long')),
});

export const remove = endpoint({
  method: 'DELETE',
  path: `${BASE}/bookmarks/:kind/:source_id`,
  summary: 'Removes one of the signed-in person’s own bookmarks.',
  params: removeParams,
  response: ok,
  errors: { 404: 'the person has no such bookmark' },
  auth: 'bearer',
});
