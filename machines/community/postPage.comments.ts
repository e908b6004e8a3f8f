import { assign } from 'xstate';
import { failedWith, postPageSetup } from './postPage.setup';

/**
 * The comments' regions on a ready post page: adding, editing and removing one's own; the asker
 * (or a moderator) accepting an answer; a moderator hiding a comment with a reason, or showing it
 * again.
 *
 * Regions of `ready` in postPage.machine.ts: a file per group, so the machine reads as its states
 * (likec4's diagram machine is split the same way).
 */

export const commentRegion = postPageSetup.createStateConfig({
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
});

export const acceptRegion = postPageSetup.createStateConfig({
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
});

export const moderateRegion = postPageSetup.createStateConfig({
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
});
