import { isAdministrator, runsSessions, type User } from '../domain/user';

/** The welcome card's heading (SPEC §4's "Hi, welcome" card): the page greets, the card shows the way. */
export const WELCOME_CARD_TITLE = 'New here? This is where to start.';

/**
 * What the welcome card and the tools hint say, by role (SPEC §6): an administrator has only
 * the admin menu (no concierge booking, Nora, community or messages of their own); providers
 * and coordinators run sessions rather than book them; everyone else books and asks.
 */
export function welcomeText(user: Pick<User, 'user_type'>): string {
  if (isAdministrator(user)) {
    return 'This is where you run NeuroHealth Care: concierge sessions, the community feed, members, providers, questions and communities.';
  }
  if (runsSessions(user)) {
    return 'This is your place to coordinate care: run concierge sessions, set your availability, keep session notes and talk with the community.';
  }
  return 'This is your place to coordinate care: book concierge sessions, find providers, ask Nora and talk with the community.';
}

export function toolsHintText(user: Pick<User, 'user_type'>): { before: string; link: string | null; after: string } {
  if (isAdministrator(user)) {
    return {
      before: 'The menu on the side holds each administration area; your profile menu signs you out.',
      link: null,
      after: '',
    };
  }
  return {
    before: 'The menu holds your care tools. The help button in the top bar opens',
    link: 'help and guides',
    after: 'whenever you need them.',
  };
}
