import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * Help (issue #37; SPEC §2 /caretools): how-to articles about the product, stored as sections
 * with headings like the resource hub's (the assistant cites them), searched in full text on the
 * server. SPEC §7 shows no help calls: the paths are chosen under /api/help-center/v1.
 */
export const BASE = '/api/help-center/v1';

/** A search longer than this is refused (a sentence is plenty to find an article). */
export const MAX_HELP_QUERY_LENGTH = 200;

export const helpSection = z.object({ heading: z.string(), body: z.string() });
export type HelpSection = z.infer<typeof helpSection>;

export const helpArticle = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: z.string(),
  sections: z.array(helpSection),
  /** With a search: the heading of the section that matched best (null when the title did, or without one). */
  matched_heading: z.nullable(z.string()),
});
export type HelpArticle = z.infer<typeof helpArticle>;

export const articles = endpoint({
  method: 'GET',
  path: `${BASE}/articles`,
  summary:
    'The help articles with their sections, matching a search when given (full text over titles and sections, best first; otherwise in the page’s order).',
  query: z.object({
    q: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(MAX_HELP_QUERY_LENGTH, { error: `must be ${MAX_HELP_QUERY_LENGTH} characters or fewer` }),
        z.refine((v) => !v.includes('\0'), { error: 'must not contain NUL' }),
      ),
    ),
  }),
  response: z.object({ data: z.array(helpArticle) }),
  auth: 'bearer',
});
