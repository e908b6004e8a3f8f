import { absoluteUrl } from '../http/urls';
import type { AwaitingRow, ReviewRow } from './store';

const fullName = (first: string, last: string, userName: string) => `${first} ${last}`.trim() || userName;

/**
 * A review as the app shows it. The reviewer is named by first name and last initial: a
 * review is read by every family booking that concierge, and a surname is not theirs to read.
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
      display_name: r.reviewer_first
        ? `${r.reviewer_first} ${r.reviewer_last.slice(0, 1)}${r.reviewer_last ? '.' : ''}`.trim()
        : r.reviewer_name,
      profile_picture: absoluteUrl(origin, r.reviewer_picture),
    },
    concierge: { user_id: r.concierge_id, display_name: fullName(r.concierge_first, r.concierge_last, r.concierge_name) },
  };
}

export function presentAwaiting(a: AwaitingRow) {
  return {
    session_id: a.id,
    meeting_id: a.meeting_id,
    start: a.start,
    concierge: { user_id: a.concierge_id, display_name: fullName(a.first_name, a.last_name, a.user_name) },
  };
}
