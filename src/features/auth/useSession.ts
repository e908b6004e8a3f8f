import { useHydrated } from '../../ui/useHydrated';
import { useAppSystem, useSystemActor, useSystemSelector, useSystemTag } from '../../system/context';

/**
 * What any view needs of the session: whether someone is signed in, and the
 * sign-in, sign-up and sign-out events. Views send events; the auth actor acts.
 */
export function useSession() {
  const auth = useSystemActor('auth');
  const known = useSystemSelector(
    'auth',
    (s) => (s.hasTag('signed in') ? 'signedIn' : s.hasTag('signed out') ? 'signedOut' : 'pending'),
    'pending',
  );
  // A prerendered public page was rendered with no session known (issue #38): hydrate it as such.
  const status = useHydrated() ? known : 'pending';
  const user = useSystemSelector('auth', (s) => s.context.user, null);
  const error = useSystemSelector('auth', (s) => s.context.error, null);
  const busy = useSystemTag('auth', 'pending');
  return {
    status,
    user,
    error,
    busy,
    signIn: (returnTo = '/dashboard') => auth?.send({ type: 'auth.signIn', returnTo }),
    signUp: (returnTo = '/dashboard') => auth?.send({ type: 'auth.signUp', returnTo }),
    signOut: () => auth?.send({ type: 'auth.signOut' }),
    retry: () => auth?.send({ type: 'auth.retry' }),
  } as const;
}

export { useAppSystem };
