import type { PostComment, PostThread, VoteTarget } from './community.types';

/** One upvote toggled on the post or a comment: the count moves with the reader's mark. */
export function toggleVote(thread: PostThread, target: VoteTarget): PostThread {
  const flip = <T extends { upvoted: boolean; upvotes: number }>(x: T): T => ({
    ...x,
    upvoted: !x.upvoted,
    upvotes: Math.max(0, x.upvotes + (x.upvoted ? -1 : 1)),
  });
  if (target.kind === 'post') return { ...thread, post: flip(thread.post) };
  return { ...thread, comments: thread.comments.map((c) => (c.id === target.id ? flip(c) : c)) };
}

/** The server's count for one target, after a vote. */
export function takeVote(thread: PostThread, target: VoteTarget, vote: { upvotes: number; upvoted: boolean }): PostThread {
  if (target.kind === 'post') return { ...thread, post: { ...thread.post, ...vote } };
  return { ...thread, comments: thread.comments.map((c) => (c.id === target.id ? { ...c, ...vote } : c)) };
}

/** Whether the reader's mark on a target is up (what a vote request asks for next). */
export function isUpvoted(thread: PostThread, target: VoteTarget): boolean {
  return target.kind === 'post' ? thread.post.upvoted : (thread.comments.find((c) => c.id === target.id)?.upvoted ?? false);
}

/**
 * Comments as the page shows them: top-level in order, each followed by its replies (two levels:
 * a reply to a reply hangs under the same top-level comment). The accepted answer comes first.
 */
export function threadOrder(
  comments: PostComment[],
  acceptedId: string | null,
): { comment: PostComment; replies: PostComment[] }[] {
  const byId = new Map(comments.map((c) => [c.id, c]));
  const rootOf = (c: PostComment): string => {
    let at = c;
    for (let hops = 0; at.parentId && byId.has(at.parentId) && hops < 2; hops++) at = byId.get(at.parentId)!;
    return at.id;
  };
  const tops = comments.filter((c) => !c.parentId || !byId.has(c.parentId));
  const rows = tops.map((comment) => ({
    comment,
    replies: comments.filter((c) => c !== comment && c.parentId && rootOf(c) === comment.id),
  }));
  return rows.sort((a, b) => Number(b.comment.id === acceptedId) - Number(a.comment.id === acceptedId));
}
