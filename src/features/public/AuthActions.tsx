import { SiteLink } from './SiteLink';
import { SignInLink } from './SignInLink';
import { useSession } from '../auth/useSession';
import { APP_HOME } from './navigation';
import { primaryButton, secondaryButton } from './styles';

/**
 * Right side of the header: Login and Sign up when signed out or while the session is still being
 * checked (links that work before any script, issue #59), Go to App when signed in.
 */
export function AuthActions() {
  const { status } = useSession();

  if (status === 'signedIn') {
    return (
      <SiteLink to={APP_HOME} className={primaryButton}>
        Go to App
      </SiteLink>
    );
  }

  return (
    <div className="flex items-center gap-2">
      <SignInLink className={secondaryButton}>Login</SignInLink>
      <SignInLink signUp className={primaryButton}>
        Sign up
      </SignInLink>
    </div>
  );
}
