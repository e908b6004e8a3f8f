import { createFileRoute, Outlet } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { getSystemActor } from '../../machines/system';
import { AppShell } from '../features/shellLayout/AppShell';
import { SessionGate } from '../features/session/SessionGate';
import { useSelector } from '@xstate/react';
import { useAppSystem } from '../system/context';
import { useSession } from '../features/auth/useSession';

/**
 * Every signed-in route sits under this layout. The guard waits for the auth
 * actor to settle; a signed-out visit starts sign-in and comes back here after.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const auth = getSystemActor(context.system.root.system, 'auth')!;
    const settled = await waitFor(
      auth,
      (s) => s.hasTag('ready') || s.hasTag('signed out') || s.hasTag('error') || s.matches('signingIn'),
    );
    if (settled.hasTag('signed out')) auth.send({ type: 'auth.signIn', returnTo: location.href });
    return { user: settled.context.user };
  },
  component: AppLayout,
});

function AppLayout() {
  const session = useSession();
  // The session's actors (counts, toasts, the shell's) load on sign-in; the shell waits for them.
  const sessionReady = useSelector(useAppSystem().root, (s) => s.context.sessionReady);
  if (!session.user || session.status !== 'signedIn' || !sessionReady) return <SessionGate session={session} />;
  return (
    <AppShell user={session.user} onSignOut={session.signOut}>
      <Outlet />
    </AppShell>
  );
}
