import { assign, fromPromise, setup } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';
import { awaitingReason, failureOf, reasonGiven } from './reason';

/**
 * A list the server filters and pages, whose every action needs a reason (issue #36:
 * /admin-communities and /admin-questions). An action is confirmed with a reason before anything
 * is sent; once done, the page says what it did and the list is read again. A refusal keeps the
 * reason for Try again. Each page is this machine with its own id, first filters and the line
 * each kind of action leaves in the status (communities.machine.ts, questions.machine.ts).
 */
export interface ReasonedListContext<Filters, Action, Result> {
  filters: Filters;
  result: Result | null;
  action: Action | null;
  reason: string;
  failure: string | null;
  /** What the last action did, for the status line. */
  notice: string | null;
}

export type ReasonedListEvent<Filters, Action> =
  | { type: 'filters.change'; filters: Partial<Omit<Filters, 'page'>> }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'action.open'; action: Action }
  | { type: 'reason.change'; value: string }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  | { type: 'action.retry' };

export type ReasonedListTag = 'loading' | 'ready' | 'failed' | 'confirming' | 'canConfirm' | 'pending' | 'refused';

export function reasonedListMachine<Filters extends { page: number }, Action extends { kind: string }, Result>(
  id: string,
  { first, done }: { first: Filters; done: Record<Action['kind'], string> },
) {
  return setup({
    types: {
      context: {} as ReasonedListContext<Filters, Action, Result>,
      events: {} as ReasonedListEvent<Filters, Action>,
      tags: {} as ReasonedListTag,
    },
    actors: {
      // The page of the list the filters ask for. Typed loosely here, and read as `Result` below:
      // XState cannot map an invoke's input and output onto an actor whose types are parameters.
      load: unprovidedPromise<unknown, { page: number }>(id, 'load'),
      // The action with its trimmed reason; what it answers is not used (the list is read again).
      act: unprovidedPromise<unknown, { kind: string; reason: string }>(id, 'act'),
    },
    guards: { 'reason given': ({ context }) => reasonGiven(context.reason) },
    actions: {
      // A new filter starts from the first page.
      refilter: assign(({ context, event }) =>
        event.type === 'filters.change' ? { filters: { ...context.filters, ...event.filters, page: 0 } as Filters } : {},
      ),
      turnPage: assign(({ context, event }) =>
        event.type === 'page.go' ? { filters: { ...context.filters, page: Math.max(0, event.page) } } : {},
      ),
    },
  }).createMachine({
    id,
    context: { filters: first, result: null, action: null, reason: '', failure: null, notice: null },
    initial: 'loading',
    states: {
      loading: {
        description: 'Reads the page the filters ask for; a new filter or page asks again.',
        tags: ['loading'],
        on: {
          'filters.change': { target: 'loading', reenter: true, actions: 'refilter' },
          'page.go': { target: 'loading', reenter: true, actions: 'turnPage' },
        },
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => context.filters,
          onDone: { target: 'ready', actions: assign(({ event }) => ({ result: event.output as Result })) },
          onError: { target: 'failed' },
        },
      },
      failed: { description: 'Could not read; Try again.', tags: ['failed'], on: { 'list.retry': { target: 'loading' } } },
      ready: {
        description: 'The page of the list; an action opens its reason form.',
        tags: ['ready'],
        on: {
          'filters.change': { target: 'loading', actions: 'refilter' },
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
            ...awaitingReason(),
            on: {
              'reason.change': { target: '.empty', actions: assign(({ event }) => ({ reason: event.value })) },
              'action.confirm': { guard: 'reason given', target: 'pending' },
            },
          },
          pending: {
            tags: ['pending'],
            invoke: {
              id: 'act',
              src: 'act',
              input: ({ context }) => ({ ...context.action!, reason: context.reason.trim() }),
              onDone: {
                target: `#${id}.loading`,
                actions: assign(({ context }) => ({
                  notice: done[context.action!.kind as Action['kind']],
                  action: null,
                  reason: '',
                })),
              },
              onError: { target: 'refused', actions: assign(({ event }) => ({ failure: failureOf(event.error) })) },
            },
          },
          refused: { tags: ['refused'], on: { 'action.retry': { target: 'pending' } } },
        },
      },
    },
  });
}

/**
 * The two effects a page provides (its wiring, or a test's fakes), typed by the page's own filters
 * and actions. The machine declares them loosely (see `load`); it hands `load` the filters it
 * holds and `act` the action it was opened with, so the types here are the ones it keeps.
 */
export function reasonedListEffects<Filters extends { page: number }, Action extends { kind: string }>(effects: {
  load: (filters: Filters) => Promise<unknown>;
  act: (action: Action & { reason: string }) => Promise<unknown>;
}) {
  return {
    load: fromPromise<unknown, { page: number }>(({ input }) => effects.load(input as Filters)),
    act: fromPromise<unknown, { kind: string; reason: string }>(({ input }) => effects.act(input as Action & { reason: string })),
  };
}

/**
 * The machine as the statechart gallery and the machine manifest draw it: /admin-communities and
 * /admin-questions are this machine with their own id, filters and actions.
 */
export const reasonedListExampleMachine = reasonedListMachine<{ page: number }, { kind: 'act' }, unknown>('reasonedList', {
  first: { page: 0 },
  done: { act: 'Done.' },
});
