import { Link, useLocation } from '@tanstack/react-router';
import type { User } from '../../../machines/domain/user';
import { Icon } from '../../ui/icons';
import { menuMode, sideMenu } from './menu';

const MODE_LABEL = { standard: 'Main', admin: 'Administration', community: 'Community', mentorship: 'Concierge' } as const;

export function SideMenu({ user }: { user: User }) {
  const location = useLocation();
  const search = new URLSearchParams(location.searchStr);
  const mode = menuMode(user, location.pathname, search);
  const entries = sideMenu(user, mode);
  return (
    <nav aria-label={`${MODE_LABEL[mode]} menu`} data-menu-mode={mode} className="flex flex-col gap-1 p-3">
      <ul className="flex flex-col gap-1">
        {entries.map((entry) => {
          const current =
            location.pathname === entry.to &&
            Object.entries(entry.search ?? {}).every(([k, v]) => search.get(k) === v) &&
            (entry.search || !search.has('openAddNote'));
          return (
            <li key={`${entry.to}?${new URLSearchParams(entry.search).toString()}`}>
              <Link
                to={entry.to}
                search={entry.search}
                aria-current={current ? 'page' : undefined}
                className={`focus-ring flex items-center gap-3 rounded-[var(--radius)] px-3 py-2 text-sm font-medium ${
                  current
                    ? 'bg-brand-700 text-white dark:bg-teal-300 dark:text-slate-950'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                }`}
              >
                <Icon name={entry.icon} />
                <span>{entry.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
