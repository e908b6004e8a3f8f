import { assign, setup, type ActorRefFrom } from 'xstate';
import type { SignedInSession } from '../../contract/sessions';
import { unprovidedPromise } from '../domain/placeholder';

export interface SessionsListContext {
  sessions: SignedInSession[];
  /** The session being signed out (its id), while its call runs. */
  signingOut: string | null;
  /** The server's refusal, or a failed call, in a sentence. */
  refusal: string | null;
  /** The last change, for the live region. */
  notice: string | null;
}

export type SessionsListEvent =
  { type: 'sessions.retry' } | { type: 'sessions.signOut'; id: string } | { type: 'sessions.signOutOthers' };

const FAILED = 'That did not go through. Check your connection and try again.';

/** The server's sentence (a refusal the service passes on as `refusal.message`), else a general one. */
export function refusalText(error: unknown): string {
  const refusal = (error as { refusal?: { message?: unknown } } | null)?.refusal;
  return typeof refusal?.message === 'string' && refusal.message ? refusal.message : FAILED;
}

const named = (s: SignedInSession | undefined) => s?.device ?? 'That browser';

/**
 * Settings › Sessions (issue #37): this browser and the others the person is signed in on, each
 * with Sign out, and Sign out all other sessions. The server ends the sessions (their pages sign
 * out live); this list takes away what it ended.
 */
export const sessionsListMachine = setup({
  types: {
    tags: {} as 'loading' | 'error' | 'working',
    context: {} as SessionsListContext,
    events: {} as SessionsListEvent,
  },
  actors: {
    // src/features/sessions/wiring.ts: the sessions service (contract/sessions.ts).
    loadSessions: unprovidedPromise<SignedInSession[]>('sessions', 'loadSessions'),
    signOut: unprovidedPromise<void, { id: string }>('sessions', 'signOut'),
    signOutOthers: unprovidedPromise<number>('sessions', 'signOutOthers'),
  },
  actions: {
    'take sessions': assign((_, params: { sessions: SignedInSession[] }) => ({ sessions: params.sessions })),
    'start sign-out': assign((_, params: { id: string }) => ({ signingOut: params.id, refusal: null, notice: null })),
    'start signing out others': assign({ refusal: null, notice: null }),
    'take signed out': assign(({ context }) => ({
      sessions: context.sessions.filter((s) => s.id !== context.signingOut),
      notice: `${named(context.sessions.find((s) => s.id === context.signingOut))} is signed out.`,
      signingOut: null,
    })),
    'take others signed out': assign(({ context }, params: { count: number }) => ({
      sessions: context.sessions.filter((s) => s.current),
      notice: params.count === 1 ? 'Signed out 1 other session.' : `Signed out ${params.count} other sessions.`,
    })),
    'keep refusal': assign((_, params: { error: unknown }) => ({ refusal: refusalText(params.error), signingOut: null })),
  },
}).createMachine({
  id: 'sessionsList',
  context: { sessions: [], signingOut: null, refusal: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadSessions',
        id: 'loadSessions',
        onDone: { target: 'ready', actions: { type: 'take sessions', params: ({ event }) => ({ sessions: event.output }) } },
        onError: 'failed',
      },
    },
    failed: { description: 'The list could not be loaded: Try again.', tags: ['error'], on: { 'sessions.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'sessions.signOut': {
              target: 'signingOut',
              actions: { type: 'start sign-out', params: ({ event }) => ({ id: event.id }) },
            },
            'sessions.signOutOthers': { target: 'signingOutOthers', actions: 'start signing out others' },
          },
        },
        signingOut: {
          tags: ['working'],
          invoke: {
            src: 'signOut',
            id: 'signOut',
            input: ({ context }) => ({ id: context.signingOut as string }),
            onDone: { target: 'idle', actions: 'take signed out' },
            onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        signingOutOthers: {
          tags: ['working'],
          invoke: {
            src: 'signOutOthers',
            id: 'signOutOthers',
            onDone: {
              target: 'idle',
              actions: { type: 'take others signed out', params: ({ event }) => ({ count: event.output }) },
            },
            onError: { target: 'idle', actions: { type: 'keep refusal', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type SessionsListActorRef = ActorRefFrom<typeof sessionsListMachine>;
