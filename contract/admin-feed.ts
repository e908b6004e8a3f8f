import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { count, id, pageIndex, pageSize } from './fields';
import { ADMIN, adminReason } from './admin';
import { REPORT_REASONS } from './community';
import { QUEUE_TARGETS, queuePerson as person } from './admin-queue-claim';

export { QUEUE_TARGETS, queueClaim, type QueueClaim, type QueueTarget } from './admin-queue-claim';

/**
 * /admin-feed (issue #36): the moderation queue of reported posts and comments (the community's
 * reports, issue #32). An item is one post or comment with open reports; an administrator claims
 * it (the others see who), then approves it (restored: shown to everyone, its reports dismissed),
 * removes it (hidden for good, kept for the audit trail; its author is told the reason) or ignores
 * the reports (dismissed; the content left as it is). Decisions take a reason and write one audit
 * row per item; several items may be decided at once.
 */
export const FEED_PAGE_SIZE = 20;
export const FEED_SORTS = ['newest', 'most_reported'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
export const DECISIONS = ['approve', 'remove', 'ignore'] as const;
export type Decision = (typeof DECISIONS)[number];
/** At most this many items in one bulk decision. */
export const BULK_MAX = 50;

export const queueItemSchema = z.object({
  target_type: z.enum(QUEUE_TARGETS),
  target_id: z.int(),
  /** The post itself, or the comment's post. */
  post_id: z.int(),
  community: z.nullable(z.object({ community_id: z.int(), community_name: z.string() })),
  author: person,
  /** A post's title; a comment has none. */
  title: z.nullable(z.string()),
  /** A post's Lexical body (rendered as the community renders it), or null for a comment. */
  body_json: z.unknown(),
  /** The plain text: a comment's whole text, a post's text. */
  text: z.string(),
  created_at: z.string(),
  /** Hidden now: by two reports, or by a moderator; null when shown. */
  hidden: z.nullable(z.enum(['REPORTED', 'MODERATOR'])),
  report_count: count,
  last_reported_at: z.string(),
  reports: z.array(z.object({ reporter: person, reason: z.enum(REPORT_REASONS), details: z.string(), created_at: z.string() })),
  /** The administrator working on it, or null. */
  claimed_by: z.nullable(person),
  /** Whether the caller holds the claim. */
  claimed_by_me: z.boolean(),
  /** The author's record: what they wrote, what was removed, how often they were reported. */
  author_history: z.object({ posts: count, comments: count, removed: count, reported: count }),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const itemRef = z.object({ target_type: z.enum(QUEUE_TARGETS), target_id: id });
export type ItemRef = z.infer<typeof itemRef>;

export const queue = endpoint({
  method: 'GET',
  path: `${ADMIN}/feed`,
  summary: 'The reported posts and comments with open reports, newest report or most reported first, a page at a time.',
  query: z.object({
    sort: z._default(z.enum(FEED_SORTS), 'newest'),
    target: z.optional(z.enum(QUEUE_TARGETS)),
    page: z._default(pageIndex, 0),
    size: z._default(pageSize(100), FEED_PAGE_SIZE),
  }),
  response: z.object({
    data: z.object({ data: z.array(queueItemSchema), total: count, page: z.int(), size: z.int() }),
  }),
  errors: { 403: 'not an administrator' },
  auth: 'bearer',
});

export const claim = endpoint({
  method: 'PUT',
  path: `${ADMIN}/feed/:target_type/:id/claim`,
  summary: 'Claims an item for the caller (claimed: true) or lets it go (false); another administrator’s claim is a 409.',
  params: z.object({ target_type: z.enum(QUEUE_TARGETS), id }),
  body: z.object({ claimed: z.boolean() }),
  response: z.object({ data: queueItemSchema }),
  errors: { 403: 'not an administrator', 404: 'not in the queue', 409: 'claimed by another administrator' },
  auth: 'bearer',
});

export const decide = endpoint({
  method: 'POST',
  path: `${ADMIN}/feed/decisions`,
  summary:
    'Approves, removes or ignores one or more items with one reason: one audit row each; a removed item’s author is told the reason.',
  body: z.object({
    items: z.array(itemRef).check(z.minLength(1, 'choose an item'), z.maxLength(BULK_MAX, `at most ${BULK_MAX} items`)),
    decision: z.enum(DECISIONS),
    reason: adminReason,
  }),
  response: z.object({ data: z.object({ decided: count }) }),
  errors: {
    403: 'not an administrator',
    404: 'an item not in the queue',
    409: 'an item claimed by another administrator',
  },
  auth: 'bearer',
});
