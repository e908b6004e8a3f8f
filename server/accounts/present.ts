import type { UserRow } from '../db/users';
import { absoluteUrl } from '../http/urls';

/** A user as GET /users/{id} shows them to themselves. */
export function presentUser(origin: string, u: UserRow) {
  return {
    user_id: u.user_id,
    user_name: u.user_name,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    profile_picture: absoluteUrl(origin, u.profile_picture),
    user_type: u.user_type,
    is_mentor: u.is_mentor,
    mentor_detail: u.mentor_detail
      ? { ...u.mentor_detail, profile_picture: absoluteUrl(origin, u.mentor_detail.profile_picture) }
      : null,
    care_provider_detail: u.care_provider_detail
      ? { ...u.care_provider_detail, provider_name: u.care_provider_detail.provider_name ?? '' }
      : null,
    // Signed in for the first time (a new account): the app greets "Welcome", not "Welcome back".
    first_sign_in: u.sign_ins <= 1,
  };
}
