import {
  assign,
  emit,
  enqueueActions,
  sendParent,
  sendTo,
  setup,
  spawnChild,
  stopChild,
  type ActorLogic,
  type ActorRefFrom,
  type AnyEventObject,
  type Snapshot,
} from 'xstate';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { authMachine, type AuthParentEvent } from '../auth/auth.machine';
import type { DisplaySettings } from '../domain/settings';
import type { User } from '../domain/user';
import type { Location, SessionEvent, SessionInput } from '../session/session.machine';
import { settingsMachine } from '../settings/settings.machine';
import { pageOwnerMachine } from '../domain/pageOwner.machine';

export type RootInput = { storedSettings?: Partial<DisplaySettings> | null };

export type RootEvent =
  | AuthParentEvent
  | { type: 'location.changed'; pathname: string; search: string }
  /** Relayed from the session: a meeting ended (SPEC §4). */
  | { type: 'meeting.ended'; meetingId: string };

/** Broadcasts any actor or view can listen to with `root.on(type, …)`. */
export type RootEmitted = { type: 'meeting.ended'; meetingId: string };

/** The session actor, telling its owner when a session starts and ends. */
export const sessionAuthMachine = authMachine.provide({
  actions: {
    'announce session started': sendParent((_, params: { user: User }): AuthParentEvent => ({
      type: 'session.started',
      user: params.user,
    })),
    'announce session ended': sendParent((): AuthParentEvent => ({ type: 'session.ended' })),
  },
});

/**
 * The signed-in session's logic (machines/session/session.machine.ts with its real
 * actors), or a stand-in in tests. Typed loosely so the root never imports the
 * session's code: only its input and events.
 */
export type SessionLogic = ActorLogic<Snapshot<unknown>, SessionEvent | AnyEventObject, SessionInput>;

/**
 * src/features/session/wiring.ts provides a loader that imports the session's code on
 * sign-in (its own chunk), so the public site never downloads it.
 */
const loadSession = unprovidedPromise<SessionLogic>('session', 'loadSession');

/**
 * The root of the actor system. Always running: the auth actor (the session
 * with the identity provider) and the display settings, both spawned with a
 * systemId so any view or actor reaches them with `system.get`. While signed
 * in: the session actor, which owns the counts, the event stream and chat
 * socket, the toast queue and the shell's actors.
 */
export const rootMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'signed in',
    input: {} as RootInput,
    context: {} as {
      user: User | null;
      storedSettings: Partial<DisplaySettings> | null;
      location: Location;
      sessionReady: boolean;
    },
    events: {} as RootEvent,
    emitted: {} as RootEmitted,
  },
  actors: { auth: sessionAuthMachine, settings: settingsMachine, loadSession, pageOwner: pageOwnerMachine },
  actions: {
    // Error reporting, provided with the loader; tests record.
    'report session failure': (_, _params: { error: unknown }) => unprovided('session', 'report session failure'),
    /**
     * The root owns the session: it spawns it (same system, so its actors are
     * found by systemId) and stops it on sign-out. XState v5 lets only the
     * owner stop a child (`stopChild`); `actor.stop()` on a child throws.
     */
    'start session': enqueueActions(({ context, enqueue }, params: { logic: SessionLogic }) => {
      // The logic arrives at run time (its own chunk), so it is not in `actors`.
      enqueue.spawnChild(params.logic as never, {
        id: 'session',
        systemId: 'session',
        input: { user: context.user!, location: context.location },
      });
    }),
  },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({
    user: null,
    storedSettings: input.storedSettings ?? null,
    location: { pathname: '/', search: '' },
    sessionReady: false,
  }),
  entry: [
    spawnChild('settings', {
      id: 'settings',
      systemId: 'settings',
      input: ({ context }) => ({ stored: context.storedSettings }),
    }),
    spawnChild('auth', { id: 'auth', systemId: 'auth' }),
    // The public pages' flows (a webinar's Register, the feedback form) live under this owner,
    // signed in or not: the public site runs the root and no session (issue #63.13).
    spawnChild('pageOwner', { id: 'publicPages', systemId: 'publicPages' }),
  ],
  on: {
    'location.changed': { actions: assign({ location: ({ event }) => ({ pathname: event.pathname, search: event.search }) }) },
  },
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'No session: only the public site, the auth and settings actors run.',
      on: {
        'session.started': { target: 'signedIn', actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    signedIn: {
      description: 'A user is signed in: the session actor runs until sign-out, when the root stops it.',
      tags: ['signed in'],
      initial: 'loading',
      // The display settings follow the account while someone is signed in (issue #37).
      entry: sendTo('settings', { type: 'settings.signedIn' }),
      exit: [stopChild('session'), assign({ sessionReady: false }), sendTo('settings', { type: 'settings.signedOut' })],
      states: {
        loading: {
          description: "The session's code is loading (its own chunk, fetched on sign-in).",
          invoke: {
            src: 'loadSession',
            id: 'loadSession',
            onDone: {
              target: 'running',
              actions: [
                { type: 'start session', params: ({ event }) => ({ logic: event.output }) },
                assign({ sessionReady: true }),
              ],
            },
            onError: {
              target: 'unavailable',
              actions: { type: 'report session failure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        running: {
          description: "The session's actors run: counts, event stream, chat socket, toasts, the shell's actors.",
          on: {
            'location.changed': {
              actions: [
                assign({ location: ({ event }) => ({ pathname: event.pathname, search: event.search }) }),
                sendTo('session', ({ event }): SessionEvent => event),
              ],
            },
          },
        },
        unavailable: {
          description: "The session's code could not load (reported); the shell keeps waiting until sign-out or a reload.",
        },
      },
      on: {
        'meeting.ended': { actions: emit(({ event }) => ({ type: 'meeting.ended' as const, meetingId: event.meetingId })) },
        'session.started': { actions: assign({ user: ({ event }) => event.user }) },
        'session.ended': { target: 'signedOut', actions: assign({ user: null }) },
      },
    },
  },
});

export type RootActorRef = ActorRefFrom<typeof rootMachine>;
