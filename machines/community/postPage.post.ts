import { raise } from 'xstate';
import { failedWith, postPageSetup, voteInput } from './postPage.setup';

/**
 * The post's own regions on a ready post page: the author edits it (the composer as a child)
 * or deletes it after asking; an upvote and the bookmark show at once and are taken back if the
 * server refuses them.
 *
 * Regions of `ready` in postPage.machine.ts: a file per group, so the machine reads as its states
 * (likec4's diagram machine is split the same way).
 */

export const postRegion = postPageSetup.createStateConfig({
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
});

export const voteRegion = postPageSetup.createStateConfig({
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
});

export const bookmarkRegion = postPageSetup.createStateConfig({
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
});
