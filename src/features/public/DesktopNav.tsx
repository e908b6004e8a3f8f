import { useSelector } from '@xstate/react';
import type { PublicNavActorRef } from '../../../machines/public/publicNav.machine';
import { HeaderMenu, navItemClass, navItemCurrentClass } from './HeaderMenu';
import { FEEDBACK_FORM_URL, headerNav } from './navigation';
import { NewTabLink } from './NewTabLink';
import { SiteLink } from './SiteLink';

/** The header navigation from the lg breakpoint up. */
export function DesktopNav({ nav }: { nav: PublicNavActorRef }) {
  const openMenu = useSelector(nav, (s) => (s.hasTag('menu open') ? s.context.menu : null));

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
              onOpen={() => nav.send({ type: 'menu.open', menu: entry.menu.id })}
              onLeave={() => nav.send({ type: 'menu.leave', menu: entry.menu.id })}
              onClose={() => nav.send({ type: 'menu.close', menu: entry.menu.id })}
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
