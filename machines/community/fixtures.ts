import { fromPromise } from 'xstate';
import type { Comment } from '../../contract/community-comment';
import type { Author, CommunityDetail, Post, PostComment, PostSummary, PostThread } from './community.types';
import { composerMachine } from './composer.machine';
import { postPageMachine } from './postPage.machine';
import { reportMachine } from './report.machine';

/** People and posts for the community's model tests. */
export const ANA: Author = { userId: 1, userName: 'ana', displayName: 'Ana', imageUrl: null };
export const BEN: Author = { userId: 2, userName: 'ben', displayName: 'Ben', imageUrl: null };

export const summary = (id: number, kind: 'post' | 'question' = 'post'): PostSummary => ({
  id: String(id),
  kind,
  title: `Post ${id}`,
  excerpt: 'What helped us',
  author: ANA,
  communityId: '7',
  communityName: 'Sleep',
  createdAt: '2026-11-20T10:00:00.000Z',
  upvotes: 2,
  comments: 1,
  tags: ['sleep'],
  answered: false,
});

export const thread = (
  over: Partial<Post> = {},
  comments: PostComment[] = [comment(11, null), comment(12, '11')],
): PostThread => ({
  post: {
    ...summary(5, 'question'),
    body: { root: { type: 'root', children: [] } },
    upvoted: false,
    bookmarked: false,
    mine: true,
    editableUntil: '2026-11-20T11:00:00.000Z',
    mayAccept: true,
    acceptedCommentId: null,
    hidden: false,
    ...over,
  },
  comments,
});

/** A comment as the event stream carries it (contract/community-comment.ts): Ben's, on post 5. */
export const liveComment = (id: number, over: Partial<Comment> = {}): Comment => ({
  comment_id: id,
  post_id: 5,
  parent_id: null,
  author: { user_id: BEN.userId, user_name: BEN.userName, display_name: 'Ben Ortiz', profile_picture: null },
  body: 'Live from Ben',
  is_deleted: false,
  upvotes: 0,
  upvoted: false,
  is_own: false,
  editable_until: null,
  is_accepted: false,
  created_at: '2026-11-20T10:30:00.000Z',
  edited_at: null,
  hidden: null,
  hidden_reason: null,
  ...over,
});

export function comment(id: number, parentId: string | null, over: Partial<PostComment> = {}): PostComment {
  return {
    id: String(id),
    parentId,
    author: BEN,
    body: `Comment ${id}`,
    createdAt: '2026-11-20T10:30:00.000Z',
    upvotes: 0,
    upvoted: false,
    mine: false,
    editable: false,
    deleted: false,
    hidden: false,
    ...over,
  };
}

export const communityDetail = (over: Partial<CommunityDetail> = {}): CommunityDetail => ({
  id: '7',
  name: 'Sleep',
  description: 'Nights and naps',
  imageUrl: null,
  members: 4,
  lastActivity: '2026-11-20T10:00:00.000Z',
  visibility: 'public',
  membership: 'none',
  rules: ['Be kind'],
  moderators: [ANA],
  memberList: [ANA, BEN],
  pinned: false,
  bookmarked: false,
  ...over,
});

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

/**
 * The post page with every call waiting for ever: its model test and its Chromium flow answer
 * each call themselves, as the event that settles it.
 */
export const postPageUnanswered = postPageMachine.provide({
  actors: {
    loadThread: never(),
    vote: never(),
    setBookmark: never(),
    deletePost: never(),
    accept: never(),
    addComment: never(),
    editComment: never(),
    removeComment: never(),
    setCommentHidden: never(),
    blockAuthor: never(),
    composer: composerMachine.provide({ actors: { loadChoices: never(), save: never() } }),
    report: reportMachine.provide({ actors: { sendReport: never() } }),
  },
  actions: { left: () => {} },
});
