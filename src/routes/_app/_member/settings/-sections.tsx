import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { runsSessions, type User } from '../../../../../machines/domain/user';
import { SECTION_LABELS, type SectionId } from './-labels';

/**
 * Settings' sections, in the order the navigation lists them. Each is a page at
 * /settings/{id} (Account, the first, is /settings itself), loaded when opened. A section
 * joins Settings by one entry here; one that is not built yet has no entry (no
 * "not available" page).
 */
export interface SettingsSection {
  /** The URL's last part; also the key the navigation marks as current. */
  id: SectionId;
  label: string;
  /** Who sees the section (in the navigation and at its URL); everyone when absent. */
  shownTo?: (user: User) => boolean;
  View: LazyExoticComponent<ComponentType<{ user: User }>>;
}

export const SETTINGS_SECTIONS: SettingsSection[] = [
  {
    id: 'account',
    label: SECTION_LABELS.account,
    View: lazy(() => import('../../../../features/account/AccountSection').then((m) => ({ default: m.AccountSection }))),
  },
  {
    id: 'time-zone',
    label: SECTION_LABELS['time-zone'],
    View: lazy(() => import('../../../../features/preferences/TimezoneSection').then((m) => ({ default: m.TimezoneSection }))),
  },
  {
    id: 'notifications',
    label: SECTION_LABELS.notifications,
    View: lazy(() =>
      import('../../../../features/preferences/NotificationsSection').then((m) => ({ default: m.NotificationsSection })),
    ),
  },
  {
    id: 'display',
    label: SECTION_LABELS.display,
    View: lazy(() => import('../../../../features/settings/DisplaySection').then((m) => ({ default: m.DisplaySection }))),
  },
  {
    id: 'privacy',
    label: SECTION_LABELS.privacy,
    // The privacy choices, then who saw the person's data (issue #62), loaded together when opened.
    View: lazy(async () => {
      const [{ PrivacySection }, { WhoSawMyData }] = await Promise.all([
        import('../../../../features/settings/PrivacySection'),
        import('../../../../features/accessLog/WhoSawMyData'),
      ]);
      return {
        default: () => (
          <>
            <PrivacySection />
            <WhoSawMyData />
          </>
        ),
      };
    }),
  },
  {
    id: 'pin',
    label: SECTION_LABELS.pin,
    View: lazy(() => import('../../../../features/pin/PinSettings').then((m) => ({ default: m.PinSettings }))),
  },
  {
    id: 'blocked',
    label: SECTION_LABELS.blocked,
    View: lazy(() => import('../../../../features/messaging/BlockedSettings').then((m) => ({ default: m.BlockedSettings }))),
  },
  {
    id: 'mentor-status',
    label: SECTION_LABELS['mentor-status'],
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
    label: SECTION_LABELS['become-concierge'],
    View: lazy(() =>
      import('../../../../features/conciergeRequest/BecomeConcierge').then((m) => ({ default: m.BecomeConcierge })),
    ),
  },
  {
    id: 'sessions',
    label: SECTION_LABELS.sessions,
    View: lazy(() => import('../../../../features/sessions/SessionsSettings').then((m) => ({ default: m.SessionsSettings }))),
  },
  {
    id: 'your-data',
    label: SECTION_LABELS['your-data'],
    View: lazy(() => import('../../../../features/account/DataExportSettings').then((m) => ({ default: m.DataExportSettings }))),
  },
  {
    id: 'delete-account',
    label: SECTION_LABELS['delete-account'],
    View: lazy(() =>
      import('../../../../features/account/DeleteAccountSettings').then((m) => ({ default: m.DeleteAccountSettings })),
    ),
  },
];

/** The sections this person sees. */
export const sectionsFor = (user: User | null): SettingsSection[] =>
  user ? SETTINGS_SECTIONS.filter((section) => !section.shownTo || section.shownTo(user)) : [];
