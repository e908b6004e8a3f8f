import { assign, sendParent, setup, type ActorRefFrom } from 'xstate';
import type { Attachment, ChatMessage } from './messaging.types';
import { refusalOf } from './messaging.types';
import { unprovidedPromise } from '../domain/placeholder';

/** Where a conversation's messages go: a person by user name, or a group. */
export type Destination = { userName: string } | { groupId: number };

/** A message on its way: shown at once, below the ones the server has. */
export interface Outgoing {
  clientId: string;
  body: string;
  attachment: Attachment | null;
}

export interface SendQueueContext {
  to: Destination;
  items: Outgoing[];
  /** Why the first item was not sent (the server's reason, or "couldn't reach"). */
  failure: string | null;
}

export type SendQueueEvent =
  { type: 'queue.enqueue'; item: Outgoing } | { type: 'queue.retry' } | { type: 'queue.discard'; clientId: string };

/** What the queue tells its conversation. */
export type SendQueueReport = { type: 'queue.sent'; clientId: string; message: ChatMessage };

export interface SendInput {
  to: Destination;
  body: string;
  clientId: string;
  attachmentId?: number | undefined;
}

/**
 * A conversation's ordered send queue: one message at a time, in the order written. When one
 * fails it stays first, marked "not sent", and the rest wait behind it: Retry sends it again
 * with the same client id (the server stores a message once per id), Delete drops it and the
 * queue goes on. Nothing is reordered and nothing is lost.
 */
export const sendQueueMachine = setup({
  types: {
    tags: {} as 'sending' | 'halted',
    input: {} as { to: Destination },
    context: {} as SendQueueContext,
    events: {} as SendQueueEvent,
  },
  actors: {
    // POST /chat/{userName}/messages or /group-chat/{id}/messages (src/features/messaging/wiring.ts).
    sendMessage: unprovidedPromise<ChatMessage, SendInput>('messaging', 'sendMessage'),
  },
  guards: {
    'has messages waiting': ({ context }) => context.items.length > 0,
    'is the failed message': ({ context }, params: { clientId: string }) => context.items[0]?.clientId === params.clientId,
  },
  actions: {
    append: assign(({ context }, params: { item: Outgoing }) => ({ items: [...context.items, params.item] })),
    'drop first': assign(({ context }) => ({ items: context.items.slice(1), failure: null })),
    'keep failure': assign((_, params: { error: unknown }) => ({ failure: refusalOf(params.error, 'messaging').message })),
    'clear failure': assign({ failure: null }),
    'report sent': sendParent((_, params: { clientId: string; message: ChatMessage }): SendQueueReport => ({
      type: 'queue.sent',
      clientId: params.clientId,
      message: params.message,
    })),
  },
}).createMachine({
  id: 'sendQueue',
  context: ({ input }) => ({ to: input.to, items: [], failure: null }),
  initial: 'idle',
  on: { 'queue.enqueue': { actions: { type: 'append', params: ({ event }) => ({ item: event.item }) } } },
  states: {
    idle: {
      description: 'Nothing to send.',
      always: { guard: 'has messages waiting', target: 'sending' },
    },
    sending: {
      description: 'The first message is on its way; the others wait their turn.',
      tags: ['sending'],
      invoke: {
        src: 'sendMessage',
        id: 'sendMessage',
        input: ({ context }) => {
          const item = context.items[0] as Outgoing;
          return { to: context.to, body: item.body, clientId: item.clientId, attachmentId: item.attachment?.id };
        },
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'report sent',
              params: ({ context, event }) => ({ clientId: context.items[0]?.clientId ?? '', message: event.output }),
            },
            'drop first',
          ],
        },
        onError: { target: 'halted', actions: { type: 'keep failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    halted: {
      description: 'The first message was not sent: Retry or Delete it; the rest wait behind it.',
      tags: ['halted'],
      on: {
        'queue.retry': { target: 'sending', actions: 'clear failure' },
        'queue.discard': {
          guard: { type: 'is the failed message', params: ({ event }) => ({ clientId: event.clientId }) },
          target: 'idle',
          actions: 'drop first',
        },
      },
    },
  },
});

export type SendQueueActorRef = ActorRefFrom<typeof sendQueueMachine>;
