import { redirect } from '@tanstack/react-router';
import { runsSessions, type User } from '../../../machines/domain/user';

/** The mentorship pages that only one side of a session may open (SPEC §2/§6). */
export type GuardedMentorshipPage = 'search' | 'availability' | 'faq';

/**
 * SPEC §6, the menu's own rule (runsSessions): care providers (4) and coordinators (5) see
 * Availability and FAQ and not Book a Session; everyone else the reverse.
 */
export const mayOpen = (user: Pick<User, 'user_type'>, page: GuardedMentorshipPage): boolean =>
  page === 'search' ? !runsSessions(user) : runsSessions(user);

/** What /mentorship says to a person sent back from a page that is not theirs. */
export const REFUSED_NOTICE: Record<GuardedMentorshipPage, string> = {
  search:
    'Book a Session is for families who book concierge sessions. As a care provider or coordinator you offer them: set your hours under Availability.',
  availability:
    'Availability is for the care providers and coordinators who offer concierge sessions. To book one, choose Book a Session.',
  faq: 'The concierge FAQ is for the care providers and coordinators who offer sessions. To book one, choose Book a Session.',
};

/**
 * A route's `beforeLoad`: someone whose role may not open `page` (a typed URL, an old
 * bookmark) is sent to /mentorship, which says why. The server refuses the calls behind
 * these pages to the same people (server/booking/roles.ts).
 */
export const guardMentorshipPage =
  (page: GuardedMentorshipPage) =>
  ({ context }: { context: { user?: Pick<User, 'user_type'> | null } }) => {
    if (context.user && !mayOpen(context.user, page)) {
      throw redirect({ to: '/mentorship', search: { refused: page }, replace: true });
    }
  };
