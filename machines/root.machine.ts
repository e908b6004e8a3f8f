import { assign, sendParent, setup, spawnChild, type ActorRefFrom } from 'xstate';
import { authMachine, type AuthParentEvent } from './auth.machine';
import { countsMachine } from './counts.machine';
import type { DisplaySettings } from './domain/settings';
import type { User } from './domain/user';
import { settingsMachine } from './settings.machine';
import { SYSTEM_ID } from './system';

export type RootInput = { storedSettings?: Partial<DisplaySettings> | null };
export type RootEvent = AuthParentEvent;

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
 * The root of the actor system. It owns the session (the auth actor), the
 * long-lived feature actors (spawned with a systemId so any view or actor
 * reaches them through `system.get`) and, while signed in, the actors whose
 * life is the session's: the header counts (and, with the live-events work,
 * the event stream and the chat socket).
 */
export const rootMachine = setup({
  types: {
    input: {} as RootInput,
    context: {} as { user: User | null; storedSettings: Partial<DisplaySettings> | null },
    events: {} as RootEvent,
  },
  actors: { auth: sessionAuthMachine, settings: settingsMachine, counts: countsMachine },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({ user: null, storedSettings: input.storedSettings ?? null }),
  entry: [
    spawnChild('settings', {
      id: SYSTEM_ID.settings,
      systemId: SYSTEM_ID.settings,
      input: ({ context }) => ({ stored: context.storedSettings }),
    }),
    spawnChild('auth', { id: SYSTEM_ID.auth, systemId: SYSTEM_ID.auth }),
  ],
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'No session: only the public site and the settings actor run.',
      on: {
        'session.started': { target: 'signedIn', actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    signedIn: {
      description: 'A user is signed in: session-scoped actors run until sign-out.',
      invoke: {
        src: 'counts',
        id: SYSTEM_ID.counts,
        systemId: SYSTEM_ID.counts,
        input: ({ context }) => ({ userId: context.user!.user_id }),
      },
      on: {
        'session.started': { actions: assign({ user: ({ event }) => event.user }) },
        'session.ended': { target: 'signedOut', actions: assign({ user: null }) },
      },
    },
  },
});

export type RootActorRef = ActorRefFrom<typeof rootMachine>;
