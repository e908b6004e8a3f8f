import { sendTo, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedCallback, unprovidedPromise } from '../domain/placeholder';

/** The idle time when /config.json says none (issue #62): a whole session ends after 30 minutes unused. */
export const IDLE_MINUTES_DEFAULT = 30;
/** The warning comes this long before the end: a minute to answer "Stay signed in". */
export const WARNING_MS = 60_000;

/** The idle time in milliseconds, from the configured minutes (at least two: a minute of use, a minute of warning). */
export const idleMsOf = (minutes: number) => Math.max(2, minutes) * 60_000;

export interface IdleSignOutInput {
  /** Whose session: another tab tells activity on a channel of this person's own. */
  userId: number;
}

export type IdleSignOutContext = IdleSignOutInput;

export type IdleSignOutEvent =
  /** Someone used this tab (pointer, keys, scrolling), reported at most every 30 s. */
  | { type: 'idle.activity' }
  /** Another tab of this person's session was used, or answered its warning. */
  | { type: 'idle.activityElsewhere' }
  /** The warning's "Stay signed in" (its button, or Escape). */
  | { type: 'idle.stay' };

/** What the session's other tabs are told: this one was used (no token, no content: a BroadcastChannel message). */
export type OtherTabsEvent = { type: 'tabs.activity' };

/**
 * Idle sign-out (issue #62; HIPAA §164.312(a)(2)(iii), automatic logoff): a whole signed-in
 * session, not only the PIN gate, ends after a configured idle time (30 minutes unless
 * /config.json says otherwise). A minute before, a dialog asks "Stay signed in"; unanswered,
 * the session ends at the server and the page says why. Use of any tab of the session counts:
 * each tab tells the others (`otherTabs`), and what another tab said is never told back.
 * A child of the session actor: the session spawns it and stops it when it ends.
 */
export const idleSignOutMachine = setup({
  types: {
    /** The flags the warning dialog reads. */
    tags: {} as 'active' | 'warning' | 'signing out',
    input: {} as IdleSignOutInput,
    context: {} as IdleSignOutContext,
    events: {} as IdleSignOutEvent,
  },
  actors: {
    // src/features/idleSignOut/wiring.ts: pointer, key, wheel and touch use of this tab, as `idle.activity`.
    watchActivity: unprovidedCallback<IdleSignOutEvent>('idleSignOut', 'watchActivity'),
    // The session's other tabs (a BroadcastChannel per person): hears theirs as `idle.activityElsewhere`, tells ours.
    otherTabs: unprovidedCallback<OtherTabsEvent, IdleSignOutInput>('idleSignOut', 'otherTabs'),
    // Ends this session at the server (its tokens stop, its other pages hear `idle`).
    endSession: unprovidedPromise<void>('idleSignOut', 'endSession'),
  },
  actions: {
    'tell other tabs': sendTo('otherTabs', { type: 'tabs.activity' } satisfies OtherTabsEvent),
    // The auth actor signs out saying why (provided in the wiring: `auth.sessionRevoked`, reason `idle`).
    'end the session here': () => unprovided('idleSignOut', 'end the session here'),
  },
  delays: {
    /** From the last use to the warning; the wiring sets it from /config.json. */
    'until warning': idleMsOf(IDLE_MINUTES_DEFAULT) - WARNING_MS,
    /** The warning's minute. */
    warning: WARNING_MS,
  },
}).createMachine({
  id: 'idleSignOut',
  context: ({ input }) => ({ userId: input.userId }),
  invoke: { src: 'otherTabs', id: 'otherTabs', input: ({ context }) => ({ userId: context.userId }) },
  initial: 'active',
  states: {
    active: {
      description: 'The session is in use here or in another tab: the idle time runs from the last use.',
      tags: ['active'],
      invoke: { src: 'watchActivity', id: 'watchActivity' },
      after: { 'until warning': 'warning' },
      on: {
        'idle.activity': { target: 'active', reenter: true, actions: 'tell other tabs' },
        'idle.activityElsewhere': { target: 'active', reenter: true },
      },
    },
    warning: {
      description:
        'A minute before the end: a dialog asks "Stay signed in" (focus on it, Escape answers it too) and a screen reader hears why. Another tab answering counts.',
      tags: ['warning'],
      after: { warning: 'signingOut' },
      on: {
        'idle.stay': { target: 'active', actions: 'tell other tabs' },
        'idle.activityElsewhere': 'active',
      },
    },
    signingOut: {
      description: 'Unanswered: the session ends at the server, so its tokens stop working in every tab.',
      tags: ['signing out'],
      invoke: {
        src: 'endSession',
        id: 'endSession',
        onDone: 'signedOut',
        // Offline or refused (the service reports an outage): this page signs out all the same,
        // its stored tokens discarded.
        onError: 'signedOut',
      },
    },
    signedOut: {
      description: 'Signed out for inactivity: the page says so and offers Sign in, back to the same page.',
      type: 'final',
      entry: 'end the session here',
    },
  },
});

export type IdleSignOutActorRef = ActorRefFrom<typeof idleSignOutMachine>;
