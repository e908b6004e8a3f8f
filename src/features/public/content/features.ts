import type { ComponentType, SVGProps } from 'react';
import {
  BellIcon,
  BookIcon,
  CalendarIcon,
  CommunityIcon,
  ConnectionsIcon,
  DashboardIcon,
  DirectoryIcon,
  HeartIcon,
  LockIcon,
  MentorIcon,
  MessageIcon,
  ScreeningIcon,
  SparkleIcon,
} from '../icons';

export interface Feature {
  readonly key: string;
  readonly title: string;
  readonly body: string;
  readonly Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The signed-in page where the feature lives. */
  readonly route: string;
  /**
   * Not built yet: its page says "not available yet", so every page that names it says
   * "Coming soon" beside it (issue #28.9). The feature's issue removes the flag when it lands;
   * features.test.ts fails while a flag and its page disagree.
   */
  readonly comingSoon?: true;
}

/** What the signed-in product does, described once for every public page. */
export const features = {
  dashboard: {
    key: 'dashboard',
    title: 'Dashboard',
    body: 'What is waiting for you, new notifications and unread messages, on one screen when you sign in.',
    Icon: DashboardIcon,
    route: '/dashboard',
  },
  concierge: {
    key: 'concierge',
    title: 'Concierge and mentorship',
    body: 'Book one-to-one sessions with concierge mentors who have walked this road, join them from your bookings, and reschedule when plans change.',
    Icon: MentorIcon,
    route: '/mentorship',
  },
  directory: {
    key: 'directory',
    title: 'Provider directory',
    body: 'Search therapists, clinics and specialists by service and location, and save the ones worth calling.',
    Icon: DirectoryIcon,
    route: '/providers',
  },
  calendar: {
    key: 'calendar',
    title: 'Calendar',
    body: 'Booked sessions and appointments in one calendar, so everyone helping knows what is coming up.',
    Icon: CalendarIcon,
    route: '/calendar',
  },
  community: {
    key: 'community',
    title: 'Community',
    body: 'A feed, a questions board and communities to discover, for people living with the same conditions and the same questions.',
    Icon: CommunityIcon,
    route: '/community',
  },
  resources: {
    key: 'resources',
    title: 'Resource hub',
    body: 'Guides, checklists and explainers on diagnoses, therapies, school and work, written in plain language.',
    Icon: BookIcon,
    route: '/resource-hub',
  },
  screening: {
    key: 'screening',
    title: 'Screening tools',
    body: 'Structured questionnaires that help you notice and describe changes before talking to a clinician. They inform; they do not diagnose.',
    Icon: ScreeningIcon,
    route: '/screening-tools',
  },
  favorites: {
    key: 'favorites',
    title: 'Favorites',
    body: 'Save providers, notes, resource hub articles, communities and posts, and find them again in one list.',
    Icon: HeartIcon,
    route: '/bookmarks',
  },
  messaging: {
    key: 'messaging',
    title: 'Secure messaging',
    body: 'One-to-one conversations and group chats with family members, mentors and providers.',
    Icon: MessageIcon,
    route: '/people-chat',
  },
  notifications: {
    key: 'notifications',
    title: 'Notifications',
    body: 'Know when a session is booked or moved, and when someone is waiting for you.',
    Icon: BellIcon,
    route: '/notification',
  },
  connections: {
    key: 'connections',
    title: 'Connections',
    body: 'Invite the people who share the care and accept requests from those you trust.',
    Icon: ConnectionsIcon,
    route: '/connectpeople',
  },
  pin: {
    key: 'pin',
    title: 'PIN protection',
    body: 'A six-digit PIN guards your profile and your messages, even on a shared family computer.',
    Icon: LockIcon,
    route: '/settings',
  },
  nora: {
    key: 'nora',
    title: 'Nora, the AI assistant',
    body: 'Ask Nora in plain words: answers from the resource hub, the help articles and the provider directory, each with its sources. Nora does not give medical advice.',
    Icon: SparkleIcon,
    route: '/prompt',
  },
} as const satisfies Record<string, Feature>;

export type FeatureKey = keyof typeof features;

export const allFeatures: readonly Feature[] = Object.values(features);
