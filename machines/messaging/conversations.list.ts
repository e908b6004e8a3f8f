import { conversationsSetup, unreadOf, type ConversationsEvent } from './conversations.setup';

/**
 * The list's region of a ready conversations list: reading it again, accepting a request,
 * leaving a group that came as one, creating a group, and blocking (asked first) or unblocking.
 * Each change ends by reading the list again, so what is shown is the server's answer.
 *
 * A region of `ready` in conversations.machine.ts: a file of its own, so the machine reads as its
 * states (as postPage's regions are, after likec4's diagram machine).
 */
export const listRegion = conversationsSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'conversations.refresh': 'refreshing',
        'conversations.accept': 'accepting',
        'conversations.leave': 'leaving',
        'conversations.block': {
          target: 'confirmingBlock',
          actions: { type: 'ask to block', params: ({ event }) => ({ userId: event.userId }) },
        },
        'conversations.unblock': 'unblocking',
        'conversations.createGroup': { target: 'creating', actions: 'dismiss' },
      },
    },
    refreshing: {
      invoke: {
        src: 'fetchConversations',
        id: 'refreshConversations',
        onDone: {
          target: 'idle',
          actions: [
            { type: 'take conversations', params: ({ event }) => ({ conversations: event.output }) },
            {
              type: 'report unread',
              params: ({ event }) => ({ unread: unreadOf(event.output) }),
            },
          ],
        },
        // Quietly: the list on screen stays.
        onError: 'idle',
      },
      // A change while reading: read again (re-entering restarts the request, so the
      // answer taken is one read after the change; a plain self-target would keep the old one).
      on: {
        'conversations.refresh': { target: 'refreshing', reenter: true },
        'conversations.accept': 'accepting',
        'conversations.leave': 'leaving',
        'conversations.block': {
          target: 'confirmingBlock',
          actions: { type: 'ask to block', params: ({ event }) => ({ userId: event.userId }) },
        },
        'conversations.unblock': 'unblocking',
      },
    },
    accepting: {
      tags: ['working'],
      invoke: {
        src: 'accept',
        id: 'accept',
        input: ({ event }) => ({ chatId: (event as { chatId: number }).chatId }),
        onDone: 'refreshing',
        onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    leaving: {
      description: 'Leaving a group that came as a request: it goes from the list, and the list is shown.',
      tags: ['working'],
      invoke: {
        src: 'leave',
        id: 'leave',
        input: ({ event }) => ({ chatId: (event as { chatId: number }).chatId }),
        onDone: { target: 'refreshing', actions: 'open list' },
        onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    creating: {
      tags: ['working', 'creating'],
      invoke: {
        src: 'createGroup',
        id: 'createGroup',
        input: ({ event }) => {
          const e = event as Extract<ConversationsEvent, { type: 'conversations.createGroup' }>;
          return { chatName: e.chatName, participantIds: e.participantIds, imageUrl: e.imageUrl ?? null };
        },
        onDone: {
          target: 'refreshing',
          actions: { type: 'open group', params: ({ event }) => ({ groupId: event.output.chat_id }) },
        },
        onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmingBlock: {
      description: 'Blocking asks first: they will not be able to message, and the conversation is hidden.',
      tags: ['confirming'],
      on: {
        'conversations.confirm': 'blocking',
        // Live changes wait while the question is open: the list is read again after it.
        'conversations.cancel': { target: 'refreshing', actions: 'stop blocking' },
      },
    },
    unblocking: {
      tags: ['working'],
      invoke: {
        src: 'unblock',
        id: 'unblock',
        input: ({ event }) => ({ userId: (event as { userId: number }).userId }),
        onDone: 'refreshing',
        onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    blocking: {
      tags: ['working'],
      invoke: {
        src: 'block',
        id: 'block',
        input: ({ context }) => ({ userId: context.blocking as number }),
        onDone: { target: 'refreshing', actions: ['stop blocking', 'open list'] },
        onError: {
          target: 'idle',
          actions: [{ type: 'keep refusal', params: ({ event }) => ({ error: event.error }) }, 'stop blocking'],
        },
      },
    },
  },
});
