import { createFileRoute, Link } from '@tanstack/react-router';
import { SessionGate } from '../../features/session/SessionGate';
import { useSession } from '../../features/auth/useSession';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { Spinner } from '../../ui/Spinner';

/** The identity provider returns here; the auth actor completes the sign-in and moves on. */
export const Route = createFileRoute('/auth/callback')({
  head: () => ({ meta: [{ title: 'Signing in · NeuroHealth Care' }] }),
  component: Callback,
});

function Callback() {
  const session = useSession();
  const { status, error } = session;
  // Signed in, but the profile did not load: say so and offer to retry.
  if (status === 'signedIn' && error && !session.busy) return <SessionGate session={session} />;
  if (status === 'signedOut') {
    return (
      <FullPageMessage title="Sign-in did not complete" role="alert">
        <p>{error ?? 'The sign-in link has expired or was already used.'}</p>
        <Link to="/" className="focus-ring mt-4 inline-block font-semibold text-brand-700 underline dark:text-teal-200">
          Back to the home page
        </Link>
      </FullPageMessage>
    );
  }
  return (
    <FullPageMessage title="Signing you in">
      <Spinner label="Completing sign-in…" />
    </FullPageMessage>
  );
}
