import { assign, setup } from 'xstate';
import { REASON_MAX } from '../../contract/admin';
import type { AdminQuestion, QuestionFilter } from '../../contract/admin-questions';
import { unprovidedPromise } from '../domain/placeholder';
import { failureOf } from './memberActions.machine';

/**
 * /admin-questions (issue #36): the questions unanswered for days, or reported, as the server pages
 * them; an action on one (close, reopen, move to a community, accept an answer) is confirmed with
 * a reason before anything is sent, then the list is read again. A refusal keeps the reason.
 */
export interface QuestionsFilters {
  filter: QuestionFilter;
  page: number;
}

export interface QuestionsPage {
  data: AdminQuestion[];
  total: number;
  page: number;
  size: number;
  communities: { community_id: number; community_name: string }[];
}

export type QuestionAction =
  | { kind: 'close'; postId: number }
  | { kind: 'reopen'; postId: number }
  | { kind: 'move'; postId: number; communityId: number }
  | { kind: 'accept'; postId: number; commentId: number };

export type QuestionsEvent =
  | { type: 'filter.change'; filter: QuestionFilter }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'action.open'; action: QuestionAction }
  | { type: 'reason.change'; value: string }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  | { type: 'action.retry' };

export interface QuestionsContext {
  filters: QuestionsFilters;
  result: QuestionsPage | null;
  action: QuestionAction | null;
  reason: string;
  failure: string | null;
  /** What the last action did, for the status line. */
  notice: string | null;
}

const DONE: Record<QuestionAction['kind'], string> = {
  close: 'Closed the question.',
  reopen: 'Reopened the question.',
  move: 'Moved the question.',
  accept: 'Marked the accepted answer.',
};

const reasonGiven = (reason: string) => reason.trim().length > 0 && reason.trim().length <= REASON_MAX;

export const questionsMachine = setup({
  types: {
    context: {} as QuestionsContext,
    events: {} as QuestionsEvent,
    tags: {} as 'loading' | 'ready' | 'failed' | 'confirming' | 'canConfirm' | 'pending' | 'refused',
  },
  actors: {
    loadQuestions: unprovidedPromise<QuestionsPage, QuestionsFilters>('questions', 'loadQuestions'),
    act: unprovidedPromise<AdminQuestion, QuestionAction & { reason: string }>('questions', 'act'),
  },
  guards: { 'reason given': ({ context }) => reasonGiven(context.reason) },
  actions: {
    refilter: assign(({ event }) => (event.type === 'filter.change' ? { filters: { filter: event.filter, page: 0 } } : {})),
    turnPage: assign(({ context, event }) =>
      event.type === 'page.go' ? { filters: { ...context.filters, page: Math.max(0, event.page) } } : {},
    ),
  },
}).createMachine({
  id: 'questions',
  context: { filters: { filter: 'unanswered', page: 0 }, result: null, action: null, reason: '', failure: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the page the filter asks for; a new filter or page asks again.',
      tags: ['loading'],
      on: {
        'filter.change': { target: 'loading', reenter: true, actions: 'refilter' },
        'page.go': { target: 'loading', reenter: true, actions: 'turnPage' },
      },
      invoke: {
        id: 'load',
        src: 'loadQuestions',
        input: ({ context }) => context.filters,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ result: event.output })) },
        onError: { target: 'failed' },
      },
    },
    failed: { tags: ['failed'], on: { 'list.retry': { target: 'loading' } } },
    ready: {
      tags: ['ready'],
      on: {
        'filter.change': { target: 'loading', actions: 'refilter' },
        'page.go': { target: 'loading', actions: 'turnPage' },
        'action.open': {
          target: 'acting',
          actions: assign(({ event }) => ({ action: event.action, reason: '', failure: null, notice: null })),
        },
      },
    },
    acting: {
      description: 'Confirms the action with a reason; nothing is sent before Confirm.',
      initial: 'confirming',
      on: { 'action.cancel': { target: 'ready', actions: assign({ action: null, reason: '', failure: null }) } },
      states: {
        confirming: {
          tags: ['confirming'],
          initial: 'empty',
          on: {
            'reason.change': { target: '.empty', actions: assign(({ event }) => ({ reason: event.value })) },
            'action.confirm': { guard: 'reason given', target: 'pending' },
          },
          states: {
            empty: { always: { guard: 'reason given', target: 'ready' } },
            // Each change of the reason re-enters `empty`, which decides again.
            ready: { tags: ['canConfirm'] },
          },
        },
        pending: {
          tags: ['pending'],
          invoke: {
            id: 'act',
            src: 'act',
            input: ({ context }) => ({ ...context.action!, reason: context.reason.trim() }),
            onDone: {
              target: '#questions.loading',
              actions: assign(({ context }) => ({ notice: DONE[context.action!.kind], action: null, reason: '' })),
            },
            onError: { target: 'refused', actions: assign(({ event }) => ({ failure: failureOf(event.error) })) },
          },
        },
        refused: { tags: ['refused'], on: { 'action.retry': { target: 'pending' } } },
      },
    },
  },
});
