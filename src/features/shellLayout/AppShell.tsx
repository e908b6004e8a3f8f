// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { lazy, Suspense, useCallback, useEffect, type FocusEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { homePathFor, isAdministrator, type User } from '../../../machines/domain/user';
import { useSystemTag, useSystemSelector } from '../../system/context';
import { Drawer } from '../../ui/Drawer';
import { Icon } from '../../ui/icons';
import { SettingsButton } from '../settings/SettingsButton';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened';
import { HeaderCounts } from '../counts/HeaderCounts';
import { HeaderSearch } from '../search/HeaderSearch';
import { REDUCED_MOTION_QUERY, useMediaQuery, useMediaQueryEvents, WIDE_QUERY } from './hooks';
import { useSystemActor } from '../../system/context';
import { LazyProfileMenu } from './LazyProfileMenu';
import { SideMenu } from './SideMenu';
import { WelcomeHints } from '../welcomeHints/WelcomeHints';
import { PinDialogHost } from '../pin/PinDialogHost';
import { IdleWarningHost } from '../idleSignOut/IdleWarningHost';
import { SessionNotices } from '../toasts/SessionNotices';
import { Staged } from '../../ui/staged';

const PRODUCT = 'NeuroHealth Care';
/** The horizontal layout's top menu (Headless UI's Menu) loads only for those who chose that layout (issue #38). */
const HorizontalMenu = lazy(() => import('./HorizontalMenu').then(({ HorizontalMenu }) => ({ default: HorizontalMenu })));
/** The display settings drawer loads the first time it opens. */
const SettingsDrawer = lazyWhenOpened<{ open: boolean }>(() =>
  import('../settings/SettingsDrawer').then(({ SettingsDrawer }) => ({ default: SettingsDrawer })),
);
/** Without its display: each use says inline-flex, or hidden plus a breakpoint (two displays in one class list clash). */
const iconButtonBase =
  'focus-ring h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
const iconButton = `inline-flex ${iconButtonBase}`;

/**
 * The product's mark (public/favicon.svg), drawn inline: as an <img>, an SVG is a page of its own
 * in Blink, built on the main thread while the signed-in page starts (19 to 35 ms in traces).
 */
function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width={28} height={28} className="shrink-0" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f5c63" />
      <path d="M9 22V10h3l8 8v-8h3v12h-3l-8-8v8z" fill="#fff" />
    </svg>
  );
}

function Brand({ user, compact = false }: { user: User; compact?: boolean }) {
  return (
    <Link
      to={homePathFor(user)}
      className="focus-ring flex min-w-0 items-center gap-2 rounded px-2 font-semibold text-brand-700 dark:text-teal-200"
      aria-label={compact ? PRODUCT : undefined}
    >
      <BrandMark />
      <span className={compact ? 'sr-only' : 'truncate'}>{PRODUCT}</span>
    </Link>
  );
}

/** Scroll (one event per frame) and the reduced-motion preference go to the headerScroll actor. */
function useHeaderScrollEvents() {
  const headerScroll = useSystemActor('headerScroll');
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        headerScroll?.send({ type: 'scroll', y: window.scrollY });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [headerScroll]);
  const onMotion = useCallback((reduced: boolean) => headerScroll?.send({ type: 'motion.preference', reduced }), [headerScroll]);
  useMediaQueryEvents(REDUCED_MOTION_QUERY, onMotion);
  return headerScroll;
}

/**
 * The signed-in frame (SPEC §2, §9): top bar, side menu by role and mode (or the
 * horizontal top menu), the page, and the settings drawer. Every flag comes from
 * an actor: shellLayout (sidebar, drawer, search), headerScroll, settings.
 */
