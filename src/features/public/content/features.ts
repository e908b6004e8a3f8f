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
}

/** What the signed-in product does, described once for every public page. */
export const features = {
  dashboard: {
    key: 'dashboard',
    title: 'Dashboard',
    body: 'Your next sessions, new messages, recent community activity and saved resources on one screen when you sign in.',
    Icon: DashboardIcon,
  },
  concierge: {
    key: 'concierge',
    title: 'Concierge and mentorship',
    body: 'Book one-to-one sessions with concierge mentors who have walked this road, keep notes from each session, and leave reviews.',
    Icon: MentorIcon,
  },
  directory: {
    key: 'directory',
    title: 'Provider directory',
    body: 'Search therapists, clinics and specialists by service and location, and save the ones worth calling.',
    Icon: DirectoryIcon,
  },
  calendar: {
    key: 'calendar',
    title: 'Calendar',
    body: 'Booked sessions and appointments in one calendar, so everyone helping knows what is coming up.',
    Icon: CalendarIcon,
  },
  community: {
    key: 'community',
    title: 'Community',
    body: 'A feed, a questions board and communities to discover, for people living with the same conditions and the same questions.',
    Icon: CommunityIcon,
  },
  resources: {
    key: 'resources',
    title: 'Resource hub',
    body: 'Guides, checklists and explainers on diagnoses, therapies, school and work, written in plain language.',
    Icon: BookIcon,
  },
  screening: {
    key: 'screening',
    title: 'Screening tools',
    body: 'Structured questionnaires that help you notice and describe changes before talking to a clinician. They inform; they do not diagnose.',
    Icon: ScreeningIcon,
  },
  favorites: {
    key: 'favorites',
    title: 'Favorites',
    body: 'Bookmark providers, posts and resources and find them again in one list.',
    Icon: HeartIcon,
  },
  messaging: {
    key: 'messaging',
    title: 'Secure messaging',
    body: 'One-to-one conversations and group chats with family members, mentors and providers.',
    Icon: MessageIcon,
  },
  notifications: {
    key: 'notifications',
    title: 'Notifications',
    body: 'Know when a session is booked, a question is answered or someone wants to connect.',
    Icon: BellIcon,
  },
  connections: {
    key: 'connections',
    title: 'Connections',
    body: 'Invite the people who share the care and accept requests from those you trust.',
    Icon: ConnectionsIcon,
  },
  pin: {
    key: 'pin',
    title: 'PIN protection',
    body: 'A six-digit PIN guards your profile and your messages, even on a shared family computer.',
    Icon: LockIcon,
  },
  nora: {
    key: 'nora',
    title: 'Nora, the AI assistant',
    body: 'Ask Nora to explain a term, find a resource or draft questions for an appointment. Nora does not give medical advice.',
    Icon: SparkleIcon,
  },
} as const satisfies Record<string, Feature>;

export type FeatureKey = keyof typeof features;

export const allFeatures: readonly Feature[] = Object.values(features);
