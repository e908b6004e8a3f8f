import { assign, raise } from 'xstate';
import { failedWith, postPageSetup } from './postPage.setup';

/**
 * The reader's regions on a ready post page: reading the thread again on a live event, blocking
 * an author after asking, and the report dialog as a child.
 *
 * Regions of `ready` in postPage.machine.ts: a file per group, so the machine reads as its states
 * (likec4's diagram machine is split the same way).
 */

export const syncRegion = postPageSetup.createStateConfig({
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
});

export const blockRegion = postPageSetup.createStateConfig({
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
});

export const reportRegion = postPageSetup.createStateConfig({
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
});
