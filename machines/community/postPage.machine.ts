import { assign, raise, type ActorRefFrom } from 'xstate';
import { failedWith, postPageSetup, voteInput } from './postPage.setup';

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
  // A live comment or upvote on this post (not a new post elsewhere), handed on by the community owner.
  on: { 'community.post': { guard: 'about this post', actions: raise({ type: 'post.live' }) } },
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
        post: {
          initial: 'viewing',
          states: {
            viewing: {
              on: {
                'post.edit': { guard: 'may edit', target: 'editing', actions: 'quiet' },
                'post.delete': { guard: 'own post', target: 'confirmingDelete', actions: 'quiet' },
              },
            },
            editing: {
              description: 'The composer as a child, with the post in it; saved, the post is read again.',
              tags: ['editing'],
              invoke: {
                id: 'composer',
                src: 'composer',
                input: ({ context }) => ({ kind: context.thread!.post.kind, post: context.thread!.post }),
                // Saved: read again through the sync region (a target there would re-enter every region).
                onDone: [
                  { guard: ({ event }) => event.output !== null, target: 'viewing', actions: raise({ type: 'post.live' }) },
                  { target: 'viewing' },
                ],
              },
            },
            confirmingDelete: {
              description: 'Asked in place: Delete this post? It cannot be undone.',
              tags: ['confirming delete'],
              on: { 'post.deleteCancel': 'viewing', 'post.deleteConfirm': 'deleting' },
            },
            deleting: {
              tags: ['deleting'],
              invoke: {
                src: 'deletePost',
                input: ({ context }) => ({ postId: context.postId }),
                onDone: '#postPage.deleted',
                onError: {
                  target: 'viewing',
                  actions: {
                    type: 'say',
                    params: ({ event }) => ({ notice: failedWith('The post was not deleted. Try again.')(event.error) }),
                  },
                },
              },
            },
          },
        },
        vote: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'post.vote': {
                  target: 'sending',
                  actions: { type: 'show vote', params: ({ event }) => ({ target: event.target }) },
                },
              },
            },
            sending: {
              description: 'The upvote is shown already; the server’s count replaces it, or it is taken back.',
              tags: ['voting'],
              invoke: {
                src: 'vote',
                input: voteInput,
                onDone: { target: 'idle', actions: { type: 'take vote', params: ({ event }) => ({ vote: event.output }) } },
                onError: { target: 'idle', actions: 'take vote back' },
              },
            },
          },
        },
        bookmark: {
          initial: 'idle',
          states: {
            idle: { on: { 'post.bookmark': { target: 'sending', actions: 'flip bookmark' } } },
            sending: {
              tags: ['bookmarking'],
              invoke: {
                src: 'setBookmark',
                input: ({ context }) => ({ postId: context.postId, on: context.thread?.post.bookmarked ?? false }),
                onDone: 'idle',
                onError: { target: 'idle', actions: ['flip bookmark', 'say bookmark failed'] },
              },
            },
          },
        },
        comment: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'comment.add': {
                  guard: { type: 'has words', params: ({ event }) => ({ body: event.body }) },
                  target: 'adding',
                  actions: 'quiet',
                },
                'comment.edit': {
                  guard: { type: 'has words', params: ({ event }) => ({ body: event.body }) },
                  target: 'changing',
                  actions: 'quiet',
                },
                'comment.remove': { target: 'removing', actions: 'quiet' },
              },
            },
            adding: {
              tags: ['sending comment'],
              invoke: {
                src: 'addComment',
                input: ({ context, event }) => {
                  const e = event as { parentId: string | null; body: string };
                  return { postId: context.postId, parentId: e.parentId, body: e.body.trim() };
                },
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'take thread', params: ({ event }) => ({ thread: event.output }) },
                    assign({ commentsSent: ({ context }) => context.commentsSent + 1 }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'say',
                    params: ({ event }) => ({ notice: failedWith('Your comment was not sent. Try again.')(event.error) }),
                  },
                },
              },
            },
            changing: {
              tags: ['sending comment'],
              invoke: {
                src: 'editComment',
                input: ({ context, event }) => {
                  const e = event as { id: string; body: string };
                  return { postId: context.postId, id: e.id, body: e.body.trim() };
                },
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'take thread', params: ({ event }) => ({ thread: event.output }) },
                    assign({ commentsSent: ({ context }) => context.commentsSent + 1 }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'say',
                    params: ({ event }) => ({ notice: failedWith('Your change was not saved. Try again.')(event.error) }),
                  },
                },
              },
            },
            removing: {
              tags: ['sending comment'],
              invoke: {
                src: 'removeComment',
                input: ({ context, event }) => ({ postId: context.postId, id: (event as { id: string }).id }),
                onDone: { target: 'idle', actions: { type: 'take thread', params: ({ event }) => ({ thread: event.output }) } },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'say',
                    params: ({ event }) => ({ notice: failedWith('The comment was not deleted. Try again.')(event.error) }),
                  },
                },
              },
            },
          },
        },
        accept: {
          initial: 'idle',
          states: {
            idle: { on: { 'post.accept': { guard: 'may accept', target: 'sending', actions: 'quiet' } } },
            sending: {
              tags: ['accepting'],
              invoke: {
                src: 'accept',
                input: ({ context, event }) => ({
                  postId: context.postId,
                  commentId: (event as { commentId: string }).commentId,
                }),
                onDone: { target: 'idle', actions: { type: 'take thread', params: ({ event }) => ({ thread: event.output }) } },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'say',
                    params: ({ event }) => ({ notice: failedWith('The answer was not marked. Try again.')(event.error) }),
                  },
                },
              },
            },
          },
        },
        moderate: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'comment.hide': {
                  guard: 'may moderate',
                  target: 'asking',
                  actions: assign({ notice: null, hiding: ({ event }) => ({ id: event.id, hidden: true, reason: '' }) }),
                },
                'comment.restore': {
                  guard: 'may moderate',
                  target: 'sending',
                  actions: assign({ notice: null, hiding: ({ event }) => ({ id: event.id, hidden: false, reason: '' }) }),
                },
              },
            },
            asking: {
              description: 'Hide this comment? Asked in place with a reason, which its author and the moderators will read.',
              tags: ['asking hide reason'],
              on: {
                'comment.hideCancel': { target: 'idle', actions: assign({ hiding: null }) },
                'comment.hideConfirm': {
                  guard: { type: 'has words', params: ({ event }) => ({ body: event.reason }) },
                  target: 'sending',
                  actions: assign({
                    hiding: ({ context, event }) => context.hiding && { ...context.hiding, reason: event.reason.trim() },
                  }),
                },
              },
            },
            sending: {
              tags: ['hiding comment'],
              invoke: {
                src: 'setCommentHidden',
                input: ({ context }) => ({ postId: context.postId, ...context.hiding! }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'take thread', params: ({ event }) => ({ thread: event.output }) }, assign({ hiding: null })],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'say',
                      params: ({ event }) => ({ notice: failedWith('The comment was not changed. Try again.')(event.error) }),
                    },
                    assign({ hiding: null }),
                  ],
                },
              },
            },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: { on: { 'post.live': 'refreshing' } },
            refreshing: {
              description: 'Read again without a spinner: a live comment or upvote, or the post was edited.',
              on: { 'post.live': { target: 'refreshing', reenter: true } },
              invoke: {
                src: 'loadThread',
                input: ({ context }) => ({ postId: context.postId }),
                onDone: [
                  {
                    guard: { type: 'found', params: ({ event }) => ({ thread: event.output }) },
                    target: 'idle',
                    actions: { type: 'take thread', params: ({ event }) => ({ thread: event.output! }) },
                  },
                  // Deleted or hidden meanwhile.
                  { target: '#postPage.missing' },
                ],
                // What is shown stays; the next event reads again.
                onError: 'idle',
              },
            },
          },
        },
        block: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'author.block': {
                  guard: { type: 'wrote here', params: ({ event }) => ({ userId: event.author.userId }) },
                  target: 'confirming',
                  actions: assign({
                    notice: null,
                    blocked: null,
                    blocking: ({ event }) => event.author,
                    blockAskedAt: ({ event }) => event.at,
                    blockFocus: null,
                  }),
                },
              },
            },
            confirming: {
              description:
                'Block them? Asked in place: their posts, comments and messages go from the reader’s view, and they cannot message the reader.',
              tags: ['confirming block'],
              on: {
                'author.blockCancel': { target: 'idle', actions: assign({ blocking: null, blockFocus: 'asked' }) },
                'author.blockConfirm': 'sending',
              },
            },
            sending: {
              tags: ['blocking'],
              invoke: {
                src: 'blockAuthor',
                input: ({ context }) => ({ userId: context.blocking!.userId }),
                onDone: [
                  {
                    guard: 'blocking the post author',
                    target: '#postPage.authorBlocked',
                    actions: assign(({ context }) => ({
                      blocked: context.blocking,
                      blocking: null,
                      blockFocus: 'heading' as const,
                    })),
                  },
                  {
                    // A commenter: the thread is read again, without their comments.
                    target: 'idle',
                    actions: [
                      assign(({ context }) => ({ blocked: context.blocking, blocking: null, blockFocus: 'comments' as const })),
                      raise({ type: 'post.live' }),
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'say',
                      params: ({ context, event }) => ({
                        notice: failedWith(`${context.blocking!.displayName} was not blocked. Try again.`)(event.error),
                      }),
                    },
                    assign({ blocking: null, blockFocus: 'asked' }),
                  ],
                },
              },
            },
          },
        },
        report: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'report.open': { target: 'open', actions: assign({ reportTarget: ({ event }) => event.target }) } },
            },
            open: {
              tags: ['reporting'],
              invoke: {
                id: 'report',
                src: 'report',
                input: ({ context }) => ({ target: context.reportTarget! }),
                onDone: { target: 'closed', actions: assign({ reportTarget: null }) },
              },
            },
          },
        },
      },
    },
  },
});

export type PostPageActorRef = ActorRefFrom<typeof postPageMachine>;
