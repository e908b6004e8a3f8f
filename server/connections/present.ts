import type { Connection, Person } from '../../contract/connections';
import type { Badge } from '../../contract/connections-profile';
import { displayNameOf, type UserRow } from '../db/users';
import { presentUser } from '../accounts';
import { absoluteUrl } from '../http/urls';
import type { ProfileRow } from './profile-store';
import type { ConnectionRow, PersonColumns } from './store';

/** A person as others see them: SPEC §6 display name, and a mentor's concierge picture. */
export function presentPerson(origin: string, u: PersonColumns): Person {
  const picture = u.is_mentor ? (u.mentor_detail?.profile_picture ?? u.profile_picture) : u.profile_picture;
  return {
    user_id: u.user_id,
    user_name: u.user_name,
    display_name: displayNameOf(u),
    user_type: u.user_type,
    is_mentor: u.is_mentor,
    profile_picture: absoluteUrl(origin, picture),
  };
}

export function presentConnection(origin: string, r: ConnectionRow): Connection {
  return {
    request_id: r.request_id,
    status: r.status,
    created_at: new Date(r.created_at).toISOString(),
    user: presentPerson(origin, r),
  };
}

/** The own profile: the person as `users/me` shows them, and what only they see. */
export function presentOwnProfile(origin: string, u: UserRow, profile: ProfileRow, badges: Badge[]) {
  return {
    user: presentUser(origin, u),
    bio: profile.bio,
    mentor_bio: u.is_mentor && typeof u.mentor_detail?.bio === 'string' ? u.mentor_detail.bio : u.is_mentor ? '' : null,
    who_can_message: profile.who_can_message,
    who_sees_communities: profile.who_sees_communities,
    badges,
  };
}
