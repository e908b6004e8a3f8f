import { useId, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { publicNavMachine } from '../../../machines/public/publicNav.machine';
import { useSession } from '../auth/useSession';
import { useHydrated } from '../../ui/useHydrated';
import { AuthActions } from './AuthActions';
import { DesktopNav } from './DesktopNav';
import { CloseIcon, MenuIcon } from './icons';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { focusRing } from './styles';

/** The public site's banner: logo, navigation (menus on desktop, hamburger below lg) and sign-in controls. */
export function PublicHeader() {
  const { status } = useSession();
  // The header's menus are a statechart (machines/public/publicNav.machine.ts), owned by the header.
  const nav = useActorRef(publicNavMachine);
  const mobileOpen = useSelector(nav, (s) => s.hasTag('mobile open'));
  const mobileMenuId = useId();
  const hydrated = useHydrated();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  // SPEC §2: the hamburger menu is hidden when signed in.
  const showHamburger = status !== 'signedIn';

  return (
    <header
      // Until the app runs, the stylesheet opens the hamburger's menu on hover and focus (src/styles.css, issue #59).
      data-public-header
      data-enhanced={hydrated || undefined}
      className="relative z-40 border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && mobileOpen) {
          nav.send({ type: 'mobile.close' });
          hamburgerRef.current?.focus();
        }
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-3 xl:gap-4 xl:px-8">
        <Logo />
        <DesktopNav nav={nav} />
        <div className="flex items-center gap-2">
          <AuthActions />
          {showHamburger && (
            <button
              ref={hamburgerRef}
              type="button"
              // Before the app runs (or without scripts) the stylesheet shows the menu while the
              // button has focus or the pointer, which no attribute can follow: the button is just
              // "Menu" and claims no state until the statechart owns it (issue #59).
              aria-expanded={hydrated ? mobileOpen : undefined}
              aria-controls={mobileMenuId}
              data-hamburger
              aria-label={hydrated ? (mobileOpen ? 'Close menu' : 'Open menu') : 'Menu'}
              onClick={() => nav.send({ type: 'mobile.toggle' })}
              className={`${focusRing} -me-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800`}
            >
              {mobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            </button>
          )}
        </div>
      </div>
      {showHamburger && <MobileMenu id={mobileMenuId} open={mobileOpen} onNavigate={() => nav.send({ type: 'mobile.close' })} />}
    </header>
  );
}
