import type * as contract from '../../contract/community-comment';
import type { Author as ContractAuthor } from '../../contract/community-feed';
import type { Author, PostComment } from './community.types';

/**
 * The community's contract shapes as its machines hold them: used by the community's service
 * (src/services) for what it reads, and by the post page for a comment that came live with its
 * event (issue #60), so both read a comment the same way.
 */

export const authorOf = (a: ContractAuthor): Author => ({
  userId: a.user_id,
  userName: a.user_name,
  displayName: a.display_name,
  imageUrl: a.profile_picture,
});

export const commentOf = (c: contract.Comment): PostComment => ({
  id: String(c.comment_id),
  parentId: c.parent_id === null ? null : String(c.parent_id),
  author: authorOf(c.author),
  body: c.body ?? '',
  createdAt: c.created_at,
  upvotes: c.upvotes,
  upvoted: c.upvoted,
  mine: c.is_own,
  editable: c.editable_until !== null,
  deleted: c.is_deleted,
  hidden: c.hidden !== null,
  hiddenByModerator: c.hidden === 'MODERATOR' ? { reason: c.hidden_reason } : null,
});
