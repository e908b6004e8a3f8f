import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { runsSessions, type User } from '../../../../../machines/domain/user';

/**
 * Settings' sections, in the order the navigation lists them. Each is a page at
 * /settings/{id} (Account, the first, is /settings itself), loaded when opened. A section
 * joins Settings by one entry here; one that is not built yet has no entry (no
 * "not available" page).
 */
export interface SettingsSection {
  /** The URL's last part; also the key the navigation marks as current. */
  id: string;
  label: string;
  /** Who sees the section (in the navigation and at its URL); everyone when absent. */
  shownTo?: (user: User) => boolean;
  View: LazyExoticComponent<ComponentType<{ user: User }>>;
}

export const SETTINGS_SECTIONS: SettingsSection[] = [
  {
    id: 'account',
    label: 'Account',
    View: lazy(() => import('../../../../features/account/AccountSection').then((m) => ({ default: m.AccountSection }))),
  },
  {
    id: 'time-zone',
    label: 'Time zone',
    View: lazy(() => import('../../../../features/preferences/TimezoneSection').then((m) => ({ default: m.TimezoneSection }))),
  },
  {
    id: 'notifications',
    label: 'Notifications',
    View: lazy(() =>
      import('../../../../features/preferences/NotificationsSection').then((m) => ({ default: m.NotificationsSection })),
    ),
  },
  {
    id: 'display',
    label: 'Display',
    View: lazy(() => import('../../../../features/settings/DisplaySection').then((m) => ({ default: m.DisplaySection }))),
  },
  {
    id: 'privacy',
    label: 'Privacy',
    View: lazy(() => import('../../../../features/settings/PrivacySection').then((m) => ({ default: m.PrivacySection }))),
  },
  {
    id: 'pin',
    label: 'PIN',
    View: lazy(() => import('../../../../features/pin/PinSettings').then((m) => ({ default: m.PinSettings }))),
  },
  {
    id: 'blocked',
    label: 'Blocked people',
    View: lazy(() => import('../../../../features/messaging/BlockedSettings').then((m) => ({ default: m.BlockedSettings }))),
  },
  {
    id: 'mentor-status',
    label: 'Mentor status',
    // Concierges (care providers and coordinators) run sessions: their mentor status lives here.
    shownTo: runsSessions,
    View: lazy(() =>
      import('../../../../features/booking/MentorStatusSettings').then((m) => ({
        default: ({ user }: { user: User }) => <m.MentorStatusSettings isMentor={user.is_mentor} />,
      })),
    ),
  },
  {
    id: 'become-concierge',
    label: 'Become a concierge',
    View: lazy(() =>
      import('../../../../features/conciergeRequest/BecomeConcierge').then((m) => ({ default: m.BecomeConcierge })),
    ),
  },
  {
    id: 'sessions',
    label: 'Sessions',
    View: lazy(() => import('../../../../features/sessions/SessionsSettings').then((m) => ({ default: m.SessionsSettings }))),
  },
  {
    id: 'your-data',
    label: 'Your data',
    View: lazy(() => import('../../../../features/account/DataExportSettings').then((m) => ({ default: m.DataExportSettings }))),
  },
  {
    id: 'delete-account',
    label: 'Delete account',
    View: lazy(() =>
      import('../../../../features/account/DeleteAccountSettings').then((m) => ({ default: m.DeleteAccountSettings })),
    ),
  },
];

/** The sections this person sees. */
export const sectionsFor = (user: User | null): SettingsSection[] =>
  user ? SETTINGS_SECTIONS.filter((section) => !section.shownTo || section.shownTo(user)) : [];
