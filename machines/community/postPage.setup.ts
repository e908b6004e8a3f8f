import { assign, setup } from 'xstate';
import type { PageLiveEvent } from '../domain/pageOwner.machine';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { refusalOf, type Author, type PostThread, type ReportTarget, type VoteTarget } from './community.types';
import { composerMachine } from './composer.machine';
import { commentOf } from './fromContract';
import { reportMachine } from './report.machine';
import { isUpvoted, takeVote, toggleVote } from './thread';

export interface PostPageContext {
  postId: string;
  thread: PostThread | null;
  /** The vote on its way: shown already (optimistic), taken back if the server says no. */
  voting: VoteTarget | null;
  /** What the last act could not do, in words (cleared by the next act). */
  notice: string | null;
  /** Comments this page has sent: the composer clears its draft when it grows. */
  commentsSent: number;
  reportTarget: ReportTarget | null;
  /** The comment a moderator is hiding (asked for a reason) or showing again. */
  hiding: { id: string; hidden: boolean; reason: string } | null;
  /** The author the reader is blocking (asked first), then the one they blocked, for the page to say so. */
  blocking: Author | null;
  blocked: Author | null;
  /** Where Block was last pressed ('post', or a comment's id): its question opens there, and the focus goes back there. */
  blockAskedAt: string | null;
  /**
   * Where the focus goes once the block question is over, set by how it ended: back on the Block
   * that asked (cancelled, or refused), the comments (a commenter blocked: theirs go), or the
   * page's heading (the post's author blocked: the post goes). Null while it is asked.
   */
  blockFocus: 'asked' | 'comments' | 'heading' | null;
}

export type PostPageEvent =
  | { type: 'post.retry' }
  /** A live Upvote or change on this post, or a Comment without its comment: read it again quietly. */
  | { type: 'post.live' }
  /** A community event (the session's, handed on by the community owner): this page takes those about its post. */
  | Extract<PageLiveEvent, { type: 'community.post' }>
  | { type: 'post.vote'; target: VoteTarget }
  | { type: 'post.bookmark' }
  | { type: 'post.edit' }
  | { type: 'post.delete' }
  | { type: 'post.deleteCancel' }
  | { type: 'post.deleteConfirm' }
  | { type: 'post.accept'; commentId: string }
  | { type: 'comment.add'; parentId: string | null; body: string }
  | { type: 'comment.edit'; id: string; body: string }
  | { type: 'comment.remove'; id: string }
  /** A moderator: hide a comment (asks for the reason), or show a hidden one again. */
  | { type: 'comment.hide'; id: string }
  | { type: 'comment.hideConfirm'; reason: string }
  | { type: 'comment.hideCancel' }
  | { type: 'comment.restore'; id: string }
  | { type: 'report.open'; target: ReportTarget }
  /** Block the author of the post or of a comment (asked first): chat's block, which hides their posts and comments too. */
  | { type: 'author.block'; author: Author; at: string }
  | { type: 'author.blockConfirm' }
  | { type: 'author.blockCancel' };

type CommentChange = { postId: string; id: string; body: string };

const said = (fallback: string) => (error: unknown) => {
  const refusal = refusalOf(error);
  return refusal.code === 'unavailable' ? fallback : refusal.message;
};

