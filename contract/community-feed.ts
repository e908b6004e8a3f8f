import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { count, id, pageIndex, pageSize } from './fields';

/**
 * The community's feed call and the shapes it answers (issue #32), on their own so the dashboard's
 * pinned-communities block (issue #34) reads the feed without the rest of the feature's contract;
 * contract/community.ts re-exports every name here, and the feature uses them from there.
 */

const P = '/api/search-engine/v1/community/posts';
const when = z.string();
const data = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });
const pageOf = <T extends z.ZodMiniType>(item: T) => z.object({ data: z.array(item), has_more: z.boolean() });

export const COMMUNITY_LIMITS = {
  name: 80,
  description: 2_000,
  topics: 8,
  topic: 30,
  rules: 10,
  rule: 300,
  title: 200,
  tags: 10,
  tag: 30,
  comment: 5_000,
  reportDetails: 500,
  /** The most a list page holds. */
  page: 50,
} as const;

export const POST_KINDS = ['POST', 'QUESTION'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const FEED_SORTS = ['hot', 'new', 'top'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
export const TOP_WINDOWS = ['week', 'month', 'all'] as const;
export type TopWindow = (typeof TOP_WINDOWS)[number];
/** Why content is hidden: two reports (until reviewed) or a moderator. */
export const HIDDEN_REASONS = ['REPORTED', 'MODERATOR'] as const;

/** A person as the community shows them (SPEC §6 display name). */
export const author = z.object({
  user_id: z.int(),
  user_name: z.string(),
  display_name: z.string(),
  profile_picture: z._default(z.nullable(z.string()), null),
});
export type Author = z.infer<typeof author>;

/** A post or question as a list shows it. */
export const postSummary = z.object({
  post_id: z.int(),
  kind: z.enum(POST_KINDS),
  community: z.object({ community_id: z.int(), community_name: z.string(), image_url: z._default(z.nullable(z.string()), null) }),
  author,
  title: z.string(),
  /** The start of its text, plain (never markup). */
  excerpt: z.string(),
  tags: z.array(z.string()),
  upvotes: count,
  comment_count: count,
  /** Whether the reader upvoted it. */
  upvoted: z.boolean(),
  /** The reader's bookmark of it, or null. */
  bookmark_id: z.nullable(z.string()),
  /** A question whose accepted answer is chosen. */
  is_answered: z.boolean(),
  created_at: when,
  edited_at: z.nullable(when),
  /** Only its author and moderators ever receive hidden content; others never see it at all. */
  hidden: z.nullable(z.enum(HIDDEN_REASONS)),
});
export type PostSummary = z.infer<typeof postSummary>;

export const feedQuery = z.object({
  kind: z._default(z.enum(POST_KINDS), 'POST'),
  sort: z._default(z.enum(FEED_SORTS), 'hot'),
  /** Top's period; ignored by the other sorts. */
  window: z._default(z.enum(TOP_WINDOWS), 'week'),
  /** One community's posts (a community page), else those of every community the reader joined. */
  community_id: z.optional(id),
  /** Only the communities the reader pinned (the dashboard's activity block). */
  pinned: z._default(z.stringbool(), false),
  page: z._default(pageIndex, 0),
  size: z._default(pageSize(COMMUNITY_LIMITS.page), 20),
});
export type FeedQuery = z.input<typeof feedQuery>;

export const feed = endpoint({
  method: 'GET',
  path: P,
  summary:
    'The feed (kind POST) or questions (kind QUESTION) of the reader’s communities, or of one community: hot, new, or top within a window.',
  query: feedQuery,
  response: data(pageOf(postSummary)),
  errors: { 404: 'no such community, or not one the reader may see' },
  auth: 'bearer',
});
