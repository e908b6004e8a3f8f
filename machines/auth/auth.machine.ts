import { assign, type ActorRefFrom } from 'xstate';
import { authSetup, type AuthEvent } from './auth.setup';

export * from './auth.setup';

/**
 * The server ended the session and said why (suspended, signed out elsewhere...): signed out at
 * once with that sentence, never renewing. Taken while signed in, renewing or confirming.
 */
const revoked = {
  target: '#auth.signedOut',
  actions: [
    'forget session',
    'discard stored session',
    'announce session ended',
    {
      type: 'say why the session ended',
      params: ({ event }: { event: AuthEvent }) => ({ reason: event.type === 'auth.sessionRevoked' ? event.reason : null }),
    },
  ],
} as const;

/**
 * The session: checking → signedOut | signedIn, with signingIn, renewing and signingOut.
 * The identity provider is reached only through the actors provided by src/system
 * (oidc-client-ts); this machine never sees a password.
 */
export const authMachine = authSetup.createMachine({
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
        // Only the person it is: a late answer for someone else (signed out and in again) is dropped.
        'auth.userUpdated': {
          guard: 'same user',
          actions: assign({ user: ({ event }) => event.user }),
        },
        'auth.sessionEnded': {
          target: 'signedOut',
          actions: ['forget session', 'announce session ended'],
        },
        'auth.sessionRevoked': revoked,
        'auth.liveRefused': 'confirming',
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
      on: { 'auth.sessionRevoked': revoked },
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
    confirming: {
      description:
        'A live connection was refused: renew silently. A session that still stands carries on; one that ended signs out, saying so.',
      tags: ['signed in'],
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
          target: 'signedOut',
          actions: [
            'forget session',
            'discard stored session',
            'announce session ended',
            { type: 'say why the session ended', params: { reason: null } },
          ],
        },
      },
      on: { 'auth.sessionRevoked': revoked },
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
