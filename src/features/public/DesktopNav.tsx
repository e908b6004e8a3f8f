import { useCallback, useState } from 'react';
import { HeaderMenu, navItemClass, navItemCurrentClass } from './HeaderMenu';
import { FEEDBACK_FORM_URL, headerNav, type NavMenu } from './navigation';
import { NewTabLink } from './NewTabLink';
import { SiteLink } from './SiteLink';

/** The header navigation from the lg breakpoint up. */
export function DesktopNav() {
  const [openMenu, setOpenMenu] = useState<NavMenu['id'] | null>(null);
  const close = useCallback((id: NavMenu['id']) => setOpenMenu((current) => (current === id ? null : current)), []);

  return (
    <nav aria-label="Main" className="hidden lg:block">
      {/* Positioned so that the menu panels centre under the whole navigation. */}
      <ul className="relative flex items-center xl:gap-1">
        {headerNav.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.to}>
              <SiteLink to={entry.to} className={`${navItemClass} ${navItemCurrentClass}`}>
                {entry.label}
              </SiteLink>
            </li>
          ) : (
            <HeaderMenu
              key={entry.menu.id}
              menu={entry.menu}
              open={openMenu === entry.menu.id}
              onOpen={() => setOpenMenu(entry.menu.id)}
              onClose={() => close(entry.menu.id)}
            />
          ),
        )}
        <li>
          <NewTabLink href={FEEDBACK_FORM_URL} className={navItemClass}>
            Give us Feedback
          </NewTabLink>
        </li>
      </ul>
    </nav>
  );
}
