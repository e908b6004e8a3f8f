import { displayNameOf } from '../db/users';
import { absoluteUrl } from '../http/urls';
import type { ConciergeRow } from './store';

/** A concierge as search and the booking page show them. */
export function presentConcierge(origin: string, c: ConciergeRow) {
  return {
    user_id: c.user_id,
    user_name: c.user_name,
    user_type: c.user_type,
    // SPEC §6 (contract/display-name.ts); the mentor picture first.
    display_name: displayNameOf(c),
    profile_picture: absoluteUrl(origin, c.mentor_detail?.profile_picture ?? c.profile_picture),
    bio: c.mentor_detail?.bio ?? null,
    timezone: c.timezone,
    languages: c.languages,
    services: c.services,
    years_experience: c.years_experience,
    gender: c.gender,
    rating: Number(c.rating),
    review_count: c.review_count,
    badges: c.badges,
    location: c.city && c.state ? `${c.city}, ${c.state}` : null,
    session_minutes: c.session_minutes,
  };
}
