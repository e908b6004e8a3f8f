import { Link, useLocation } from '@tanstack/react-router';
import type { User } from '../../../machines/domain/user';
import { Icon } from '../../ui/icons';
import { ACTIVE_ITEM } from '../../ui/menuItem';
import { useSystemTag, useSystemSelector } from '../../system/context';
import { menuMode, sideMenu, type MenuEntry } from './menu';
import { MyCommunities } from '../sideLists/MyCommunities';
import { MyNotes } from '../sideLists/MyNotes';

/** Stable empty lists while the side lists are not running. */
const NONE: never[] = [];

const MODE_LABEL = { standard: 'Main', admin: 'Administration', community: 'Community', mentorship: 'Concierge' } as const;

/**
 * When a menu entry is the page on screen, for the router's Links (which set
 * aria-current="page" on the active one): the exact path; the query too when the
 * entry has one, or when another entry on the same path has one (so on
 * /mentorship/notes?openAddNote=true it is Add Note, not Notes). Otherwise the
 * query is ignored (/calendar?view=week is still Calendar).
 */
export function activeOptionsFor(entry: MenuEntry, entries: MenuEntry[]) {
  const includeSearch = Boolean(entry.search) || entries.some((other) => other.to === entry.to && other.search);
  return { exact: true, includeSearch } as const;
}

/** The same rule, for views that need the current entry itself. */
export function isCurrentEntry(entry: MenuEntry, entries: MenuEntry[], pathname: string, search: URLSearchParams): boolean {
  if (pathname !== entry.to) return false;
  if (!activeOptionsFor(entry, entries).includeSearch) return true;
  const wanted = Object.entries(entry.search ?? {});
  return [...search.keys()].length === wanted.length && wanted.every(([k, v]) => search.get(k) === String(v));
}

export function useMenu(user: User) {
  const location = useLocation();
  const search = new URLSearchParams(location.searchStr);
  const mode = menuMode(user, location.pathname, search);
  return { mode, entries: sideMenu(user, mode), pathname: location.pathname, search };
}

/**
 * The side menu by role and mode (SPEC §2, §6). `collapsed` is the desktop mini
 * sidebar: icons only, the label kept for assistive tech and as a tooltip.
 * Community mode adds My Communities, mentorship mode My Notes.
 */
export function SideMenu({ user, collapsed = false, onNavigate }: { user: User; collapsed?: boolean; onNavigate?: () => void }) {
  const { mode, entries } = useMenu(user);
  const communities = useSystemSelector('sideLists', (s) => s.context.communities, NONE);
  const communitiesLoading = useSystemTag('sideLists', 'communities loading');
  const notes = useSystemSelector('sideLists', (s) => s.context.notes, NONE);
  const notesLoading = useSystemTag('sideLists', 'notes loading');

  return (
    <div className={`flex flex-col gap-2 ${collapsed ? 'px-2 py-3' : 'p-3'}`}>
      <nav aria-label={`${MODE_LABEL[mode]} menu`} data-menu-mode={mode}>
        <ul className="flex flex-col gap-1">
          {entries.map((entry) => (
            <li key={`${entry.to}?${JSON.stringify(entry.search ?? {})}`}>
              <Link
                to={entry.to}
                search={entry.search}
                activeOptions={activeOptionsFor(entry, entries)}
                onClick={onNavigate}
                title={collapsed ? entry.label : undefined}
                className={`focus-ring flex items-center gap-3 rounded-[var(--radius)] py-2 text-sm font-medium ${
                  collapsed ? 'justify-center px-2' : 'px-3'
                } ${ACTIVE_ITEM}`}
              >
                <Icon name={entry.icon} className={`h-5 w-5 shrink-0 ${entry.icon === 'arrowBack' ? 'rtl:-scale-x-100' : ''}`} />
                <span className={collapsed ? 'sr-only' : ''}>{entry.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {mode === 'community' ? (
        <MyCommunities communities={communities} loading={communitiesLoading} collapsed={collapsed} onNavigate={onNavigate} />
      ) : null}
      {mode === 'mentorship' && !collapsed ? <MyNotes notes={notes} loading={notesLoading} onNavigate={onNavigate} /> : null}
    </div>
  );
}
