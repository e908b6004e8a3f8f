/**
 * The community as the machines see it (issue #32). The wiring maps the wire shapes of
 * contract/community.ts onto these, so a machine never changes when a field is renamed on the wire.
 */

export type FeedKind = 'posts' | 'questions';
export type FeedSort = 'hot' | 'new' | 'top';
export type TopPeriod = 'week' | 'month' | 'all';

/** The feed's order, as the URL holds it (`?sort=top&t=week`); the period means something with Top only. */
export interface FeedOrder {
  sort: FeedSort;
  period: TopPeriod;
}
export const DEFAULT_ORDER: FeedOrder = { sort: 'hot', period: 'week' };

export interface Author {
  userId: number;
  userName: string;
  displayName: string;
  imageUrl: string | null;
}

/** A post or a question as a list shows it. */
export interface PostSummary {
  id: string;
  kind: 'post' | 'question';
  title: string;
  excerpt: string;
  author: Author;
  communityId: string;
  communityName: string;
  createdAt: string;
  upvotes: number;
  comments: number;
  tags: string[];
  /** A question whose accepted answer is chosen. */
  answered: boolean;
}

/** One page of a list: `hasMore` says whether Load more has anything to read. */
export interface FeedPage {
  items: PostSummary[];
  hasMore: boolean;
}

/** A post page's post, with what the reader may do to it. */
export interface Post extends PostSummary {
  /** Lexical JSON, rendered by the notes' read-only view. */
  body: unknown;
  upvoted: boolean;
  bookmarked: boolean;
  mine: boolean;
  /** Until when its author may still edit it (ISO), or null when never again. */
  editableUntil: string | null;
  /** The asker or a moderator of its community may choose the accepted answer. */
  mayAccept: boolean;
  acceptedCommentId: string | null;
  /** Hidden by two reports: its author and the moderators still see it, with this said. */
  hidden: boolean;
  /** The reader moderates its community: may hide a comment (with a reason) and show it again. */
  mayModerate?: boolean;
}

export interface PostComment {
  id: string;
  /** The comment answered, for a reply (two levels: a reply has no replies). */
  parentId: string | null;
  author: Author;
  body: string;
  createdAt: string;
  upvotes: number;
  upvoted: boolean;
  mine: boolean;
  /** Its author may still edit it (the server's window). */
  editable: boolean;
  /** Deleted with replies under it: kept as a placeholder. */
  deleted: boolean;
  /** Hidden by reports or a moderator (only its author and moderators receive it). */
  hidden: boolean;
  /**
   * Hidden by a moderator: `reason` for its author and the moderators, who still read it; null
   * for anyone else, who sees "Hidden by a moderator" instead (its body is empty for them).
   */
  hiddenByModerator?: { reason: string | null } | null;
}

/** What the post page loads at once. */
export interface PostThread {
  post: Post;
  comments: PostComment[];
}

/** What may be voted on. */
export interface VoteTarget {
  kind: 'post' | 'comment';
  id: string;
}

export type Visibility = 'public' | 'approval';
export type Membership = 'none' | 'pending' | 'member' | 'moderator';

export interface CommunitySummary {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  members: number;
  /** The last post's time (ISO), or null when none yet. */
  lastActivity: string | null;
  visibility: Visibility;
  membership: Membership;
}

export interface CommunityDetail extends CommunitySummary {
  rules: string[];
  moderators: Author[];
  memberList: Author[];
  pinned: boolean;
  bookmarked: boolean;
}

export type ReportReason = 'spam' | 'harassment' | 'misinformation' | 'other';
export interface ReportTarget {
  kind: 'post' | 'comment' | 'member';
  id: string;
  /** What the dialog names: the post's title, the comment's first words, the member's name. */
  label: string;
}

/** Why the server said no, in its words (its 4xx message), or that it could not be reached. */
export interface CommunityRefusal {
  code: string;
  message: string;
}
export const UNREACHABLE: CommunityRefusal = {
  code: 'unavailable',
  message: "We couldn't reach the community. Nothing you wrote is lost: try again.",
};
export const refusalOf = (error: unknown): CommunityRefusal =>
  (error as { refusal?: CommunityRefusal } | null | undefined)?.refusal ?? UNREACHABLE;
