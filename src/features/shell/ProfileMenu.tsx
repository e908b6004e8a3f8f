import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { displayName, isAdministrator, profileFrame, profilePicture, type User } from '../../../machines/domain/user';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/icons';

const itemClass =
  'flex w-full items-center gap-2 px-4 py-2 text-start text-sm text-slate-800 data-focus:bg-slate-100 dark:text-slate-100 dark:data-focus:bg-slate-800';

const memberLinks = [
  { label: 'Manage Connection', to: '/connectpeople' },
  { label: 'Settings', to: '/settings' },
  { label: 'Payment History', to: '/invoice' },
  { label: 'Blog', to: '/blog' },
  { label: 'Webinar', to: '/webinar' },
  { label: 'Faq', to: '/faq' },
];

/** SPEC §2/§6 profile menu. Administrators get only Log out, and a disabled profile link. */
export function ProfileMenu({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const name = displayName(user);
  const admin = isAdministrator(user);
  return (
    <Menu as="div" className="relative">
      <MenuButton className="focus-ring flex items-center gap-2 rounded-full p-1" aria-label={`Profile menu for ${name}`}>
        <Avatar src={profilePicture(user)} name={name} frame={profileFrame(user)} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-50 w-64 rounded-[var(--radius)] border border-slate-200 bg-white py-2 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex items-center gap-3 px-4 py-2">
          <Avatar src={profilePicture(user)} name={name} size={44} frame={profileFrame(user)} />
          <div className="min-w-0">
            <p className="truncate font-semibold" data-testid="profile-name">{name}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-300">{user.email}</p>
          </div>
        </div>
        {admin ? (
          <MenuItem disabled>
            <span className={`${itemClass} cursor-not-allowed opacity-60`} aria-disabled="true">View Profile</span>
          </MenuItem>
        ) : (
          <>
            <MenuItem>
              <Link to="/user-profile" className={itemClass}>View Profile</Link>
            </MenuItem>
            {memberLinks.map((link) => (
              <MenuItem key={link.to}>
                <Link to={link.to} className={itemClass}>{link.label}</Link>
              </MenuItem>
            ))}
          </>
        )}
        <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <MenuItem>
          <button type="button" onClick={onSignOut} className={itemClass}>
            <Icon name="logout" className="h-4 w-4" /> Log out
          </button>
        </MenuItem>
        <p className="px-4 pt-2 text-xs text-slate-600 dark:text-slate-300">© 2026 NeuroHealth Care</p>
      </MenuItems>
    </Menu>
  );
}
