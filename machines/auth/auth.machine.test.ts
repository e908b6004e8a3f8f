import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { authMachine, type CheckSessionOutput, type Session } from './auth.machine';
import type { User } from '../domain/user';
import { testMachineModel } from '../../tests/machines/model';

const session: Session = { accessToken: 'token', expiresAt: null, subject: '1' };
const user: User = {
  user_id: 1,
  user_name: 'caregiver',
  email: 'c@example.test',
  first_name: 'Maya',
  last_name: 'Thompson',
  profile_picture: null,
  user_type: 1,
  is_mentor: false,
  mentor_detail: null,
  care_provider_detail: null,
};
const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

describe('auth machine', () => {
  it('covers every state and transition of the session', async () => {
    const navigations: string[] = [];
    const reported: unknown[] = [];
    const announced: string[] = [];
    const discarded: string[] = [];
    const machine = authMachine.provide({
      actors: {
        checkSession: never<CheckSessionOutput>(),
        redirectToSignIn: never<void, { returnTo: string; signup: boolean }>(),
        redirectToSignOut: never<void>(),
        renewSession: never<Session>(),
        loadCurrentUser: never<User, { session: Session }>(),
        sessionEvents: fromCallback(() => () => {}),
      },
      actions: {
        'go to return path': (_, { to }) => void navigations.push(to),
        'report error': (_, { error }) => void reported.push(error),
        'announce session started': (_, { user: u }) => void announced.push(`started:${u.user_name}`),
        'announce session ended': () => void announced.push('ended'),
        'discard stored session': () => void discarded.push('discarded'),
      },
    });
    const report = await testMachineModel({
      machine,
      beforePath: () => {
        navigations.length = 0;
        reported.length = 0;
        announced.length = 0;
        discarded.length = 0;
      },
      events: [
        { type: 'xstate.done.actor.checkSession', output: { session, returnTo: '/calendar' } },
        { type: 'xstate.done.actor.checkSession', output: { session: null, returnTo: null } },
        { type: 'xstate.error.actor.checkSession', error: new Error('storage unreadable') },
        { type: 'xstate.done.actor.loadCurrentUser', output: user },
        { type: 'xstate.error.actor.loadCurrentUser', error: new Error('offline') },
        { type: 'xstate.done.actor.renewSession', output: { ...session, accessToken: 'renewed' } },
        { type: 'xstate.error.actor.renewSession', error: new Error('refresh token revoked') },
        { type: 'xstate.done.actor.redirectToSignOut', output: undefined },
        { type: 'xstate.error.actor.redirectToSignOut', error: new Error('provider down') },
        { type: 'xstate.error.actor.redirectToSignIn', error: new Error('provider down') },
        { type: 'auth.signIn', returnTo: '/calendar' },
        { type: 'auth.signUp', returnTo: '/dashboard' },
        { type: 'auth.unauthorized', returnTo: '/settings' },
        { type: 'auth.sessionUpdated', session: { ...session, accessToken: 'background' } },
        { type: 'auth.userUpdated', user: { ...user, first_name: 'Maia' } },
        { type: 'auth.userUpdated', user: { ...user, user_id: 2, first_name: 'Someone else' } },
        { type: 'auth.sessionRevoked', reason: 'suspended' },
        { type: 'auth.liveRefused' },
      ] as never,
      states: {
        'auth.checking': (s) => expect(s.hasTag('pending')).toBe(true),
        'auth.signedOut': (s) => {
          expect(s.hasTag('signed out')).toBe(true);
          expect(s.context.session).toBeNull();
          // A session that started has been announced as ended.
          if (announced.length) expect(announced.at(-1)).toBe('ended');
          // Ended by the server (revoked, or refused and not renewable): the stored session is gone and the
          // person reads why; the sentence is the reason's when the server gave one.
          if (discarded.length) {
            expect(s.context.error).toMatch(/suspended your account|Your session has ended/);
            expect(announced.at(-1)).toBe('ended');
          }
        },
        'auth.confirming': (s) => {
          expect(s.hasTag('signed in')).toBe(true);
          expect(s.context.session).not.toBeNull();
        },
        'auth.signInFailed': (s) => expect(s.context.error).toMatch(/not reachable/),
        'auth.signingIn.signingIn': (s) => expect(s.hasTag('pending')).toBe(true),
        'auth.signingIn.signingUp': (s) => expect(s.hasTag('pending')).toBe(true),
        'auth.signedIn.loadingUser': (s) => {
          expect(s.context.session).not.toBeNull();
          expect(s.hasTag('ready')).toBe(false);
        },
        'auth.signedIn.ready': (s) => {
          // As loaded, or as the person saved it on /user-profile; never someone else's.
          expect(s.context.user?.user_id).toBe(user.user_id);
          expect(['Maya', 'Maia']).toContain(s.context.user?.first_name);
          expect(announced.filter((a) => a.startsWith('started:'))).toEqual(['started:caregiver']);
          // The person is taken back to where they were going, once.
          expect(s.context.returnTo).toBeNull();
          expect(navigations.length).toBeGreaterThan(0);
        },
        'auth.signedIn.userFailed': (s) => {
          expect(s.hasTag('error')).toBe(true);
          expect(s.context.error).toMatch(/could not load your profile/);
        },
        'auth.renewing': (s) => {
          expect(s.hasTag('pending')).toBe(true);
          expect(s.context.returnTo).toBe('/settings');
        },
        'auth.signingOut': () => expect(announced.at(-1)).toBe('ended'),
      },
    });
    expect(report.states.covered).toBe(report.states.total);
  });
});
