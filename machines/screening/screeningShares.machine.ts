import { assign, raise, setup, type ActorRefFrom } from 'xstate';
import type { NewShare, ScreeningShare, ShareDays, SharePerson } from '../../contract/screening-shares';
import { unprovidedPromise } from '../domain/placeholder';

/** The share form's three choices, kept here while the person makes them: which result, with whom, for how long. */
export interface ShareDraft {
  resultId: number | null;
  readerId: number | null;
  days: ShareDays;
}

export interface ScreeningSharesContext {
  /** The share form as the person has filled it in so far. */
  draft: ShareDraft;
  /** Who the person may share with: the concierges of the sessions they booked. */
  readers: SharePerson[];
  /** Their shares in force, newest first. */
  shares: ScreeningShare[];
  /** The share being revoked, while it is. */
  pending: number | null;
  /** What the live region says of the last act (shared, revoked, or that it failed, or a share's time over), or null. */
  notice: string | null;
  /** The server's time by this page's reckoning (epoch ms): of the last answer that gave it, then of each wake-up. */
  at: number;
  /** When the page next wakes to take off the shares whose time ran out (epoch ms). */
  wakeAt: number;
}

/** The longest a timer can wait (setTimeout's limit, about 24.8 days; a 30-day share is longer). */
export const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** When the page should next wake: the earliest end of a share, or the longest wait. */
const nextWake = (shares: ScreeningShare[], at: number): number => {
  const ends = shares.flatMap((s) => (s.until === null ? [] : [Date.parse(s.until)]));
  return Math.min(at + LONGEST_WAIT_MS, Math.max(at, ...(ends.length ? [Math.min(...ends)] : [Infinity])));
};

export type ScreeningSharesEvent =
  | { type: 'shares.retry' }
  /** One or more of the share form's choices made. */
  | { type: 'shares.draft'; draft: Partial<ShareDraft> }
  /** Share the draft's result with its reader, for 7 or 30 days or until revoked (once both are chosen). */
  | { type: 'shares.share' }
  /** End one share at once. */
  | { type: 'shares.revoke'; id: number }
  /** Raised by the machine itself when it learns the server's time: the wake-up is planned again from it. */
  | { type: 'shares.plan' };

export interface ScreeningSharesLoaded {
  readers: SharePerson[];
  shares: ScreeningShare[];
  /** The server's time of the answer (epoch ms). */
  at: number;
}

/**
 * The person's consent over their screening results (issue #62): who they may share with, what
 * they share now, sharing one result (one act at a time) and revoking a share, which the server
 * ends at once. A failure is said and changes nothing. A share for a time leaves the list when its
 * `until` passes, said as a revoke is: counted from the server's time (the read's `now`, a new
 * share's `created_at`), waking at the earliest end or after the longest timer and waiting again.
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
  guards: {
    'the draft is complete': ({ context }) => context.draft.resultId !== null && context.draft.readerId !== null,
  },
  actions: {
    'take loaded': assign((_, params: ScreeningSharesLoaded) => ({
      readers: params.readers,
      shares: params.shares,
      at: params.at,
      wakeAt: nextWake(params.shares, params.at),
    })),
    'take share': assign(({ context }, params: { share: ScreeningShare }) => ({
      // Made now by the server's clock: the page's reckoning moves to it.
      at: Date.parse(params.share.created_at),
      // Sharing again with the same person replaces the share in force (the server's rule).
      shares: [
        params.share,
        ...context.shares.filter(
          (s) => !(s.result_id === params.share.result_id && s.reader.user_id === params.share.reader.user_id),
        ),
      ],
      notice: `Shared with ${params.share.reader.display_name}.`,
    })),
    'plan wake': assign(({ context }) => ({ wakeAt: nextWake(context.shares, context.at) })),
    'plan again': raise({ type: 'shares.plan' } as const),
    // The time of a share ran out (the server refuses it from now on): off the list, said.
    'drop ended shares': assign(({ context }) => {
      const at = context.wakeAt;
      const ended = context.shares.filter((s) => s.until !== null && Date.parse(s.until) <= at);
      if (!ended.length) return { at, wakeAt: nextWake(context.shares, at) };
      const shares = context.shares.filter((s) => !ended.includes(s));
      const readers = [...new Set(ended.map((s) => s.reader.display_name))];
      return {
        at,
        wakeAt: nextWake(shares, at),
        shares,
        notice:
          ended.length === 1
            ? `The time you shared a result with ${readers[0]} for is over.`
            : `The time is over for ${ended.length} of your shares (${readers.join(', ')}).`,
      };
    }),
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
  delays: {
    'next end': ({ context }) => Math.max(0, context.wakeAt - context.at),
  },
}).createMachine({
  id: 'screeningShares',
  context: {
    draft: { resultId: null, readerId: null, days: 7 },
    readers: [],
    shares: [],
    pending: null,
    notice: null,
    at: 0,
    wakeAt: 0,
  },
  type: 'parallel',
  states: {
    ending: {
      description:
        'Once the server’s time is known: wakes when the earliest share runs out (or after the longest timer) to take off those that ended.',
      initial: 'idle',
      states: {
        idle: { on: { 'shares.plan': { target: 'waiting', actions: 'plan wake' } } },
        waiting: {
          after: { 'next end': { target: 'waiting', reenter: true, actions: 'drop ended shares' } },
          on: { 'shares.plan': { target: 'waiting', reenter: true, actions: 'plan wake' } },
        },
      },
    },
    acts: {
      on: { 'shares.draft': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.draft }) }) } },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadShares',
            id: 'loadShares',
            onDone: { target: 'ready', actions: [{ type: 'take loaded', params: ({ event }) => event.output }, 'plan again'] },
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
            'shares.share': { guard: 'the draft is complete', target: 'sharing' },
            'shares.revoke': { target: 'revoking', actions: assign({ pending: ({ event }) => event.id, notice: null }) },
          },
        },
        sharing: {
          tags: ['ready', 'busy'],
          invoke: {
            src: 'shareResult',
            id: 'shareResult',
            input: ({ context }): NewShare => ({
              result_id: context.draft.resultId ?? 0,
              reader_id: context.draft.readerId ?? 0,
              days: context.draft.days,
            }),
            onDone: {
              target: 'ready',
              actions: [{ type: 'take share', params: ({ event }) => ({ share: event.output }) }, 'plan again'],
            },
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
    },
  },
});

export type ScreeningSharesActorRef = ActorRefFrom<typeof screeningSharesMachine>;
