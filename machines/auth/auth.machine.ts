import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovided, unprovidedCallback, unprovidedPromise } from '../placeholder';
import type { User } from '../domain/user';

/** What the identity provider gave us. Tokens stay in this actor's memory and sessionStorage only. */
export interface Session {
  accessToken: string;
  expiresAt: number | null;
  subject: string;
}

export interface CheckSessionOutput {
  session: Session | null;
  /** Set when this page load is the sign-in callback: the route the person asked for. */
  returnTo: string | null;
}

export type SignInRequest = { returnTo: string; signup: boolean };

export interface AuthContext {
  session: Session | null;
  user: User | null;
  /** The route to come back to after a sign-in redirect or a renewal. */
  returnTo: string | null;
  error: string | null;
}

export type AuthEvent =
  | { type: 'auth.signIn'; returnTo: string }
  | { type: 'auth.signUp'; returnTo: string }
  | { type: 'auth.signOut' }
  | { type: 'auth.retry' }
  /** The API answered 401: the token was tampered with, revoked or expired. */
  | { type: 'auth.unauthorized'; returnTo: string }
  /** The client library renewed the tokens in the background. */
  | { type: 'auth.sessionUpdated'; session: Session }
  | { type: 'auth.sessionEnded' };

export type AuthParentEvent = { type: 'session.started'; user: User } | { type: 'session.ended' };

/**
 * The session: checking → signedOut | signedIn, with signingIn, renewing and signingOut.
 * The identity provider is reached only through the actors provided by src/system
 * (oidc-client-ts); this machine never sees a password.
 */
