import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';

/** One entry of the Settings navigation: `id` is the URL's last part; the Account home is `/settings` itself. */
export interface SettingsLink {
  id: string;
  label: string;
}

export const HOME_SECTION = 'account';

const linkClass =
  'focus-ring block shrink-0 whitespace-nowrap rounded-[var(--radius)] px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-teal-200';

/**
 * Settings' page: its sections as links (a scrolling row on phones, a column beside the section
 * from md up), the current one marked with aria-current (by the router's Link), and the section itself. Links, not
 * tabs: each section is a page with its own URL, so reload, Back and sharing keep it.
 */
export function SettingsFrame({ sections, children }: { sections: SettingsLink[]; children: ReactNode }) {
  return (
    <div className={`${PAGE_COLUMN} space-y-6`}>
      <h1 className="text-2xl font-semibold">Settings</h1>
      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <nav aria-label="Settings sections" className="md:w-52 md:shrink-0">
          <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 md:flex-col md:overflow-visible">
            {sections.map((section) => (
              <li key={section.id}>
                {section.id === HOME_SECTION ? (
                  // TanStack's Link sets aria-current="page" on the active link; the home only when exactly here.
                  <Link to="/settings" activeOptions={{ exact: true }} className={linkClass}>
                    {section.label}
                  </Link>
                ) : (
                  <Link to="/settings/$section" params={{ section: section.id }} className={linkClass}>
                    {section.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={`${READING_WIDTH} min-w-0 flex-1 space-y-6`}>{children}</div>
      </div>
    </div>
  );
}
