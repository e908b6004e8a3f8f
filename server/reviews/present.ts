import { displayNameOf } from '../db/users';
import { absoluteUrl } from '../http/urls';
import type { AwaitingRow, ReviewRow } from './store';

/**
 * A review as the app shows it. Both people are named by SPEC §6's display name, as everywhere
 * (issue #63.6): a caregiver or care seeker by their user name, which is what their profile is
 * called too, so a review never names the surname a person did not make public.
 */
export function presentReview(origin: string, r: ReviewRow) {
  return {
    id: r.id,
    session_id: r.booking_id,
    rating: r.rating,
    review_text: r.review_text,
    keywords: r.keywords,
    created_at: r.created_at,
    updated_at: r.updated_at,
    session_start: r.session_start,
    reviewer: {
      user_id: r.reviewer_id,
      display_name: displayNameOf(r.reviewer_person),
      profile_picture: absoluteUrl(origin, r.reviewer_picture),
    },
    concierge: { user_id: r.concierge_id, display_name: displayNameOf(r.concierge_person) },
  };
}

export function presentAwaiting(a: AwaitingRow) {
  return {
    session_id: a.id,
    meeting_id: a.meeting_id,
    start: a.start,
    concierge: { user_id: a.concierge_id, display_name: displayNameOf(a.person) },
  };
}
