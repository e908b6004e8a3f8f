import { assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Mode, Source, Turn } from '../../contract/nora';
import { unprovidedCallback, unprovidedPromise } from '../domain/placeholder';
import { conversationsMachine, type ConversationsEvent } from './conversations.machine';

/** A turn as the page shows it: the server's turn, and whether the person stopped it. */
export interface TurnView extends Turn {
  stopped: boolean;
}

/** One answer's stream as events (contract/nora.ts's streamEvent, namespaced by src/features/nora/wiring.ts). */
export type AnswerEvent =
  | { type: 'answer.conversation'; id: number; title: string }
  | { type: 'answer.crisis' }
  | { type: 'answer.sources'; sources: Source[] }
  | { type: 'answer.delta'; text: string }
  | { type: 'answer.done'; mode: Mode; found: boolean; notice: string | null }
  | { type: 'answer.error'; message: string };

export type AssistantEvent =
  | { type: 'nora.ask'; question: string }
  | { type: 'nora.stop' }
  | { type: 'nora.retry' }
  | { type: 'nora.new' }
  | { type: 'nora.open'; id: number }
  /** From the conversations list: a conversation was deleted. */
  | { type: 'nora.deleted'; id: number }
  | AnswerEvent;

export interface AssistantContext {
  conversationId: number | null;
  turns: TurnView[];
  /** The conversation asked to open (opening, or its failure's Try again). */
  opening: number | null;
  /** What failed: the last question, or opening a conversation. */
  failure: { what: 'ask' | 'open'; message: string } | null;
}

const blank = (question: string) => question.trim() === '';

const newTurn = (question: string): TurnView => ({
  question,
  answer: '',
  sources: [],
  crisis: false,
  mode: 'library',
  found: true,
  notice: null,
  stopped: false,
});

/** Changes the last turn (the one being answered). */
const lastTurn = (turns: TurnView[], change: Partial<TurnView>) => [...turns.slice(0, -1), { ...turns.at(-1)!, ...change }];

/**
 * Ask Nora's assistant: a question is retrieving until its sources arrive, then streaming its
 * text, then answered; Stop ends it (the stream is released: the `answer` actor is the asking
 * state's, so leaving it, or the page, stops the request). A follow-up continues the same
 * conversation. Opening a past conversation reads its turns. The conversations list is its child.
 */
