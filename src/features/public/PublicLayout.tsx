import type { ReactNode } from 'react';
import { BetaBanner } from './BetaBanner';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { SkipLink } from './SkipLink';

/** Frame of every public page: skip link, beta banner, header, the page, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-800 dark:bg-slate-900 dark:text-slate-100">
      <SkipLink />
      <BetaBanner />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
