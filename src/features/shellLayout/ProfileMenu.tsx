import type { KeyboardEvent, MouseEvent } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { displayName, isAdministrator, profileFrame, profilePicture, type User } from '../../../machines/domain/user';
import { Avatar, FRAME_LABEL } from '../../ui/Avatar';
import { Icon } from '../../ui/icons';
import { useSystemActor, useSystemTag } from '../../system/context';
import { PROFILE_BUTTON_CLASS, ProfileButtonFace } from './ProfileButtonFace';

const itemClass =
  'flex w-full items-center gap-2 px-4 py-2 text-start text-sm text-slate-800 data-focus:bg-slate-100 dark:text-slate-100 dark:data-focus:bg-slate-800';

export const MEMBER_LINKS = [
  { label: 'Manage Connection', to: '/connectpeople' },
  { label: 'Settings', to: '/settings' },
  { label: 'Payment History', to: '/invoice' },
  { label: 'Blog', to: '/blog' },
  { label: 'Webinar', to: '/webinar' },
  { label: 'Faq', to: '/faq' },
] as const;

/** SPEC §2: the More submenu's pages, each opening in a new tab. */
export const MORE_LINKS = [
  { label: 'About', href: '/about' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms', href: '/legal' },
  { label: 'Community Guidelines', href: '/community-guidelines' },
  { label: 'Contact', href: '/contact' },
] as const;

/** The More item and the Back item, told apart from the other items by this id. */
const SUBMENU_TOGGLE_ID = 'profile-menu-submenu-toggle';

/**
 * SPEC §2/§6 profile menu: summary, View Profile, Manage Connection, Settings,
 * Payment History, Blog, Webinar, Faq, More ▸ (About, Privacy Policy, Terms,
 * Community Guidelines, Contact, Back), Log out, copyright. Administrators get a
 * disabled View Profile and Log out only. Which page of the menu shows is the
 * shellLayout actor's `profileMenu` region.
 */
export function ProfileMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const name = displayName(user);
  const admin = isAdministrator(user);
  const frame = profileFrame(user);
  const layout = useSystemActor('shellLayout');
  const more = useSystemTag('shellLayout', 'profile more');
  const reset = () => layout?.send({ type: 'profileMenu.reset' });

  // Our handlers run before Headless UI's; preventDefault keeps the menu open.
  const openSubmenu = (event: MouseEvent) => {
    event.preventDefault();
    layout?.send({ type: more ? 'profileMenu.back' : 'profileMenu.more' });
  };
  // From the keyboard, the new page opens with its first item active (Headless UI's own Home key).
  const switchPage = (items: HTMLElement, type: 'profileMenu.more' | 'profileMenu.back') => {
    layout?.send({ type });
    requestAnimationFrame(() => items.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true })));
  };
  const onItemsKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const activeId = event.currentTarget.getAttribute('aria-activedescendant');
    if ((event.key === 'Enter' || event.key === ' ') && activeId === SUBMENU_TOGGLE_ID) {
      event.preventDefault();
      switchPage(event.currentTarget, more ? 'profileMenu.back' : 'profileMenu.more');
    } else if (more && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      // The arrow pointing back (start side, mirrored in right-to-left) returns to the main list.
      const back = document.documentElement.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === back) {
        event.preventDefault();
        switchPage(event.currentTarget, 'profileMenu.back');
      }
    }
  };

  const submenuToggle = (
    <MenuItem as="button" type="button" key="submenu-toggle" id={SUBMENU_TOGGLE_ID} onClick={openSubmenu} className={itemClass}>
      {more ? (
        <>
          <Icon name="arrowBack" className="h-4 w-4 rtl:-scale-x-100" /> Back
        </>
      ) : (
        <>
          <span className="flex-1">More</span>
          <Icon name="chevron" className="h-4 w-4 rtl:-scale-x-100" />
        </>
      )}
    </MenuItem>
  );

  return (
    <Menu as="div" className="relative">
      <MenuButton className={PROFILE_BUTTON_CLASS} onClick={reset} onKeyDown={reset} data-testid="profile-menu-button">
        <ProfileButtonFace user={user} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        onKeyDown={onItemsKeyDown}
        data-page={more ? 'more' : 'main'}
        className="z-50 w-72 rounded-[var(--radius)] border border-slate-200 bg-white py-2 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex items-center gap-3 px-4 py-2">
          <Avatar src={profilePicture(user)} name={name} id={user.user_id} size={44} frame={frame} />
          <div className="min-w-0">
            <p className="truncate font-semibold" data-testid="profile-name">
              {name}
            </p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-300">{user.email}</p>
            {frame ? (
              <p className="truncate text-xs text-slate-600 dark:text-slate-300" data-testid="profile-frame">
                {FRAME_LABEL[frame]}
              </p>
            ) : null}
          </div>
        </div>
        {admin ? (
          <MenuItem disabled>
            <span className={`${itemClass} cursor-not-allowed opacity-60`} aria-disabled="true">
              View Profile
            </span>
          </MenuItem>
        ) : more ? (
          <>
            {submenuToggle}
            {MORE_LINKS.map((link) => (
              <MenuItem key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby="profile-menu-new-tab"
                  className={itemClass}
                >
                  <span className="flex-1">{link.label}</span>
                  <Icon name="external" className="h-4 w-4 rtl:-scale-x-100" />
                </a>
              </MenuItem>
            ))}
          </>
        ) : (
          <>
            <MenuItem>
              <Link to="/user-profile" className={itemClass}>
                View Profile
              </Link>
            </MenuItem>
            {MEMBER_LINKS.map((link) => (
              <MenuItem key={link.to}>
                <Link to={link.to} className={itemClass}>
                  {link.label}
                </Link>
              </MenuItem>
            ))}
            {submenuToggle}
          </>
        )}
        {more ? (
          <span id="profile-menu-new-tab" className="sr-only">
            Opens in a new tab
          </span>
        ) : (
          <>
            <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
            <MenuItem>
              <button type="button" onClick={onSignOut} className={itemClass}>
                <Icon name="logout" className="h-4 w-4 rtl:-scale-x-100" /> Log out
              </button>
            </MenuItem>
          </>
        )}
        <p className="px-4 pt-2 text-xs text-slate-600 dark:text-slate-300">© 2026 NeuroHealth Care</p>
      </MenuItems>
    </Menu>
  );
}
