import { raise, type ActorRefFrom } from 'xstate';
import { postPageSetup } from './postPage.setup';
import { acceptRegion, commentRegion, moderateRegion } from './postPage.comments';
import { bookmarkRegion, postRegion, voteRegion } from './postPage.post';
import { blockRegion, reportRegion, syncRegion } from './postPage.reader';

export { postPageSetup, type PostPageContext, type PostPageEvent } from './postPage.setup';

/**
 * A post page (`/community/{postId}`, issue #32): the post with its comments two levels deep.
 * An upvote shows at once and is taken back if the server refuses it; the bookmark likewise.
 * Comments are added, edited and removed by their author; the asker (or a moderator) accepts
 * an answer; the author edits (the composer, as a child) within the window and deletes after
 * asking. A live comment or upvote on this post reads it again without a spinner. Reporting
 * opens the report dialog as a child. A moderator of its community hides a comment, giving a
 * reason, or shows it again. The reader may block the author of the post or of a comment, after
 * asking: the post's author, and the page says the post is gone from their view; a commenter,
 * and the thread is read again without them.
 */
export const postPageMachine = postPageSetup.createMachine({
  id: 'postPage',
  context: ({ input }) => ({
    postId: input.postId,
    thread: null,
    voting: null,
    notice: null,
    commentsSent: 0,
    reportTarget: null,
    hiding: null,
    blocking: null,
    blocked: null,
    blockAskedAt: null,
    blockFocus: null,
  }),
  // A live comment or upvote on this post (not a new post elsewhere), handed on by the community
  // owner: a comment that came with its event is taken as it is; anything else reads the post again.
  on: {
    'community.post': [
      { guard: 'a comment on this post, given', actions: 'take live comment' },
      { guard: 'about this post', actions: raise({ type: 'post.live' }) },
    ],
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadThread',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ thread: event.output }) },
            target: 'ready',
            actions: { type: 'take thread', params: ({ event }) => ({ thread: event.output! }) },
          },
          { target: 'missing' },
        ],
        onError: 'failed',
      },
    },
    missing: {
      description: 'No such post, or it is hidden from this reader: says so, with a way back to the feed.',
      tags: ['missing'],
    },
    failed: {
      description: 'The post could not be read: says so, with Try again.',
      tags: ['failed'],
      on: { 'post.retry': 'loading' },
    },
    deleted: { type: 'final', entry: 'left' },
    authorBlocked: {
      description:
        'The reader blocked the post’s author: the post is no longer theirs to read; the page says so, with the way back to the feed.',
      tags: ['author blocked'],
    },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      states: {
        post: postRegion,
        vote: voteRegion,
        bookmark: bookmarkRegion,
        comment: commentRegion,
        accept: acceptRegion,
        moderate: moderateRegion,
        sync: syncRegion,
        block: blockRegion,
        report: reportRegion,
      },
    },
  },
});

export type PostPageActorRef = ActorRefFrom<typeof postPageMachine>;
