import { assign, setup } from 'xstate';
import { unprovided, unprovidedCallback, unprovidedPromise } from '../domain/placeholder';
import type { User } from '../domain/user';
import type { SessionEndReason } from '../../contract/sessions';
import { SESSION_ENDED_TEXT, SESSION_REFUSED_TEXT } from './sessionEnded';

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
  | { type: 'auth.sessionEnded' }
  /** The server ended the session and said why (its event stream or chat socket, before closing). */
  | { type: 'auth.sessionRevoked'; reason: SessionEndReason }
  /** A live connection's reconnection was refused (401): the session may have ended; renewing tells. */
  | { type: 'auth.liveRefused' }
  /** The person saved their profile (/user-profile): the header and the menu show it at once. */
  | { type: 'auth.userUpdated'; user: User };

export type AuthParentEvent = { type: 'session.started'; user: User } | { type: 'session.ended' };

/** The auth flow's types, effects, guards and delays; the chart is in auth.machine.ts. */
export const authSetup = setup({
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
    // The client library's stored session is removed (src/services/oidc.ts): a reload does not try it again.
    'discard stored session': () => unprovided('auth', 'discard stored session'),
    'say why the session ended': assign({
      error: (_, params: { reason: SessionEndReason | null }) =>
        params.reason ? SESSION_ENDED_TEXT[params.reason] : SESSION_REFUSED_TEXT,
    }),
  },
  guards: {
    'has session': (_, params: { output: CheckSessionOutput }) => params.output.session !== null,
    'user known': ({ context }) => context.user !== null,
    'same user': ({ context, event }) =>
      event.type === 'auth.userUpdated' && context.user !== null && event.user.user_id === context.user.user_id,
  },
});
