import * as z from 'zod/mini';
import { count } from './fields';
import { author, HIDDEN_REASONS } from './community-feed';

/**
 * A comment as its reader is given it, on its own so the event stream's contract (every signed-in
 * page) can carry a live comment (issue #60) without the rest of the community's contract;
 * contract/community.ts re-exports it.
 */

const when = z.string();

/** A comment: a reply names its parent (two levels: a reply has no replies). */
export const comment = z.object({
  comment_id: z.int(),
  post_id: z.int(),
  parent_id: z.nullable(z.int()),
  author,
  /** Plain text, or null once deleted (a deleted comment with replies stays as a placeholder). */
  body: z.nullable(z.string()),
  is_deleted: z.boolean(),
  upvotes: count,
  upvoted: z.boolean(),
  is_own: z.boolean(),
  editable_until: z.nullable(when),
  is_accepted: z.boolean(),
  created_at: when,
  edited_at: z.nullable(when),
  /** MODERATOR: others see a placeholder (body null) saying a moderator hid it; REPORTED: others do not see it. */
  hidden: z.nullable(z.enum(HIDDEN_REASONS)),
  /** Why a moderator hid it, for its author and the moderators (null for anyone else). */
  hidden_reason: z._default(z.nullable(z.string()), null),
});
export type Comment = z.infer<typeof comment>;
