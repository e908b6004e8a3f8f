import type { Database } from '../db/database';
import { displayNameOf, type UserRow } from '../db/users';
import { absoluteUrl } from '../http/urls';
import { currentMembers, groupInfo } from './group-store';
import { userPicture, type ChatService } from './service';

/** A person as the chat routes show them. */
export function presentPerson(origin: string, u: UserRow) {
  return {
    user_id: u.user_id,
    user_name: u.user_name,
    first_name: u.first_name,
    last_name: u.last_name,
    display_name: displayNameOf(u),
    profile_picture: userPicture(origin, u),
  };
}

/** A group's current members as `viewer` sees them, with who of them is online. */
export async function membersOf(db: Database, chat: ChatService, origin: string, groupId: number, viewer: number) {
  const rows = await currentMembers(db, groupId);
  // Presence is not shared between two people one of whom blocked the other.
  const online = await chat.online(
    await chat.unblocked(
      viewer,
      rows.map((r) => r.user_id),
    ),
  );
  return rows.map((r) => ({ ...presentPerson(origin, r), is_admin: r.is_admin, online: online[r.user_id] ?? false }));
}

/** A group: its name, picture, permissions and members. */
export async function presentGroup(db: Database, chat: ChatService, origin: string, groupId: number, userId: number) {
  const g = await groupInfo(db, groupId);
  return {
    chat_id: groupId,
    is_group: true,
    chat_name: g?.chat_name ?? '',
    image_url: absoluteUrl(origin, g?.image_url),
    permissions: g?.permissions,
    members: await membersOf(db, chat, origin, groupId, userId),
  };
}
