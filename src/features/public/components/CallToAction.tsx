import { SiteLink } from '../SiteLink';
import { SignInLink } from '../SignInLink';
import type { ReactNode } from 'react';
import { useSession } from '../../auth/useSession';
import { APP_HOME } from '../navigation';
import { container, primaryButtonLarge, secondaryButtonLarge } from '../styles';
import { HydrateInTurn } from '../../../ui/hydrateInTurns';

/**
 * Closing band of a page. `signup` offers account creation (or Go to App when
 * signed in) next to Contact us; `contact` points organisations to the team.
 */
export function CallToAction({
  title,
  children,
  kind,
  signUpLabel = 'Create your account',
}: {
  title: string;
  children: ReactNode;
  kind: 'signup' | 'contact';
  signUpLabel?: string;
}) {
  return (
    <HydrateInTurn>
      <section aria-labelledby="cta-heading" className="bg-teal-50 dark:bg-slate-800">
        <div className={`${container} py-14 sm:py-16`}>
          <div className="max-w-2xl">
            <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {title}
            </h2>
            <div className="mt-3 text-base text-slate-700 sm:text-lg dark:text-slate-200">{children}</div>
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            {kind === 'signup' ? (
              <SignUpAction label={signUpLabel} />
            ) : (
              <SiteLink to="/contact" className={primaryButtonLarge}>
                Talk to our team
              </SiteLink>
            )}
            {kind === 'signup' ? (
              <SiteLink to="/contact" className={secondaryButtonLarge}>
                Contact us
              </SiteLink>
            ) : (
              <SiteLink to="/faq" className={secondaryButtonLarge}>
                Read the FAQ
              </SiteLink>
            )}
          </div>
        </div>
      </section>
    </HydrateInTurn>
  );
}

function SignUpAction({ label }: { label: string }) {
  const { status } = useSession();
  if (status === 'signedIn') {
    return (
      <SiteLink to={APP_HOME} className={primaryButtonLarge}>
        Go to App
      </SiteLink>
    );
  }
  return (
    <SignInLink signUp className={primaryButtonLarge}>
      {label}
    </SignInLink>
  );
}