export function AppShell({ user, onSignOut, children }: { user: User; onSignOut: () => void; children: ReactNode }) {
  const admin = isAdministrator(user);
  const layout = useSystemActor('shellLayout');
  const collapsed = useSystemTag('shellLayout', 'sidebar collapsed');
  const drawerOpen = useSystemTag('shellLayout', 'drawer open');
  const horizontal = useSystemSelector('settings', (s) => s.context.layout === 'horizontal', false);
  const boxed = useSystemSelector('settings', (s) => s.context.boxed, false);
  const settingsOpen = useSystemTag('settings', 'drawer open');

  const headerScroll = useHeaderScrollEvents();
  const headerHidden = useSystemTag('headerScroll', 'hidden');
  const reducedMotion = useSystemSelector('headerScroll', (s) => s.context.reducedMotion, false);

  const onViewport = useCallback((wide: boolean) => layout?.send({ type: 'viewport.change', wide }), [layout]);
  useMediaQueryEvents(WIDE_QUERY, onViewport);
  // Below lg the sidebar and its collapse button are not drawn at all (the drawer has the menu):
  // hidden by CSS alone, their links and icons were still made on every page load, a fifth of the
  // frame's first render on a phone (issue #38).
  const wide = useMediaQuery(WIDE_QUERY);

  const onHeaderBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) headerScroll?.send({ type: 'header.focusOut' });
  };
  const closeDrawer = () => layout?.send({ type: 'drawer.close' });

  return (
    <div
      className="flex min-h-dvh"
      data-layout={horizontal ? 'horizontal' : 'vertical'}
      data-sidebar={collapsed ? 'mini' : 'full'}
    >
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        Skip to content
      </a>
      {horizontal || !wide ? null : (
        <aside
          aria-label="Sidebar"
          className={`sticky top-0 hidden h-dvh shrink-0 flex-col overflow-hidden border-e border-slate-200 bg-white lg:flex dark:border-slate-800 dark:bg-slate-900 ${
            collapsed ? 'w-[var(--mini-sidebar-width)]' : 'w-[var(--sidebar-width)]'
          } ${reducedMotion ? '' : 'transition-[width] duration-200'}`}
          data-testid="sidebar"
        >
          <div className={`flex h-[var(--topbar-height)] shrink-0 items-center ${collapsed ? 'justify-center' : 'px-3'}`}>
            <Brand user={user} compact={collapsed} />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SideMenu user={user} collapsed={collapsed} />
          </div>
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header
          className={`sticky top-0 z-40 ${headerHidden ? '-translate-y-full' : 'translate-y-0'} ${
            reducedMotion ? '' : 'transition-transform duration-200'
          }`}
          data-state={headerHidden ? 'hidden' : 'shown'}
          data-testid="app-header"
          onFocus={() => headerScroll?.send({ type: 'header.focusIn' })}
          onBlur={onHeaderBlur}
        >
          <div className="relative flex h-[var(--topbar-height)] items-center gap-1 border-b border-slate-200 bg-white px-2 sm:gap-2 sm:px-4 dark:border-slate-800 dark:bg-slate-900">
            {horizontal || !wide ? null : (
              <button
                type="button"
                className={`${iconButtonBase} hidden lg:inline-flex`}
                aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
                aria-expanded={!collapsed}
                onClick={() => layout?.send({ type: 'menu.toggle', wide: true })}
                data-testid="sidebar-toggle"
              >
                <Icon name="menu" />
              </button>
            )}
            <button
              type="button"
              className={`${iconButton} lg:hidden`}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              onClick={() => layout?.send({ type: 'menu.toggle', wide: false })}
              data-testid="drawer-toggle"
            >
              <Icon name="menu" />
            </button>
            {/* Below 360 px the header's controls need its room (WCAG 1.4.10 at 320 px): the drawer has the name. */}
            <div className={horizontal ? 'flex max-[359px]:hidden' : 'flex max-[359px]:hidden lg:hidden'}>
              <Brand user={user} compact />
            </div>
            {admin ? (
              <div className="flex-1" />
            ) : (
              <div className="flex flex-1 items-center sm:ms-2">
                <Staged>
                  <HeaderSearch />
                </Staged>
              </div>
            )}
            {/* Last in the bar: drawn a moment after the rest, it moves nothing already drawn. */}
            <div className="flex items-center gap-0.5 sm:gap-1">
              <Staged>
                {admin ? null : <HeaderCounts />}
                {admin ? null : (
                  <Link to="/caretools" aria-label="Help" className={iconButton}>
                    <Icon name="help" />
                  </Link>
                )}
                <SettingsButton />
                <LazyProfileMenu user={user} onSignOut={onSignOut} />
              </Staged>
            </div>
          </div>
          {horizontal ? (
            <Suspense fallback={<div className="hidden h-12 border-b border-slate-200 lg:block dark:border-slate-800" />}>
              <HorizontalMenu user={user} />
            </Suspense>
          ) : null}
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6" tabIndex={-1}>
          <div className={boxed ? 'mx-auto w-full max-w-[1200px]' : ''} data-boxed={boxed || undefined}>
            {/* The page first (its heading is what a person waits for), then the header's parts. */}
            <Staged order={-1}>
              <SessionNotices />
              <WelcomeHints user={user} />
              {children}
            </Staged>
          </div>
        </main>
      </div>
      <Drawer open={drawerOpen} onClose={closeDrawer} title="Menu" testId="menu-drawer">
        <aside aria-label="Sidebar">
          <SideMenu user={user} onNavigate={closeDrawer} />
        </aside>
      </Drawer>
      <SettingsDrawer open={settingsOpen} />
      <PinDialogHost />
      <IdleWarningHost />
    </div>
  );
}