export const assistantMachine = setup({
  types: {
    context: {} as AssistantContext,
    events: {} as AssistantEvent,
    tags: {} as 'idle' | 'opening' | 'retrieving' | 'streaming' | 'stopped' | 'failed' | 'answered' | 'asking',
  },
  actors: {
    // POST /api/nora/v1/ask, its text/event-stream as AnswerEvents; provided in src/features/nora/wiring.ts.
    answer: unprovidedCallback<AnswerEvent, { question: string; conversationId: number | null }>('nora', 'answer'),
    // GET /api/nora/v1/conversations/:id.
    loadConversation: unprovidedPromise<{ id: number; turns: Turn[] }, { id: number }>('nora', 'loadConversation'),
    conversations: conversationsMachine,
  },
  actions: {
    'add turn': assign(({ context }, params: { question: string }) => ({
      turns: [...context.turns, newTurn(params.question.trim())],
      failure: null,
    })),
    'take conversation': assign((_, params: { id: number }) => ({ conversationId: params.id })),
    'tell list': sendTo('list', (_, params: { id: number; title: string }): ConversationsEvent => ({
      type: 'conversations.saved',
      ...params,
    })),
    'mark crisis': assign(({ context }) => ({ turns: lastTurn(context.turns, { crisis: true }) })),
    'take sources': assign(({ context }, params: { sources: Source[] }) => ({
      turns: lastTurn(context.turns, { sources: params.sources }),
    })),
    append: assign(({ context }, params: { text: string }) => ({
      turns: lastTurn(context.turns, { answer: context.turns.at(-1)!.answer + params.text }),
    })),
    finish: assign(({ context }, params: { mode: Mode; found: boolean; notice: string | null }) => ({
      turns: lastTurn(context.turns, params),
    })),
    'mark stopped': assign(({ context }) => ({ turns: lastTurn(context.turns, { stopped: true }) })),
    'note failure': assign((_, params: { what: 'ask' | 'open'; message: string }) => ({ failure: params })),
    'restart last turn': assign(({ context }) => ({
      turns: [...context.turns.slice(0, -1), newTurn(context.turns.at(-1)!.question)],
      failure: null,
    })),
    'mark opening': assign((_, params: { id: number }) => ({ opening: params.id })),
    'take turns': assign((_, params: { id: number; turns: Turn[] }) => ({
      conversationId: params.id,
      turns: params.turns.map((t) => ({ ...t, stopped: false })),
      failure: null,
    })),
    clear: assign({ conversationId: null, turns: [], failure: null, opening: null }),
  },
  guards: {
    'question has words': (_, params: { question: string }) => !blank(params.question),
    'the question failed': ({ context }) => context.failure?.what === 'ask',
    'is the open conversation': ({ context }, params: { id: number }) => context.conversationId === params.id,
  },
}).createMachine({
  id: 'noraAssistant',
  context: { conversationId: null, turns: [], opening: null, failure: null },
  invoke: { id: 'list', src: 'conversations' },
  initial: 'settled',
  on: {
    // A deleted open conversation is closed, whatever the page was doing with it.
    'nora.deleted': {
      guard: { type: 'is the open conversation', params: ({ event }) => ({ id: event.id }) },
      target: '.settled.idle',
      actions: 'clear',
    },
  },
  states: {
    settled: {
      // What every settled state offers: ask (a follow-up when a conversation is open), open another, start a new one.
      on: {
        'nora.ask': {
          guard: { type: 'question has words', params: ({ event }) => ({ question: event.question }) },
          target: 'asking',
          actions: { type: 'add turn', params: ({ event }) => ({ question: event.question }) },
        },
        'nora.open': { target: 'opening', actions: { type: 'mark opening', params: ({ event }) => ({ id: event.id }) } },
        'nora.new': { target: '.idle', actions: 'clear' },
      },
      initial: 'idle',
      states: {
        idle: { description: 'A new conversation: the question box and what Nora can answer.', tags: ['idle'] },
        answered: {
          description: 'The answer with its numbered citations and sources; a follow-up may be asked.',
          tags: ['answered'],
        },
        stopped: { description: 'The person stopped the answer: what had arrived stays, marked stopped.', tags: ['stopped'] },
        failed: {
          description: 'The answer or the conversation could not be had: what went wrong, and Try again.',
          tags: ['failed'],
          on: {
            'nora.retry': [
              { guard: 'the question failed', target: '#noraAssistant.asking', actions: 'restart last turn' },
              { target: '#noraAssistant.opening' },
            ],
          },
        },
      },
    },
    opening: {
      description: 'Reading a past conversation.',
      tags: ['opening'],
      invoke: {
        src: 'loadConversation',
        id: 'loadConversation',
        input: ({ context }) => ({ id: context.opening! }),
        onDone: { target: 'settled.answered', actions: { type: 'take turns', params: ({ event }) => event.output } },
        onError: {
          target: 'settled.failed',
          actions: { type: 'note failure', params: { what: 'open', message: 'That conversation could not be opened.' } },
        },
      },
    },
    asking: {
      tags: ['asking'],
      // Leaving asking (Stop, an error, the page closing) stops this actor: the request is cancelled.
      invoke: {
        src: 'answer',
        id: 'answer',
        input: ({ context }) => ({ question: context.turns.at(-1)!.question, conversationId: context.conversationId }),
      },
      on: {
        'nora.stop': { target: 'settled.stopped', actions: 'mark stopped' },
        'answer.conversation': {
          actions: [
            { type: 'take conversation', params: ({ event }) => ({ id: event.id }) },
            { type: 'tell list', params: ({ event }) => ({ id: event.id, title: event.title }) },
          ],
        },
        'answer.crisis': { actions: 'mark crisis' },
        'answer.error': {
          target: 'settled.failed',
          actions: { type: 'note failure', params: ({ event }) => ({ what: 'ask' as const, message: event.message }) },
        },
      },
      initial: 'retrieving',
      states: {
        retrieving: {
          description: 'Finding passages in the library (the 988 card shows first if the question has words of crisis).',
          tags: ['retrieving'],
          on: {
            'answer.sources': {
              target: 'streaming',
              actions: { type: 'take sources', params: ({ event }) => ({ sources: event.sources }) },
            },
          },
        },
        streaming: {
          description: 'The answer arrives word by word under its sources.',
          tags: ['streaming'],
          on: {
            'answer.delta': { actions: { type: 'append', params: ({ event }) => ({ text: event.text }) } },
            'answer.done': {
              target: '#noraAssistant.settled.answered',
              actions: {
                type: 'finish',
                params: ({ event }) => ({ mode: event.mode, found: event.found, notice: event.notice }),
              },
            },
          },
        },
      },
    },
  },
});

export type AssistantActorRef = ActorRefFrom<typeof assistantMachine>;
