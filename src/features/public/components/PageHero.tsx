import type { ReactNode } from 'react';
import { brandText, container, mutedText } from '../styles';
import { HydrateInTurn } from '../../../ui/hydrateInTurns';

/** Top of a public page: a short eyebrow, the page's single h1, and an introduction. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <HydrateInTurn>
      <div className="border-b border-slate-200 bg-gradient-to-b from-teal-50 to-white dark:border-slate-800 dark:from-slate-800 dark:to-slate-900">
        <div className={`${container} py-14 sm:py-20`}>
          {eyebrow && <p className={`text-sm font-semibold tracking-wide uppercase ${brandText}`}>{eyebrow}</p>}
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
            {title}
          </h1>
          {children && <div className={`mt-5 max-w-2xl text-lg ${mutedText}`}>{children}</div>}
        </div>
      </div>
    </HydrateInTurn>
  );
}
