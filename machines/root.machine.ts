import { assign, emit, fromCallback, sendParent, sendTo, setup, spawnChild, type ActorRefFrom } from 'xstate';
import { authMachine, type AuthParentEvent } from './auth.machine';
import type { DisplaySettings } from './domain/settings';
import type { User } from './domain/user';
import type { Location, SessionEvent, SessionInput } from './session.machine';
import { settingsMachine } from './settings.machine';
import { SYSTEM_ID } from './system';

export type RootInput = { storedSettings?: Partial<DisplaySettings> | null };

export type RootEvent =
  | AuthParentEvent
  | { type: 'location.changed'; pathname: string; search: string }
  /** The session's actors are running (its code has loaded). */
  | { type: 'session.ready' }
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
 * Placeholder for the signed-in session (machines/session.machine.ts). src/system
 * provides it with an actor that loads the session's code on sign-in, so the
 * public site never downloads it, and relays events both ways.
 */
const session = fromCallback<RootEvent, SessionInput>(() => () => {});

/**
 * The root of the actor system. Always running: the auth actor (the session
 * with the identity provider) and the display settings, both spawned with a
 * systemId so any view or actor reaches them with `system.get`. While signed
 * in: the session actor, which owns the counts, the event stream and chat
 * socket, the toast queue and the shell's actors.
 */
export const rootMachine = setup({
  types: {
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
  actors: { auth: sessionAuthMachine, settings: settingsMachine, session },
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
      id: SYSTEM_ID.settings,
      systemId: SYSTEM_ID.settings,
      input: ({ context }) => ({ stored: context.storedSettings }),
    }),
    spawnChild('auth', { id: SYSTEM_ID.auth, systemId: SYSTEM_ID.auth }),
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
      description: 'A user is signed in: the session actor runs until sign-out.',
      tags: ['signed in'],
      invoke: {
        src: 'session',
        id: 'session',
        input: ({ context }) => ({ user: context.user!, location: context.location }),
      },
      on: {
        'session.ready': { actions: assign({ sessionReady: true }) },
        'meeting.ended': { actions: emit(({ event }) => ({ type: 'meeting.ended' as const, meetingId: event.meetingId })) },
        'location.changed': {
          actions: [
            assign({ location: ({ event }) => ({ pathname: event.pathname, search: event.search }) }),
            sendTo('session', ({ event }): SessionEvent => event),
          ],
        },
        'session.started': { actions: assign({ user: ({ event }) => event.user }) },
        'session.ended': { target: 'signedOut', actions: assign({ user: null, sessionReady: false }) },
      },
    },
  },
});

export type RootActorRef = ActorRefFrom<typeof rootMachine>;
