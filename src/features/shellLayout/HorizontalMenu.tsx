import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { homePathFor, type User } from '../../../machines/domain/user';
import { Icon } from '../../ui/icons';
import { activeOptionsFor, isCurrentEntry, useMenu } from './SideMenu';

const PRODUCT = 'NeuroHealth Care';

/**
 * SPEC §2 horizontal layout: instead of the sidebar, a reduced top menu with
 * Dashboard and the product ({product} opens the current mode's entries).
 */
export function HorizontalMenu({ user }: { user: User }) {
  const { mode, entries, pathname, search } = useMenu(user);
  const home = homePathFor(user);
  const current = entries.find((e) => isCurrentEntry(e, entries, pathname, search));
  return (
    <nav
      aria-label="Top menu"
      data-horizontal-menu={mode}
      className="hidden border-b border-slate-200 bg-white px-4 lg:block dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="mx-auto flex h-12 items-center gap-2">
        <li>
          <Link
            to={home}
            activeOptions={{ exact: true }}
            className="focus-ring flex items-center gap-2 rounded-[var(--radius)] px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-teal-300 dark:aria-[current=page]:text-slate-950"
          >
            <Icon name="home" /> Dashboard
          </Link>
        </li>
        <li>
          <Menu>
            <MenuButton className="focus-ring flex items-center gap-2 rounded-[var(--radius)] px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-open:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-open:bg-slate-800">
              <Icon name="compass" /> {PRODUCT}
              <Icon name="chevron" className="h-4 w-4 rotate-90" />
            </MenuButton>
            <MenuItems
              anchor={{ to: 'bottom start', gap: 4 }}
              className="z-50 w-64 rounded-[var(--radius)] border border-slate-200 bg-white py-2 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
            >
              {entries.map((entry) => (
                <MenuItem key={`${entry.to}?${JSON.stringify(entry.search ?? {})}`}>
                  <Link
                    to={entry.to}
                    search={entry.search}
                    activeOptions={activeOptionsFor(entry, entries)}
                    className="flex items-center gap-3 px-4 py-2 text-sm text-slate-800 data-focus:bg-slate-100 aria-[current=page]:font-semibold dark:text-slate-100 dark:data-focus:bg-slate-800"
                  >
                    <Icon name={entry.icon} className={`h-5 w-5 ${entry.icon === 'arrowBack' ? 'rtl:-scale-x-100' : ''}`} />
                    {entry.label}
                  </Link>
                </MenuItem>
              ))}
            </MenuItems>
          </Menu>
        </li>
        {current && current.to !== home ? (
          <li className="text-sm text-slate-600 dark:text-slate-300" aria-hidden="true">
            <span className="px-1">/</span> {current.label}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
