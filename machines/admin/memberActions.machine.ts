import { assign, setup } from 'xstate';
import type { MemberDetail } from '../../contract/admin';
import { unprovidedPromise } from '../domain/placeholder';
import { awaitingReason, failureOf, reasonGiven } from './reason';

/**
 * One member's account panel (issues #36, #62). It opens only once the administrator says why:
 * the reason goes with the read, which the server writes to the audit log and to the member's
 * own "Who saw my data" in the read's transaction, and nothing of the account but the name shows
 * before. Then an action on the member: chosen, then confirmed with a reason (the server refuses
 * an action without one, and the audit log keeps it), pending while the server acts, done with
 * the member as they now are, or refused with the server's words. Nothing is sent before the
 * confirmation; a refusal keeps the reason for another try.
 */
export type MemberAction =
  | { kind: 'suspend'; until: string | null }
  | { kind: 'unsuspend' }
  | { kind: 'changeType'; userType: number }
  | { kind: 'unlock' }
  /** Ends every session of the member at once (their open pages sign out); they may sign in again. */
  | { kind: 'signOutEverywhere' };

export type MemberActionRequest = MemberAction & { reason: string; memberId: number };

export type MemberActionsEvent =
  /** Open the account with the reason typed (the panel's "Open account"). */
  | { type: 'open.confirm' }
  | { type: 'open.retry' }
  | { type: 'action.choose'; action: MemberAction }
  | { type: 'reason.change'; value: string }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  | { type: 'action.retry' }
  | { type: 'action.dismiss' };

export interface MemberActionsContext {
  memberId: number;
  action: MemberAction | null;
  reason: string;
  /** The server's refusal, or that it could not be reached. */
  failure: string | null;
  /** The member as opening the panel read them, then as the last action left them. */
  member: MemberDetail | null;
}

/** What opening the panel sends: the member and the administrator's reason. */
export interface MemberOpenRequest {
  memberId: number;
  reason: string;
}

export const memberActionsMachine = setup({
  types: {
    context: {} as MemberActionsContext,
    events: {} as MemberActionsEvent,
    input: {} as { memberId: number },
    tags: {} as 'asking' | 'opening' | 'openFailed' | 'confirming' | 'pending' | 'done' | 'refused' | 'canConfirm',
  },
  actors: {
    open: unprovidedPromise<MemberDetail, MemberOpenRequest>('memberActions', 'open'),
    act: unprovidedPromise<MemberDetail, MemberActionRequest>('memberActions', 'act'),
  },
  guards: {
    'reason given': ({ context }) => reasonGiven(context.reason),
  },
  actions: {
    choose: assign(({ event }) => (event.type === 'action.choose' ? { action: event.action, reason: '', failure: null } : {})),
    setReason: assign(({ event }) => (event.type === 'reason.change' ? { reason: event.value } : {})),
    clear: assign({ action: null, reason: '', failure: null }),
  },
}).createMachine({
  id: 'memberActions',
  context: ({ input }) => ({ memberId: input.memberId, action: null, reason: '', failure: null, member: null }),
  initial: 'asking',
  states: {
    asking: {
      description:
        'Only the name shows: the administrator says why they open the account (kept in the audit log and shown to the member); Open stays off until a reason is typed.',
      tags: ['asking'],
      ...awaitingReason(),
      on: {
        'reason.change': { actions: 'setReason', target: '.empty' },
        'open.confirm': { guard: 'reason given', target: 'opening' },
      },
    },
    opening: {
      description: 'The server reads the account and records who read it and why, in one transaction.',
      tags: ['opening'],
      invoke: {
        id: 'open',
        src: 'open',
        input: ({ context }) => ({ memberId: context.memberId, reason: context.reason.trim() }),
        onDone: { target: 'idle', actions: assign(({ event }) => ({ member: event.output, reason: '', failure: null })) },
        onError: { target: 'openFailed', actions: assign(({ event }) => ({ failure: failureOf(event.error) })) },
      },
    },
    openFailed: {
      description: 'Refused or unreachable: nothing of the account shows; the reason is kept for another try.',
      tags: ['openFailed'],
      on: { 'open.retry': 'opening' },
    },
    idle: {
      description: 'The member page with its action buttons.',
      on: { 'action.choose': { target: 'confirming', actions: 'choose' } },
    },
    confirming: {
      description: 'Asks for the reason before anything is sent; Confirm stays off until one is typed.',
      tags: ['confirming'],
      ...awaitingReason(),
      on: {
        'reason.change': { actions: 'setReason', target: '.empty' },
        'action.confirm': { guard: 'reason given', target: 'pending' },
        'action.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    pending: {
      description: 'The server acts and writes its audit row.',
      tags: ['pending'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({ ...context.action!, reason: context.reason.trim(), memberId: context.memberId }),
        onDone: { target: 'done', actions: assign(({ event }) => ({ member: event.output, failure: null })) },
        onError: { target: 'refused', actions: assign(({ event }) => ({ failure: failureOf(event.error) })) },
      },
    },
    done: {
      description: 'Done: the page shows the member as they now are.',
      tags: ['done'],
      on: {
        'action.dismiss': { target: 'idle', actions: 'clear' },
        'action.choose': { target: 'confirming', actions: 'choose' },
      },
    },
    refused: {
      description: 'Refused or unreachable: the words are shown, the reason kept for another try.',
      tags: ['refused'],
      on: {
        'action.retry': { target: 'pending' },
        'action.cancel': { target: 'idle', actions: 'clear' },
      },
    },
  },
});
