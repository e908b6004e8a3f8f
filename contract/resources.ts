import * as z from 'zod/mini';
import { endpoint, ok } from './endpoint';
import { BASE, CATEGORIES, type Category } from './resources-bookmarks';

// A person's bookmarks (their list and shape) are in resources-bookmarks.ts, for the dashboard's
// saved block; every entry of the feature is still here.
export { bookmark, bookmarks, CATEGORIES, type Bookmark, type Category } from './resources-bookmarks';

/**
 * The signed-in resource hub (issue #34; SPEC §1 "resource hub", §2 /resource-hub): articles
 * stored as sections with headings (the assistant retrieves from them), their categories and
 * reading time, search within the hub (full text over the sections, on the server) and a
 * person's own bookmarks. SPEC §7 shows no resource-hub calls: the paths are chosen under
 * /api/resource-hub/v1.
 */

/** What a person reads on the category filter. */
export const CATEGORY_LABELS: Record<Category, string> = {
  'getting-started': 'Getting started',
  screening: 'Screening and diagnosis',
  therapies: 'Therapies',
  school: 'School support',
  insurance: 'Insurance and benefits',
  wellbeing: 'Caregiver wellbeing',
};

/** A search longer than this is refused (a sentence is plenty to find an article). */
export const MAX_QUERY_LENGTH = 200;

/** An article's address: lower-case words joined by hyphens. */
export const slug = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by hyphens' }), z.maxLength(120));

export const articleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(CATEGORIES),
  reading_minutes: z.int(),
  bookmarked: z.boolean(),
  /** With a search: the heading of the section that matched best (null when the title did). */
  matched_heading: z._default(z.nullable(z.string()), null),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const section = z.object({ heading: z.string(), body: z.string() });
export type Section = z.infer<typeof section>;

export const article = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(CATEGORIES),
  reading_minutes: z.int(),
  bookmarked: z.boolean(),
  updated_at: z.string(),
  sections: z.array(section),
});
export type Article = z.infer<typeof article>;

export const list = endpoint({
  method: 'GET',
  path: `${BASE}/articles`,
  summary:
    'The hub’s articles, in a category and matching a search when given (full text over titles and sections, best first; otherwise by category then title), each with whether the person bookmarked it.',
  query: z.object({
    category: z.optional(z.enum(CATEGORIES, { error: `must be one of ${CATEGORIES.join(', ')}` })),
    q: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(MAX_QUERY_LENGTH, { error: `must be ${MAX_QUERY_LENGTH} characters or fewer` }),
        z.refine((v) => !v.includes('\0'), { error: 'must not contain NUL' }),
      ),
    ),
  }),
  response: z.object({ data: z.array(articleSummary) }),
  auth: 'bearer',
});

const slugParams = z.object({ slug });

export const one = endpoint({
  method: 'GET',
  path: `${BASE}/articles/:slug`,
  summary: 'One article with its sections in order, and whether the person bookmarked it.',
  params: slugParams,
  response: z.object({ data: article }),
  errors: { 404: 'no article with that address' },
  auth: 'bearer',
});

export const addBookmark = endpoint({
  method: 'PUT',
  path: `${BASE}/articles/:slug/bookmark`,
  summary: 'Bookmarks an article for the signed-in person (again is the same).',
  params: slugParams,
  response: ok,
  errors: { 404: 'no article with that address' },
  auth: 'bearer',
});

export const removeBookmark = endpoint({
  method: 'DELETE',
  path: `${BASE}/articles/:slug/bookmark`,
  summary: 'Removes the person’s bookmark of an article (none is the same).',
  params: slugParams,
  response: ok,
  errors: { 404: 'no article with that address' },
  auth: 'bearer',
});
