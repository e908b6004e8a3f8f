import { ChevronDownIcon } from './icons';
import { FEEDBACK_FORM_URL, headerNav, type NavMenu } from './navigation';
import { NewTabLink } from './NewTabLink';
import { SiteLink, usePublicPathname } from './SiteLink';
import { focusRing } from './styles';

const rowClass = `${focusRing} flex w-full items-center justify-between gap-2 rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800`;
const currentClass =
  'aria-[current=page]:bg-teal-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-teal-300';

/**
 * The navigation below the lg breakpoint, shown under the header bar when the
 * hamburger is open. Same entries as the desktop header; the two menus are
 * expandable sections.
 */
export function MobileMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  return (
    <nav
      id={id}
      hidden={!open}
      data-mobile-menu
      aria-label="Main"
      className="border-t border-slate-200 lg:hidden dark:border-slate-700"
    >
      <ul className="mx-auto max-w-6xl space-y-1 px-4 py-3 sm:px-6">
        {headerNav.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.to}>
              <SiteLink to={entry.to} onClick={onNavigate} className={`${rowClass} ${currentClass}`}>
                {entry.label}
              </SiteLink>
            </li>
          ) : (
            <li key={entry.menu.id}>
              <MobileMenuSection menu={entry.menu} onNavigate={onNavigate} />
            </li>
          ),
        )}
        <li>
          <NewTabLink href={FEEDBACK_FORM_URL} className={`${rowClass} justify-start`}>
            Give us Feedback
          </NewTabLink>
        </li>
      </ul>
    </nav>
  );
}

function MobileMenuSection({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  const pathname = usePublicPathname();
  const current = menu.items.some((item) => item.to === pathname);
  return (
    // A native disclosure: keyboard and screen-reader support with no script
    // (and no Headless UI on the public pages' critical path).
    // Starts open when one of its pages is the current page.
    <details open={current} className="group">
      <summary
        data-current={current || undefined}
        className={`${rowClass} cursor-pointer list-none data-current:font-semibold data-current:text-brand-700 dark:data-current:text-teal-300 [&::-webkit-details-marker]:hidden`}
      >
        {menu.label}
        <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="ms-3 mt-1 space-y-1 border-s-2 border-slate-200 ps-3 dark:border-slate-700">
        {menu.items.map((item) => (
          <li key={item.to}>
            <SiteLink to={item.to} onClick={onNavigate} className={`${rowClass} ${currentClass}`}>
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
