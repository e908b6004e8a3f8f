import type { MouseEvent, ReactNode } from 'react';
import { SIGN_IN_START } from '../../../contract/public-form-words';
import { useSession } from '../auth/useSession';

/**
 * Login, Sign up and the pages' calls to action that lead to them (issue #59): a real link in the
 * served HTML, never disabled while the page waits for its script. Before the app runs (or
 * without scripts) it leads to the server, which starts the identity provider's sign-in
 * (server/web/static-app.ts); once the app knows nobody is signed in, a click starts it in the
 * app instead, with the app's own PKCE state and the way back to the dashboard.
 */
export function SignInLink({
  signUp = false,
  className,
  children,
}: {
  signUp?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const session = useSession();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab, or the session not known yet: the link does what any link does.
    if (session.status !== 'signedOut' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (signUp) session.signUp();
    else session.signIn();
  };
  return (
    <a
      href={signUp ? SIGN_IN_START.signUp : SIGN_IN_START.signIn}
      className={className}
      onClick={onClick}
      // The app takes a click over from here (a test waits for it before recording what the app does).
      data-app-sign-in={session.status === 'signedOut' || undefined}
    >
      {children}
    </a>
  );
}
