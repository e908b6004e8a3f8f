import { assign, setup, type ActorRefFrom } from 'xstate';
import type { SharedResult } from '../../contract/screening-shares';
import type { PageLiveEvent } from '../domain/pageOwner.machine';
import { unprovidedPromise } from '../domain/placeholder';

export interface SharedWithMeContext {
  /** The results shared with this person and in force, newest share first. */
  shared: SharedResult[];
  /** What the live region last said (a result taken away), or null. */
  notice: string | null;
}

export type SharedWithMeEvent =
  /** Try again after a failed read. */
  | { type: 'shared.retry' }
  /** Live news from the screening owner (the session's PRIVACY events); the rest is not this page's. */
  | PageLiveEvent;

/**
 * "Shared with you" (issue #62): the screening results people shared with this concierge. Read
 * when the page opens (each read is in its person's "Who saw my data"); a share revoked or over
 * (`privacy.screeningUnshared`) takes its result off the page at once and the live region says so;
 * a new share (`privacy.screeningShared`) reads the list again.
 */
export const sharedWithMeMachine = setup({
  types: {
    tags: {} as 'loading' | 'error' | 'ready',
    context: {} as SharedWithMeContext,
    events: {} as SharedWithMeEvent,
  },
  actors: {
    // src/features/screening/wiring.ts: GET /api/screening/v1/shared-with-me.
    loadShared: unprovidedPromise<SharedResult[]>('sharedWithMe', 'loadShared'),
  },
  guards: {
    'shows that share': ({ context, event }) =>
      event.type === 'privacy.screeningUnshared' && context.shared.some((s) => s.share_id === event.shareId),
  },
  actions: {
    'take shared': assign((_, params: { shared: SharedResult[] }) => ({ shared: params.shared })),
    'drop share': assign(({ context }, params: { shareId: number }) => {
      const gone = context.shared.find((s) => s.share_id === params.shareId);
      return {
        shared: context.shared.filter((s) => s.share_id !== params.shareId),
        notice: gone ? `${gone.owner.display_name} stopped sharing a result with you.` : context.notice,
      };
    }),
  },
}).createMachine({
  id: 'sharedWithMe',
  context: { shared: [], notice: null },
  initial: 'loading',
  on: {
    'privacy.screeningUnshared': {
      guard: 'shows that share',
      actions: { type: 'drop share', params: ({ event }) => ({ shareId: event.shareId }) },
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadShared',
        id: 'loadShared',
        onDone: { target: 'ready', actions: { type: 'take shared', params: ({ event }) => ({ shared: event.output }) } },
        onError: 'failed',
      },
    },
    ready: {
      description: 'The shared results, newest share first; none is said in words.',
      tags: ['ready'],
      on: { 'privacy.screeningShared': 'loading' },
    },
    failed: {
      description: 'The shared results could not be read: Try again.',
      tags: ['error'],
      on: { 'shared.retry': 'loading' },
    },
  },
});

export type SharedWithMeActorRef = ActorRefFrom<typeof sharedWithMeMachine>;
