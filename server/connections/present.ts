import type { Connection, Person } from '../../contract/connections';
import { displayNameOf } from '../db/users';
import { absoluteUrl } from '../http/urls';
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
