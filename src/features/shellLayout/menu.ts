import { runsSessions, type User } from '../../../machines/domain/user';
import type { IconName } from '../../ui/icons';

/** Side-menu entries exactly as SPEC §2 and §6 list them, by role and mode. */
export interface MenuEntry {
  label: string;
  to: string;
  icon: IconName;
  /**
   * Query string for entries that differ from another only by it. Values are
   * typed as the router serialises them (a string 'true' would become "true" in quotes).
   */
  search?: Record<string, string | number | boolean>;
}

export { menuMode, type MenuMode } from '../../../machines/domain/menuMode';
import type { MenuMode } from '../../../machines/domain/menuMode';

export const STANDARD_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: 'home' },
  { label: 'Concierge', to: '/mentorship', icon: 'star' },
  { label: 'Providers', to: '/providers', icon: 'stethoscope' },
  { label: 'Ask Nora', to: '/prompt', icon: 'sparkles' },
  { label: 'Calendar', to: '/calendar', icon: 'calendar' },
  { label: 'Community', to: '/community', icon: 'community' },
  { label: 'Resource Hub', to: '/resource-hub', icon: 'book' },
  { label: 'Screening Tools', to: '/screening-tools', icon: 'clipboard' },
  { label: 'Favorites', to: '/bookmarks', icon: 'heart' },
];

export const ADMIN_MENU: MenuEntry[] = [
  { label: 'Concierge', to: '/admin', icon: 'star' },
  { label: 'Feed', to: '/admin-feed', icon: 'community' },
  { label: 'Members', to: '/admin-members', icon: 'users' },
  { label: 'Providers', to: '/admin-provider', icon: 'stethoscope' },
  { label: 'Questions', to: '/admin-questions', icon: 'help' },
  { label: 'Communities', to: '/admin-communities', icon: 'compass' },
];

export const COMMUNITY_MENU: MenuEntry[] = [
  { label: 'Back to Dashboard', to: '/dashboard', icon: 'arrowBack' },
  { label: 'Feed', to: '/community', icon: 'community' },
  { label: 'Questions', to: '/community/threads', icon: 'help' },
  { label: 'Discover', to: '/community/discover', icon: 'compass' },
];

export function mentorshipMenu(user: User): MenuEntry[] {
  const host = runsSessions(user);
  return [
    { label: 'Back to Dashboard', to: '/dashboard', icon: 'arrowBack' },
    { label: 'Concierge', to: '/mentorship', icon: 'star' },
    ...(host ? [] : [{ label: 'Book a Session', to: '/mentorship/search', icon: 'search' as const }]),
    { label: host ? 'Bookings' : 'My bookings', to: '/mentorship/bookings', icon: 'calendar' },
    { label: 'Reviews', to: '/mentorship/reviews', icon: 'star' },
    ...(host
      ? [
          { label: 'Availability', to: '/mentorship/availability', icon: 'clipboard' as const },
          { label: 'FAQ', to: '/mentorship/faq', icon: 'help' as const },
        ]
      : []),
    { label: 'Notes', to: '/mentorship/notes', icon: 'book' },
    { label: 'Add Note', to: '/mentorship/notes', icon: 'clipboard', search: { openAddNote: true } },
  ];
}

export function sideMenu(user: User, mode: MenuMode): MenuEntry[] {
  switch (mode) {
    case 'admin':
      return ADMIN_MENU;
    case 'community':
      return COMMUNITY_MENU;
    case 'mentorship':
      return mentorshipMenu(user);
    default:
      return STANDARD_MENU;
  }
}
