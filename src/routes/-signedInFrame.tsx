import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { AppShell } from '../features/shellLayout/AppShell';
import { SessionGate } from '../features/session/SessionGate';
import { useSession } from '../features/auth/useSession';
import { useAppSystem } from '../system/context';

/**
 * The signed-in frame (as `_app.tsx` draws it) for /resource-hub, which a visitor reads in the
 * public frame at the same address. Loaded lazily by `resource-hub.tsx`, so a visitor's
 * /resource-hub does not carry the shell.
 */
export default function SignedInFrame({ children }: { children: ReactNode }) {
  const session = useSession();
  const sessionReady = useSelector(useAppSystem().root, (s) => s.context.sessionReady);
  if (!session.user || session.status !== 'signedIn' || !sessionReady) return <SessionGate session={session} />;
  return (
    <AppShell user={session.user} onSignOut={session.signOut}>
      {children}
    </AppShell>
  );
}
