import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../../machines/domain/user';
import { Route as availabilityRoute } from '../../routes/_app/_member/mentorship/availability';
import { Route as faqRoute } from '../../routes/_app/_member/mentorship/faq';
import { Route as searchRoute } from '../../routes/_app/_member/mentorship/search';
import { mayOpen } from './mentorshipAccess';

const ROUTES = { search: searchRoute, availability: availabilityRoute, faq: faqRoute };

/** Runs the route's own guard as the router would before loading it; the redirect's target, or null. */
const sentBack = (page: keyof typeof ROUTES, user_type: number) => {
  const beforeLoad = ROUTES[page].options.beforeLoad as ((match: unknown) => unknown) | undefined;
  try {
    beforeLoad?.({ context: { user: { user_type } } });
    return null;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return thrown.options;
  }
};

describe('the mentorship route guards (issue #28 item 14, SPEC §2/§6)', () => {
  it('sends a provider or coordinator who types /mentorship/search back to /mentorship with a notice', () => {
    for (const type of [USER_TYPE.careProvider, USER_TYPE.careCoordinator]) {
      expect(sentBack('search', type)).toMatchObject({ to: '/mentorship', search: { refused: 'search' }, replace: true });
      expect(sentBack('availability', type)).toBeNull();
      expect(sentBack('faq', type)).toBeNull();
    }
  });

  it('sends a caregiver or care-seeker who types /mentorship/availability or /mentorship/faq back, and lets them book', () => {
    for (const type of [USER_TYPE.caregiver, USER_TYPE.careSeeker]) {
      expect(sentBack('availability', type)).toMatchObject({ to: '/mentorship', search: { refused: 'availability' } });
      expect(sentBack('faq', type)).toMatchObject({ to: '/mentorship', search: { refused: 'faq' } });
      expect(sentBack('search', type)).toBeNull();
    }
  });

  it('is the menu rule: Book a Session exactly where the menu shows it', () => {
    expect(mayOpen({ user_type: USER_TYPE.careProvider }, 'search')).toBe(false);
    expect(mayOpen({ user_type: USER_TYPE.caregiver }, 'search')).toBe(true);
  });
});
