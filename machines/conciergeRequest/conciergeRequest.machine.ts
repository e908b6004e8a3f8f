import { assign, setup, type ActorRefFrom } from 'xstate';
import type { ConciergeRequest } from '../../contract/admin-concierge';
import { MESSAGE_MAX } from '../../contract/concierge-request';
import { unprovidedPromise } from '../domain/placeholder';

/**
 * Settings' Become a concierge (issue #36): the member's latest request read first (none,
 * waiting, approved or declined with the administrator's reason); with none waiting they may
 * send one (the type asked for and why), sending, then the request as the server keeps it, or
 * refused with the server's words and what they typed kept.
 */
export interface RequestDraft {
  asType: 4 | 5;
  message: string;
}

export type ConciergeRequestEvent =
  | { type: 'draft.change'; draft: Partial<RequestDraft> }
  | { type: 'request.send' }
  | { type: 'request.retry' }
  | { type: 'refusal.dismiss' };

export interface ConciergeRequestContext {
  request: ConciergeRequest | null;
  draft: RequestDraft;
  failure: string | null;
}

export const UNREACHABLE = 'Could not reach the server; try again.';
const failureOf = (error: unknown) => {
  const message = (error as { refusal?: { message?: unknown } } | null)?.refusal?.message;
  return typeof message === 'string' && message ? message : UNREACHABLE;
};
/** Whether the member may send a request now (none waiting, not approved). */
export const maySend = (request: ConciergeRequest | null) => request?.status !== 'pending' && request?.status !== 'approved';
const draftReady = (d: RequestDraft) => d.message.trim().length > 0 && d.message.trim().length <= MESSAGE_MAX;

export const conciergeRequestMachine = setup({
  types: {
    context: {} as ConciergeRequestContext,
    events: {} as ConciergeRequestEvent,
    tags: {} as 'loading' | 'failed' | 'canSend' | 'sending' | 'refused',
  },
  actors: {
    loadMine: unprovidedPromise<ConciergeRequest | null, void>('conciergeRequest', 'loadMine'),
    send: unprovidedPromise<ConciergeRequest, RequestDraft>('conciergeRequest', 'send'),
  },
  guards: {
    // Nothing to send while one waits or once approved (the server says no as well).
    'draft ready': ({ context }) => draftReady(context.draft) && maySend(context.request),
  },
}).createMachine({
  id: 'conciergeRequest',
  context: { request: null, draft: { asType: 5, message: '' }, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadMine',
        onDone: { target: 'shown', actions: assign(({ event }) => ({ request: event.output })) },
        onError: { target: 'failed' },
      },
    },
    failed: { tags: ['failed'], on: { 'request.retry': { target: 'loading' } } },
    shown: {
      description: 'The request as it stands; the form while none waits and they are not a concierge yet.',
      initial: 'editing',
      states: {
        editing: {
          initial: 'incomplete',
          states: {
            // Each change re-enters `incomplete`, which decides again.
            incomplete: { always: { guard: 'draft ready', target: 'ready' } },
            ready: { tags: ['canSend'] },
          },
          on: {
            'draft.change': {
              target: '.incomplete',
              actions: assign(({ context, event }) => ({ draft: { ...context.draft, ...event.draft } })),
            },
            'request.send': { guard: 'draft ready', target: 'sending' },
          },
        },
        sending: {
          tags: ['sending'],
          invoke: {
            src: 'send',
            input: ({ context }) => ({ ...context.draft, message: context.draft.message.trim() }),
            onDone: {
              target: 'editing',
              actions: assign(({ event }) => ({
                request: event.output,
                draft: { asType: 5 as const, message: '' },
                failure: null,
              })),
            },
            onError: { target: 'refused', actions: assign(({ event }) => ({ failure: failureOf(event.error) })) },
          },
        },
        refused: {
          tags: ['refused'],
          on: {
            'request.retry': { target: 'sending' },
            'refusal.dismiss': { target: 'editing', actions: assign({ failure: null }) },
          },
        },
      },
    },
  },
});

export type ConciergeRequestActorRef = ActorRefFrom<typeof conciergeRequestMachine>;
