import { SiteLink } from './SiteLink';
import { useSession } from '../auth/useSession';
import { APP_HOME } from './navigation';
import { primaryButton, secondaryButton } from './styles';

/**
 * Right side of the header: Login and Sign up when signed out (shown disabled,
 * same size, while the session is still being checked), Go to App when signed in.
 */
export function AuthActions() {
  const { status, signIn, signUp } = useSession();

  if (status === 'signedIn') {
    return (
      <SiteLink to={APP_HOME} className={primaryButton}>
        Go to App
      </SiteLink>
    );
  }

  const pending = status === 'pending';
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={secondaryButton} disabled={pending} onClick={() => signIn()}>
        Login
      </button>
      <button type="button" className={primaryButton} disabled={pending} onClick={() => signUp()}>
        Sign up
      </button>
    </div>
  );
}
