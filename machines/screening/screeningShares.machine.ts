import { assign, setup, type ActorRefFrom } from 'xstate';
import type { NewShare, ScreeningShare, SharePerson } from '../../contract/screening-shares';
import { unprovidedPromise } from '../domain/placeholder';

export interface ScreeningSharesContext {
  /** Who the person may share with: the concierges of the sessions they booked. */
  readers: SharePerson[];
  /** Their shares in force, newest first. */
  shares: ScreeningShare[];
  /** The share being revoked, while it is. */
  pending: number | null;
  /** What the live region says of the last act (shared, revoked, or that it failed), or null. */
  notice: string | null;
}

export type ScreeningSharesEvent =
  | { type: 'shares.retry' }
  /** Share one result with one reader, for 7 or 30 days or until revoked. */
  | { type: 'shares.share'; share: NewShare }
  /** End one share at once. */
  | { type: 'shares.revoke'; id: number };

export interface ScreeningSharesLoaded {
  readers: SharePerson[];
  shares: ScreeningShare[];
}

/**
 * The person's consent over their screening results (issue #62): who they may share with, what
 * they share now, sharing one result (one act at a time) and revoking a share, which the server
 * ends at once. A failure is said and changes nothing.
 */
export const screeningSharesMachine = setup({
  types: {
    tags: {} as 'loading' | 'error' | 'ready' | 'busy',
    context: {} as ScreeningSharesContext,
    events: {} as ScreeningSharesEvent,
  },
  actors: {
    // src/features/screening/wiring.ts: share-readers and shares (contract/screening-shares.ts).
    loadShares: unprovidedPromise<ScreeningSharesLoaded>('screeningShares', 'loadShares'),
    shareResult: unprovidedPromise<ScreeningShare, NewShare>('screeningShares', 'shareResult'),
    revokeShare: unprovidedPromise<void, { id: number }>('screeningShares', 'revokeShare'),
  },
  actions: {
    'take loaded': assign((_, params: ScreeningSharesLoaded) => ({ readers: params.readers, shares: params.shares })),
    'take share': assign(({ context }, params: { share: ScreeningShare }) => ({
      // Sharing again with the same person replaces the share in force (the server's rule).
      shares: [
        params.share,
        ...context.shares.filter(
          (s) => !(s.result_id === params.share.result_id && s.reader.user_id === params.share.reader.user_id),
        ),
      ],
      notice: `Shared with ${params.share.reader.display_name}.`,
    })),
    'drop pending': assign(({ context }) => {
      const gone = context.shares.find((s) => s.id === context.pending);
      return {
        shares: context.shares.filter((s) => s.id !== context.pending),
        pending: null,
        notice: gone ? `${gone.reader.display_name} can no longer see that result.` : null,
      };
    }),
    'say failed': assign((_, params: { notice: string }) => ({ notice: params.notice, pending: null })),
  },
}).createMachine({
  id: 'screeningShares',
  context: { readers: [], shares: [], pending: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadShares',
        id: 'loadShares',
        onDone: { target: 'ready', actions: { type: 'take loaded', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      description: 'Who may read the results could not be read: Try again.',
      tags: ['error'],
      on: { 'shares.retry': 'loading' },
    },
    ready: {
      description: 'The shares in force, with Revoke each, and the form to share one result.',
      tags: ['ready'],
      on: {
        'shares.share': 'sharing',
        'shares.revoke': { target: 'revoking', actions: assign({ pending: ({ event }) => event.id, notice: null }) },
      },
    },
    sharing: {
      tags: ['ready', 'busy'],
      invoke: {
        src: 'shareResult',
        id: 'shareResult',
        input: ({ event }) => (event as Extract<ScreeningSharesEvent, { type: 'shares.share' }>).share,
        onDone: { target: 'ready', actions: { type: 'take share', params: ({ event }) => ({ share: event.output }) } },
        onError: {
          target: 'ready',
          actions: { type: 'say failed', params: { notice: 'That result could not be shared. Please try again.' } },
        },
      },
    },
    revoking: {
      tags: ['ready', 'busy'],
      invoke: {
        src: 'revokeShare',
        id: 'revokeShare',
        input: ({ context }) => ({ id: context.pending ?? 0 }),
        onDone: { target: 'ready', actions: 'drop pending' },
        onError: {
          target: 'ready',
          actions: { type: 'say failed', params: { notice: 'That share could not be revoked. Please try again.' } },
        },
      },
    },
  },
});

export type ScreeningSharesActorRef = ActorRefFrom<typeof screeningSharesMachine>;
