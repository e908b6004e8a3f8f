// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import type { useSession } from '../auth/useSession';
import { Button } from '../../ui/Button';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { Spinner } from '../../ui/Spinner';

/** What a signed-in route shows while the session is not ready: never a half-drawn shell. */
export function SessionGate({ session }: { session: ReturnType<typeof useSession> }) {
  if (session.error && !session.busy) {
    return (
      <FullPageMessage title="We could not open your account" role="alert">
        <p>{session.error}</p>
        <div className="mt-4 flex justify-center gap-2">
          {session.status === 'signedIn' ? <Button onClick={session.retry}>Try again</Button> : null}
          {session.status === 'signedOut' ? (
            <Button onClick={() => session.signIn(window.location.pathname + window.location.search)}>Sign in</Button>
          ) : null}
        </div>
      </FullPageMessage>
    );
  }
  return (
    <FullPageMessage title="NeuroHealth Care">
      <Spinner label={session.status === 'signedIn' ? 'Opening your account…' : 'Taking you to sign in…'} />
    </FullPageMessage>
  );
}
