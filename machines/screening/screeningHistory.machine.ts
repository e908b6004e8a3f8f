import { assign, setup, type ActorRefFrom } from 'xstate';
import type { ScreeningResult } from '../../contract/screening';
import { unprovidedPromise } from '../domain/placeholder';

export type ScreeningHistoryEvent =
  | { type: 'history.retry' }
  | { type: 'history.add'; result: ScreeningResult }
  | { type: 'history.delete'; id: number }
  | { type: 'history.cancel' }
  | { type: 'history.confirm' };

export interface ScreeningHistoryContext {
  results: ScreeningResult[];
  /** The result asked about ("Delete this result?") or being deleted. */
  pending: number | null;
  /** The last delete failed (the result is still listed). */
  deleteFailed: boolean;
}

/**
 * The person's past screening results on /screening-tools, newest first: loads them, takes the
 * one just saved (announced by the questionnaire), and deletes one after asking.
 */
export const screeningHistoryMachine = setup({
  types: {
    context: {} as ScreeningHistoryContext,
    events: {} as ScreeningHistoryEvent,
    tags: {} as 'loading' | 'ready' | 'error' | 'confirming' | 'deleting',
  },
  actors: {
    // GET /api/screening/v1/results, provided in src/features/screening/wiring.ts.
    fetchResults: unprovidedPromise<ScreeningResult[]>('screening', 'fetchResults'),
    // DELETE /api/screening/v1/results/:id.
    deleteResult: unprovidedPromise<void, { id: number }>('screening', 'deleteResult'),
  },
  actions: {
    'take results': assign((_, params: { results: ScreeningResult[] }) => ({ results: params.results })),
    'add result': assign(({ context }, params: { result: ScreeningResult }) => ({
      results: [params.result, ...context.results.filter((r) => r.id !== params.result.id)],
    })),
    ask: assign((_, params: { id: number }) => ({ pending: params.id, deleteFailed: false })),
    'drop pending': assign(({ context }) => ({
      results: context.results.filter((r) => r.id !== context.pending),
      pending: null,
    })),
    'keep failure': assign({ pending: null, deleteFailed: true }),
    'end ask': assign({ pending: null }),
  },
  guards: {
    'a listed result': ({ context }, params: { id: number }) => context.results.some((r) => r.id === params.id),
  },
}).createMachine({
  id: 'screeningHistory',
  context: { results: [], pending: null, deleteFailed: false },
  initial: 'loading',
  on: { 'history.add': { actions: { type: 'add result', params: ({ event }) => event } } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchResults',
        id: 'fetchResults',
        onDone: { target: 'ready', actions: { type: 'take results', params: ({ event }) => ({ results: event.output }) } },
        onError: 'failed',
      },
    },
    failed: { description: 'Past results could not be loaded: Try again.', tags: ['error'], on: { 'history.retry': 'loading' } },
    ready: {
      description: 'Past results with their dates, a chart per tool, each deletable.',
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'history.delete': {
              guard: { type: 'a listed result', params: ({ event }) => event },
              target: 'confirming',
              actions: { type: 'ask', params: ({ event }) => event },
            },
          },
        },
        confirming: {
          description: '"Delete this result?" asked in place, with Delete and Cancel.',
          tags: ['confirming'],
          on: {
            'history.confirm': 'deleting',
            'history.cancel': { target: 'idle', actions: 'end ask' },
          },
        },
        deleting: {
          tags: ['deleting'],
          invoke: {
            src: 'deleteResult',
            id: 'deleteResult',
            input: ({ context }) => ({ id: context.pending! }),
            onDone: { target: 'idle', actions: 'drop pending' },
            onError: { target: 'idle', actions: 'keep failure' },
          },
        },
      },
    },
  },
});

export type ScreeningHistoryActorRef = ActorRefFrom<typeof screeningHistoryMachine>;
