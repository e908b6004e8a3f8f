import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { isAdministrator, type User } from '../../../machines/domain/user';
import { Icon } from '../../ui/icons';
import { HeaderCounts } from './HeaderCounts';
import { ProfileMenu } from './ProfileMenu';
import { SideMenu } from './SideMenu';

/** The signed-in frame: top bar, side menu by role, and the page. */
export function AppShell({ user, onSignOut, children }: { user: User; onSignOut: () => void; children: ReactNode }) {
  const admin = isAdministrator(user);
  return (
    <div className="min-h-dvh">
      <a href="#main" className="focus-ring sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-40 flex h-[var(--topbar-height)] items-center gap-2 border-b border-slate-200 bg-white px-3 dark:border-slate-800 dark:bg-slate-900">
        <Link to={admin ? '/admin' : '/dashboard'} className="focus-ring flex items-center gap-2 rounded px-2 font-semibold text-brand-700 dark:text-teal-200">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>NeuroHealth Care</span>
        </Link>
        <div className="ms-auto flex items-center gap-1">
          {admin ? null : (
            <>
              <HeaderCounts />
              <Link to="/caretools" aria-label="Help" className="focus-ring inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
                <Icon name="help" />
              </Link>
            </>
          )}
          <ProfileMenu user={user} onSignOut={onSignOut} />
        </div>
      </header>
      <div className="flex">
        <aside className="sticky top-[var(--topbar-height)] hidden h-[calc(100dvh-var(--topbar-height))] w-[var(--sidebar-width)] shrink-0 overflow-y-auto border-e border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
          <SideMenu user={user} />
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          <div className="lg:hidden">
            <details className="mb-4 rounded-[var(--radius)] bg-white dark:bg-slate-900">
              <summary className="focus-ring cursor-pointer px-3 py-2 text-sm font-semibold">Menu</summary>
              <SideMenu user={user} />
            </details>
          </div>
          {children}
        </main>
      </div>
    </div>
  );
}
