import { assign, setup, type ActorRefFrom } from 'xstate';
import type { SharedResult } from '../../contract/screening-shares';
import type { PageLiveEvent } from '../domain/pageOwner.machine';
import { unprovidedPromise } from '../domain/placeholder';

export interface SharedWithMeContext {
  /** The results shared with this person and in force, newest share first. */
  shared: SharedResult[];
  /** What the live region last said (a result taken away), or null. */
  notice: string | null;
  /** The time by this page's reckoning (epoch ms): when the list was read, then each wake-up's. */
  at: number;
  /** When the page next wakes to take off the shares whose time ran out (epoch ms). */
  wakeAt: number;
}

/** What a read answers: the shares in force and the clock when they were read (epoch ms). */
export interface SharedRead {
  shared: SharedResult[];
  at: number;
}

/** The longest a timer can wait (setTimeout's limit, about 24.8 days; a 30-day share is longer). */
export const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** When the page should next wake: the earliest end of a share, or the longest wait. */
const nextWake = (shared: SharedResult[], at: number): number => {
  const ends = shared.flatMap((s) => (s.until === null ? [] : [Date.parse(s.until)]));
  return Math.min(at + LONGEST_WAIT_MS, Math.max(at, ...(ends.length ? [Math.min(...ends)] : [Infinity])));
};

export type SharedWithMeEvent =
  /** Try again after a failed read. */
  | { type: 'shared.retry' }
  /** Live news from the screening owner (the session's PRIVACY events); the rest is not this page's. */
  | PageLiveEvent;

/**
 * "Shared with you" (issue #62): the screening results people shared with this concierge. Read
 * when the page opens (each read is in its person's "Who saw my data"); a share revoked or over
 * (`privacy.screeningUnshared`) takes its result off the page at once and the live region says so;
 * a new share (`privacy.screeningShared`) reads the list again. A share shared for a time also
 * leaves when its `until` passes, by the page's own clock counted from the read (the server refuses
 * it from then on), said in the live region as a revoke is.
 */
export const sharedWithMeMachine = setup({
  types: {
    tags: {} as 'loading' | 'error' | 'ready',
    context: {} as SharedWithMeContext,
    events: {} as SharedWithMeEvent,
  },
  actors: {
    // src/features/screening/wiring.ts: GET /api/screening/v1/shared-with-me.
    loadShared: unprovidedPromise<SharedRead>('sharedWithMe', 'loadShared'),
  },
  guards: {
    'shows that share': ({ context, event }) =>
      event.type === 'privacy.screeningUnshared' && context.shared.some((s) => s.share_id === event.shareId),
  },
  actions: {
    // The wake-up is planned on the way into `ready` (its delay is resolved before its entry runs).
    'take shared': assign((_, params: SharedRead) => ({
      shared: params.shared,
      at: params.at,
      wakeAt: nextWake(params.shared, params.at),
    })),
    // The time of a share ran out (the server refuses it from now on): off the page, said.
    'drop ended shares': assign(({ context }) => {
      const at = context.wakeAt;
      const ended = context.shared.filter((s) => s.until !== null && Date.parse(s.until) <= at);
      if (!ended.length) return { at, wakeAt: nextWake(context.shared, at) };
      const owners = [...new Set(ended.map((s) => s.owner.display_name))];
      const shared = context.shared.filter((s) => !ended.includes(s));
      return {
        at,
        wakeAt: nextWake(shared, at),
        shared,
        notice:
          ended.length === 1
            ? `The time ${owners[0]} shared a result with you for is over.`
            : `The time is over for ${ended.length} results shared with you (${owners.join(', ')}).`,
      };
    }),
    'drop share': assign(({ context }, params: { shareId: number }) => {
      const gone = context.shared.find((s) => s.share_id === params.shareId);
      return {
        shared: context.shared.filter((s) => s.share_id !== params.shareId),
        notice: gone ? `${gone.owner.display_name} stopped sharing a result with you.` : context.notice,
      };
    }),
  },
  delays: {
    'next end': ({ context }) => Math.max(0, context.wakeAt - context.at),
  },
}).createMachine({
  id: 'sharedWithMe',
  context: { shared: [], notice: null, at: 0, wakeAt: 0 },
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
        onDone: { target: 'ready', actions: { type: 'take shared', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    ready: {
      description:
        'The shared results, newest share first; none is said in words. Wakes when the earliest share runs out (or after the longest timer) to take off those that ended.',
      tags: ['ready'],
      after: { 'next end': { target: 'ready', reenter: true, actions: 'drop ended shares' } },
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
