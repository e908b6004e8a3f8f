import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { pageSize } from './fields';

/**
 * A person's bookmarked articles (contract/resources.ts has the resource hub's other entries and
 * re-exports these): on their own so the dashboard's saved block loads this list's shape only.
 */

export const BASE = '/api/resource-hub/v1';

export const CATEGORIES = ['getting-started', 'screening', 'therapies', 'school', 'insurance', 'wellbeing'] as const;
export type Category = (typeof CATEGORIES)[number];

export const bookmark = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.enum(CATEGORIES),
  reading_minutes: z.int(),
  bookmarked_at: z.string(),
});
export type Bookmark = z.infer<typeof bookmark>;

export const bookmarks = endpoint({
  method: 'GET',
  path: `${BASE}/bookmarks`,
  summary: 'The signed-in person’s own bookmarked articles, most recently saved first.',
  query: z.object({ limit: z.optional(pageSize(100)) }),
  response: z.object({ data: z.array(bookmark) }),
  auth: 'bearer',
});
