import { assign, setup } from 'xstate';
import type { ConversationSummary, Mode } from '../../contract/nora';
import { unprovided, unprovidedPromise } from '../domain/placeholder';

/** What the page reads first: the person's conversations and which answerer answers. */
export interface NoraHome {
  conversations: ConversationSummary[];
  mode: Mode;
  /** The configured model's name, in model mode. */
  model: string | null;
}

export type ConversationsEvent =
  | { type: 'conversations.retry' }
  | { type: 'conversations.rename'; id: number; title: string }
  | { type: 'conversations.delete'; id: number }
  /** From the assistant: an answer was kept in this conversation (new, or moved to the top). */
  | { type: 'conversations.saved'; id: number; title: string };

export interface ConversationsContext {
  list: ConversationSummary[];
  mode: Mode;
  model: string | null;
  /** The last rename or delete the server refused or did not answer. */
  problem: 'rename' | 'delete' | null;
  /** The conversation being deleted. */
  pending: number | null;
}

const now = () => new Date(0).toISOString();

/**
 * The person's conversations with Nora beside the chat: loaded with the mode, renamed and
 * deleted one at a time (the server decides; the list changes when it has answered). A kept
 * answer moves its conversation to the top from the assistant's event, without a new read.
 * The assistant (its owner) hears a delete, so a deleted open conversation is closed.
 */
export const conversationsMachine = setup({
  types: {
    context: {} as ConversationsContext,
    events: {} as ConversationsEvent,
    tags: {} as 'loading' | 'ready' | 'error' | 'busy',
  },
  actors: {
    // GET /api/nora/v1/conversations and /mode, provided in src/features/nora/wiring.ts.
    loadHome: unprovidedPromise<NoraHome>('nora', 'loadHome'),
    // PATCH /api/nora/v1/conversations/:id.
    renameConversation: unprovidedPromise<ConversationSummary, { id: number; title: string }>('nora', 'renameConversation'),
    // DELETE /api/nora/v1/conversations/:id.
    deleteConversation: unprovidedPromise<void, { id: number }>('nora', 'deleteConversation'),
  },
  actions: {
    // Provided as sendParent: the assistant closes a conversation that no longer exists.
    'tell owner deleted': (_, _params: { id: number }) => unprovided('nora', 'tell owner deleted'),
    'take home': assign((_, home: NoraHome) => ({ list: home.conversations, mode: home.mode, model: home.model })),
    'put first': assign(({ context }, params: { id: number; title: string }) => {
      const known = context.list.find((c) => c.id === params.id);
      const item = known ?? { id: params.id, title: params.title, updated_at: now() };
      return { list: [item, ...context.list.filter((c) => c.id !== params.id)] };
    }),
    'take renamed': assign(({ context }, renamed: ConversationSummary) => ({
      list: context.list.map((c) => (c.id === renamed.id ? { ...c, title: renamed.title } : c)),
      problem: null,
    })),
    'drop deleted': assign(({ context }, params: { id: number }) => ({
      list: context.list.filter((c) => c.id !== params.id),
      problem: null,
    })),
    'mark pending': assign((_, params: { id: number }) => ({ pending: params.id })),
    'note problem': assign((_, params: { problem: 'rename' | 'delete' }) => ({ problem: params.problem })),
  },
}).createMachine({
  id: 'noraConversations',
  context: { list: [], mode: 'library', model: null, problem: null, pending: null },
  initial: 'loading',
  on: {
    'conversations.saved': {
      actions: { type: 'put first', params: ({ event }) => ({ id: event.id, title: event.title }) },
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadHome',
        id: 'loadHome',
        onDone: { target: 'ready', actions: { type: 'take home', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      description: 'The conversations could not be read: Try again.',
      tags: ['error'],
      on: { 'conversations.retry': 'loading' },
    },
    ready: {
      description: 'The conversations, latest first, each with Rename and Delete.',
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'conversations.rename': 'renaming',
            'conversations.delete': {
              target: 'deleting',
              actions: { type: 'mark pending', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        renaming: {
          tags: ['busy'],
          invoke: {
            src: 'renameConversation',
            id: 'renameConversation',
            input: ({ event }) => {
              const { id, title } = event as Extract<ConversationsEvent, { type: 'conversations.rename' }>;
              return { id, title };
            },
            onDone: { target: 'idle', actions: { type: 'take renamed', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'note problem', params: { problem: 'rename' } } },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            src: 'deleteConversation',
            id: 'deleteConversation',
            input: ({ context }) => ({ id: context.pending! }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'drop deleted', params: ({ context }) => ({ id: context.pending! }) },
                { type: 'tell owner deleted', params: ({ context }) => ({ id: context.pending! }) },
              ],
            },
            onError: { target: 'idle', actions: { type: 'note problem', params: { problem: 'delete' } } },
          },
        },
      },
    },
  },
});
