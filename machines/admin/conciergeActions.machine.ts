import { assign, setup } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';
import { awaitingReason, failureOf, reasonGiven } from './reason';

/**
 * /admin's actions (issue #36): mentoring off or on for a concierge, approving or declining a
 * request to become one. Each is confirmed with a reason (switching off also says how many
 * sessions it cancels), pending while the server acts, then done or refused with the server's
 * words; nothing is sent before the confirmation and a refusal keeps the reason for Retry.
 */
export type ConciergeAction =
  | { kind: 'mentoring'; conciergeId: number; name: string; on: boolean; sessions: number }
  | { kind: 'approve' | 'decline'; requestId: number; name: string };

export type ConciergeActionRequest = ConciergeAction & { reason: string };

export type ConciergeActionsEvent =
  | { type: 'action.choose'; action: ConciergeAction }
  | { type: 'reason.change'; value: string }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  | { type: 'action.retry' }
  | { type: 'action.dismiss' };

export interface ConciergeActionsContext {
  action: ConciergeAction | null;
  reason: string;
  failure: string | null;
  /** What the server answered (the concierge and the sessions cancelled, or the request decided). */
  outcome: unknown;
}

export const conciergeActionsMachine = setup({
  types: {
    context: {} as ConciergeActionsContext,
    events: {} as ConciergeActionsEvent,
    tags: {} as 'confirming' | 'pending' | 'done' | 'refused' | 'canConfirm',
  },
  actors: { act: unprovidedPromise<unknown, ConciergeActionRequest>('conciergeActions', 'act') },
  guards: { 'reason given': ({ context }) => reasonGiven(context.reason) },
  actions: {
    choose: assign(({ event }) =>
      event.type === 'action.choose' ? { action: event.action, reason: '', failure: null, outcome: null } : {},
    ),
    setReason: assign(({ event }) => (event.type === 'reason.change' ? { reason: event.value } : {})),
    clear: assign({ action: null, reason: '', failure: null }),
  },
}).createMachine({
  id: 'conciergeActions',
  context: { action: null, reason: '', failure: null, outcome: null },
  initial: 'idle',
  states: {
    idle: { on: { 'action.choose': { target: 'confirming', actions: 'choose' } } },
    confirming: {
      description: 'Says what will happen and asks for the reason; Confirm stays off until one is typed.',
      tags: ['confirming'],
      ...awaitingReason(),
      on: {
        'reason.change': { actions: 'setReason', target: '.empty' },
        'action.confirm': { guard: 'reason given', target: 'pending' },
        'action.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    pending: {
      tags: ['pending'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({ ...context.action!, reason: context.reason.trim() }),
        onDone: { target: 'done', actions: assign(({ event }) => ({ outcome: event.output, failure: null })) },
        onError: { target: 'refused', actions: assign(({ event }) => ({ failure: failureOf(event.error) })) },
      },
    },
    done: {
      description: 'Done: the tables read again; the page says what happened.',
      tags: ['done'],
      on: {
        'action.dismiss': { target: 'idle', actions: 'clear' },
        'action.choose': { target: 'confirming', actions: 'choose' },
      },
    },
    refused: {
      tags: ['refused'],
      on: { 'action.retry': { target: 'pending' }, 'action.cancel': { target: 'idle', actions: 'clear' } },
    },
  },
});
