import { createFileRoute, Outlet } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { getSystemActor } from '../../machines/system';
import { AppShell } from '../features/shellLayout/AppShell';
import { SessionGate } from '../features/session/SessionGate';
import { useSelector } from '@xstate/react';
import { useAppSystem } from '../system/context';
import { useSession } from '../features/auth/useSession';
import { useStaged } from '../ui/staged';

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
  const ready = Boolean(session.user) && session.status === 'signedIn' && sessionReady;
  // The frame's first render waits a task (src/ui/staged.tsx): the session's actors start in the
  // task that makes it ready, and the two together were one of the longest tasks of a signed-in
  // load (issue #38). Once drawn, the frame stays drawn.
  const frameTurn = useStaged(-2, ready);
  if (!session.user || !ready || !frameTurn) return <SessionGate session={session} />;
  return (
    <AppShell user={session.user} onSignOut={session.signOut}>
      <Outlet />
    </AppShell>
  );
}
