import { fromCallback, fromPromise } from 'xstate';
import { authMachine, type CheckSessionOutput, type Session, type SignInRequest } from '../../machines/auth/auth.machine';
import type { User } from '../../machines/domain/user';

const SESSION: Session = { accessToken: 'test-token', expiresAt: null, subject: 'test' };

/**
 * The auth actor with the identity provider replaced: signed in as `user`, or signed out
 * when `user` is null; the profile fails to load the first `profileFailures` times.
 * Redirects to the provider are recorded, not followed.
 */
export function fakeAuth({ user, profileFailures = 0 }: { user: User | null; profileFailures?: number }) {
  let failures = profileFailures;
  const redirects: Array<SignInRequest | 'sign out'> = [];
  const logic = authMachine.provide({
    actors: {
      checkSession: fromPromise<CheckSessionOutput>(async () => ({ session: user ? SESSION : null, returnTo: null })),
      loadCurrentUser: fromPromise(async () => {
        if (failures-- > 0) throw new Error('profile service unavailable');
        return user!;
      }),
      redirectToSignIn: fromPromise<void, SignInRequest>(async ({ input }) => {
        redirects.push(input);
      }),
      redirectToSignOut: fromPromise<void>(async () => {
        redirects.push('sign out');
      }),
      renewSession: fromPromise(async () => SESSION),
      sessionEvents: fromCallback(() => {}),
    },
    actions: {
      'go to return path': () => {},
      'report error': () => {},
      'announce session started': () => {},
      'announce session ended': () => {},
    },
  });
  return { logic, redirects };
}
