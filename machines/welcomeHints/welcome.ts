import { isAdministrator, runsSessions, type User } from '../domain/user';

/** The welcome card's heading (SPEC §4's "Hi, welcome" card): the page greets, the card shows the way. */
export const WELCOME_CARD_TITLE = 'New here? This is where to start.';

/**
 * What the welcome card and the tools hint say, by role (SPEC §6): an administrator has only
 * the admin menu (no concierge booking, Nora, community or messages of their own); providers
 * and coordinators run sessions rather than book them; everyone else books and asks. They
 * promise only what is built: what is not yet says "coming soon" (issue #28.9).
 */
export function welcomeText(user: Pick<User, 'user_type'>): string {
  if (isAdministrator(user)) {
    return 'This is where you run NeuroHealth Care: concierge sessions today; the community feed, members, providers, questions and communities are coming soon.';
  }
  if (runsSessions(user)) {
    return 'This is your place to coordinate care: run concierge sessions, set your availability and see every booking in your calendar. Session notes and the community are coming soon.';
  }
  return 'This is your place to coordinate care: book concierge sessions, see them in your calendar and message the people who share the care. The provider directory, Nora and the community are coming soon.';
}

/** The tools hint: its link goes to a page that works (the help page is not built yet). */
export function toolsHintText(user: Pick<User, 'user_type'>): {
  before: string;
  link: { label: string; to: '/faq' } | null;
  after: string;
} {
  if (isAdministrator(user)) {
    return {
      before: 'The menu on the side holds each administration area; your profile menu signs you out.',
      link: null,
      after: '',
    };
  }
  return {
    before: 'The menu holds your care tools. Answers to common questions are in the',
    link: { label: 'FAQ', to: '/faq' },
    after: '.',
  };
}