export const authMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'error' | 'pending' | 'ready' | 'signed in' | 'signed out',
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    // The identity provider's client (src/services/oidc.ts), provided in src/features/auth/wiring.ts.
    checkSession: unprovidedPromise<CheckSessionOutput>('auth', 'checkSession'),
    redirectToSignIn: unprovidedPromise<void, SignInRequest>('auth', 'redirectToSignIn'),
    redirectToSignOut: unprovidedPromise<void>('auth', 'redirectToSignOut'),
    renewSession: unprovidedPromise<Session>('auth', 'renewSession'),
    loadCurrentUser: unprovidedPromise<User, { session: Session }>('auth', 'loadCurrentUser'),
    /** Listens to the client library: background renewals and ended sessions. */
    sessionEvents: unprovidedCallback<AuthEvent>('auth', 'sessionEvents'),
  },
  actions: {
    // The router and error reporting, provided in src/features/auth/wiring.ts.
    'go to return path': (_, _params: { to: string }) => unprovided('auth', 'go to return path'),
    'report error': (_, _params: { error: unknown }) => unprovided('auth', 'report error'),
    // The owner (the root machine) provides these as `sendParent`,
    // so this machine does not assume who owns it and runs alone in tests.
    'announce session started': (_, _params: { user: User }) => unprovided('root', 'announce session started'),
    'announce session ended': () => unprovided('root', 'announce session ended'),
    'forget session': assign({ session: null, user: null }),
  },
  guards: {
    'has session': (_, params: { output: CheckSessionOutput }) => params.output.session !== null,
    'user known': ({ context }) => context.user !== null,
  },
}).createMachine({
  id: 'auth',
  context: { session: null, user: null, returnTo: null, error: null },
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the stored session, or completes the sign-in callback.',
      tags: ['pending'],
      invoke: {
        src: 'checkSession',
        id: 'checkSession',
        onDone: [
          {
            guard: { type: 'has session', params: ({ event }) => ({ output: event.output }) },
            target: 'signedIn',
            actions: assign({
              session: ({ event }) => event.output.session,
              returnTo: ({ event }) => event.output.returnTo,
            }),
          },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            assign({ error: 'We could not check your sign-in. Please sign in again.' }),
            { type: 'report error', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    signedOut: {
      description: 'Nobody is signed in: public pages only.',
      tags: ['signed out'],
      on: {
        'auth.signIn': {
          target: 'signingIn',
          actions: assign({ returnTo: ({ event }) => event.returnTo, error: null }),
        },
        'auth.signUp': {
          target: 'signingIn.signingUp',
          actions: assign({ returnTo: ({ event }) => event.returnTo, error: null }),
        },
      },
    },
    signingIn: {
      description: 'Leaving for the identity provider’s sign-in or sign-up page.',
      tags: ['pending'],
      initial: 'signingIn',
      states: {
        signingIn: {
          invoke: {
            src: 'redirectToSignIn',
            id: 'redirectToSignIn',
            input: ({ context }) => ({ returnTo: context.returnTo ?? '/dashboard', signup: false }),
            onError: '#auth.signInFailed',
          },
        },
        signingUp: {
          invoke: {
            src: 'redirectToSignIn',
            id: 'redirectToSignIn',
            input: ({ context }) => ({ returnTo: context.returnTo ?? '/dashboard', signup: true }),
            onError: '#auth.signInFailed',
          },
        },
      },
    },
    signInFailed: {
      description: 'The identity provider could not be reached.',
      tags: ['signed out'],
      entry: assign({ error: 'The sign-in service is not reachable right now. Please try again.' }),
      on: {
        'auth.signIn': { target: 'signingIn', actions: assign({ returnTo: ({ event }) => event.returnTo }) },
        'auth.signUp': {
          target: 'signingIn.signingUp',
          actions: assign({ returnTo: ({ event }) => event.returnTo }),
        },
      },
    },
    signedIn: {
      description: 'A session exists; the user profile is loaded before pages render.',
      tags: ['signed in'],
      initial: 'loadingUser',
      invoke: { src: 'sessionEvents', id: 'sessionEvents' },
      on: {
        'auth.signOut': 'signingOut',
        'auth.unauthorized': {
          target: 'renewing',
          actions: assign({ returnTo: ({ event }) => event.returnTo }),
        },
        'auth.sessionUpdated': {
          actions: assign({ session: ({ event }) => event.session }),
        },
        'auth.sessionEnded': {
          target: 'signedOut',
          actions: ['forget session', 'announce session ended'],
        },
      },
      states: {
        loadingUser: {
          tags: ['pending'],
          invoke: {
            src: 'loadCurrentUser',
            id: 'loadCurrentUser',
            input: ({ context }) => ({ session: context.session! }),
            onDone: {
              target: 'ready',
              actions: [
                assign({ user: ({ event }) => event.output, error: null }),
                { type: 'announce session started', params: ({ event }) => ({ user: event.output }) },
              ],
            },
            onError: {
              target: 'userFailed',
              actions: assign({ error: 'We could not load your profile. Check your connection and try again.' }),
            },
          },
        },
        ready: {
          description: 'Signed in with a known user: the app shell renders.',
          tags: ['ready'],
          entry: [
            {
              type: 'go to return path',
              params: ({ context }) => ({ to: context.returnTo ?? '' }),
            },
            assign({ returnTo: null }),
          ],
        },
        userFailed: {
          tags: ['error'],
          on: { 'auth.retry': 'loadingUser' },
        },
      },
    },
    renewing: {
      description: 'The API refused the token: renew it silently, or sign in again.',
      tags: ['pending', 'signed in'],
      invoke: {
        src: 'renewSession',
        id: 'renewSession',
        onDone: [
          {
            guard: 'user known',
            target: 'signedIn.ready',
            actions: assign({ session: ({ event }) => event.output }),
          },
          { target: 'signedIn.loadingUser', actions: assign({ session: ({ event }) => event.output }) },
        ],
        onError: {
          // Renewal failed: sign in again and come back to the same route.
          target: 'signingIn',
          actions: ['forget session', 'announce session ended'],
        },
      },
    },
    signingOut: {
      description: 'Ending the session at the identity provider.',
      tags: ['pending'],
      entry: ['announce session ended'],
      invoke: {
        src: 'redirectToSignOut',
        id: 'redirectToSignOut',
        onDone: { target: 'signedOut', actions: 'forget session' },
        onError: {
          target: 'signedOut',
          actions: ['forget session', { type: 'report error', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
});

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