export const postPageSetup = setup({
  types: {
    context: {} as PostPageContext,
    input: {} as { postId: string },
    events: {} as PostPageEvent,
    tags: {} as
      | 'loading'
      | 'missing'
      | 'failed'
      | 'ready'
      | 'editing'
      | 'confirming delete'
      | 'deleting'
      | 'voting'
      | 'bookmarking'
      | 'sending comment'
      | 'accepting'
      | 'reporting'
      | 'asking hide reason'
      | 'hiding comment'
      | 'confirming block'
      | 'blocking'
      | 'author blocked',
  },
  actors: {
    /** The post and its comments; null when there is no such post (or it is hidden from the reader). */
    loadThread: unprovidedPromise<PostThread | null, { postId: string }>('community', 'loadThread'),
    vote: unprovidedPromise<{ upvotes: number; upvoted: boolean }, { target: VoteTarget; up: boolean }>('community', 'vote'),
    setBookmark: unprovidedPromise<void, { postId: string; on: boolean }>('community', 'setBookmark'),
    deletePost: unprovidedPromise<void, { postId: string }>('community', 'deletePost'),
    accept: unprovidedPromise<PostThread, { postId: string; commentId: string }>('community', 'accept'),
    addComment: unprovidedPromise<PostThread, { postId: string; parentId: string | null; body: string }>(
      'community',
      'addComment',
    ),
    editComment: unprovidedPromise<PostThread, CommentChange>('community', 'editComment'),
    removeComment: unprovidedPromise<PostThread, { postId: string; id: string }>('community', 'removeComment'),
    setCommentHidden: unprovidedPromise<PostThread, { postId: string; id: string; hidden: boolean; reason: string }>(
      'community',
      'setCommentHidden',
    ),
    // POST /api/chat-server/v2/block/{userId}: the server then leaves their posts and comments out of what this reader reads.
    blockAuthor: unprovidedPromise<void, { userId: number }>('community', 'blockAuthor'),
    composer: composerMachine,
    report: reportMachine,
  },
  actions: {
    /** The post is gone (deleted here): back to the feed; provided by the wiring. */
    left: () => unprovided('community', 'left'),
    'take thread': assign((_, { thread }: { thread: PostThread }) => ({ thread })),
    // A live comment joins the thread (once: the page's own reading may have brought it already).
    'take live comment': assign(({ context, event }) => {
      const thread = context.thread;
      if (event.type !== 'community.post' || !event.comment || !thread) return {};
      const comment = commentOf(event.comment);
      if (thread.comments.some((c) => c.id === comment.id)) return {};
      return {
        thread: {
          post: { ...thread.post, comments: thread.post.comments + 1 },
          comments: [...thread.comments, comment],
        },
      };
    }),
    'show vote': assign(({ context }, { target }: { target: VoteTarget }) => ({
      voting: target,
      notice: null,
      thread: context.thread && toggleVote(context.thread, target),
    })),
    'take vote back': assign(({ context }) => ({
      voting: null,
      notice: 'Your upvote was not saved. Try again.',
      thread: context.thread && context.voting ? toggleVote(context.thread, context.voting) : context.thread,
    })),
    'take vote': assign(({ context }, { vote }: { vote: { upvotes: number; upvoted: boolean } }) => ({
      voting: null,
      thread: context.thread && context.voting ? takeVote(context.thread, context.voting, vote) : context.thread,
    })),
    'flip bookmark': assign(({ context }) => ({
      notice: null,
      thread: context.thread && {
        ...context.thread,
        post: { ...context.thread.post, bookmarked: !context.thread.post.bookmarked },
      },
    })),
    'say bookmark failed': assign({ notice: 'The bookmark was not saved. Try again.' }),
    say: assign((_, { notice }: { notice: string }) => ({ notice })),
    quiet: assign({ notice: null }),
  },
  guards: {
    found: (_, { thread }: { thread: PostThread | null }) => thread !== null,
    'own post': ({ context }) => context.thread?.post.mine === true,
    // The server sends editableUntil only while the window is open (and refuses an edit after it).
    'may edit': ({ context }) => context.thread?.post.mine === true && context.thread.post.editableUntil != null,
    'may accept': ({ context }) => context.thread?.post.kind === 'question' && context.thread.post.mayAccept,
    'has words': (_, { body }: { body: string }) => body.trim().length > 0,
    'may moderate': ({ context }) => context.thread?.post.mayModerate === true,
    // Someone else wrote the post or a comment here (a reader cannot block themselves).
    'wrote here': ({ context }, { userId }: { userId: number }) =>
      (context.thread?.post.author.userId === userId && !context.thread.post.mine) ||
      (context.thread?.comments.some((c) => c.author.userId === userId && !c.mine) ?? false),
    'blocking the post author': ({ context }) => context.blocking?.userId === context.thread?.post.author.userId,
    // A comment or upvote on this very post; a post created elsewhere is the feed's news, not this page's.
    'about this post': ({ context, event }) =>
      event.type === 'community.post' && event.postId === Number(context.postId) && event.subType !== 'Post created',
    // Shown once the thread is: before, the thread's first read brings it.
    'a comment on this post, given': ({ context, event }) =>
      event.type === 'community.post' &&
      event.postId === Number(context.postId) &&
      event.subType === 'Comment' &&
      !!event.comment &&
      context.thread !== null,
  },
});

export const voteInput = ({ context }: { context: PostPageContext }) => ({
  target: context.voting!,
  up: context.thread && context.voting ? isUpvoted(context.thread, context.voting) : true,
});
export const failedWith = (fallback: string) => said(fallback);
