import type { Database, Queryable } from '../db/database';
import type { UserRow } from '../db/users';
import { TALKED_WITH } from './group-rules';
import type { GroupPermissions, PermissionType, PermissionValue } from './service';

/** Every SQL statement of group chats: membership, roles, the group's name, picture and permissions. */

/** Everyone who takes part in a conversation, removed members among them (they are told of changes). */
export async function participantIds(db: Queryable, chatId: number): Promise<number[]> {
  return (await db.query<{ user_id: number }>('select user_id from chat_participants where chat_id = $1', [chatId])).rows.map(
    (r) => r.user_id,
  );
}

/** Which of these user ids belong to someone. */
export async function existingUserIds(db: Queryable, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>('select user_id from users where user_id = any($1::int[])', [ids]);
  return rows.map((r) => r.user_id);
}

/** Whether the picture stored under `key` was uploaded by the user, or is the group's (at `path`) already. */
export async function mayUsePicture(db: Queryable, key: string, userId: number, groupId: number, path: string) {
  const { rows } = await db.query(
    `select 1 from chat_pictures f where f.storage_key = $1
          and (f.uploader_id = $2 or exists (select 1 from chats c where c.id = $3 and c.image_url = $4))`,
    [key, userId, groupId, path],
  );
  return rows.length > 0;
}

export async function lockChatRow(tx: Queryable, groupId: number) {
  await tx.query('select id from chats where id = $1 for update', [groupId]);
}

/** A current member's role, or undefined when they are not (or no longer) one. */
export async function currentRole(tx: Queryable, groupId: number, userId: number) {
  const { rows } = await tx.query<{ is_admin: boolean }>(
    'select is_admin from chat_participants where chat_id = $1 and user_id = $2 and removed_at is null',
    [groupId, userId],
  );
  return rows[0];
}

export async function adminCount(tx: Queryable, groupId: number) {
  const { rows: n } = await tx.query<{ n: number; members: number }>(
    `select count(*) filter (where is_admin)::int as n, count(*)::int as members
         from chat_participants where chat_id = $1 and removed_at is null`,
    [groupId],
  );
  return n[0];
}

export async function groupInfo(db: Queryable, groupId: number) {
  const { rows } = await db.query<{ chat_name: string; image_url: string | null; permissions: GroupPermissions }>(
    'select chat_name, image_url, permissions from chats where id = $1',
    [groupId],
  );
  return rows[0];
}

/** Current members, admins first. */
export async function currentMembers(db: Queryable, groupId: number) {
  const { rows } = await db.query<UserRow & { is_admin: boolean }>(
    `select p.is_admin, u.* from chat_participants p join users u on u.user_id = p.user_id
        where p.chat_id = $1 and p.removed_at is null order by p.is_admin desc, u.first_name, u.user_id`,
    [groupId],
  );
  return rows;
}

/** A new group with its creator as admin; returns its id. */
export async function createGroup(db: Database, name: string, picture: string | null, creatorId: number, others: number[]) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'insert into chats (is_group, chat_name, image_url) values (true, $1, $2) returning id',
      [name, picture],
    );
    const newId = rows[0]?.id as number;
    // Someone who never took part in a conversation with the creator gets the group as a request.
    await tx.query(
      `insert into chat_participants (chat_id, user_id, is_admin, last_read_at, accepted)
           select $1, u, u = $2, now(), u = $2 or ${TALKED_WITH('$2', 'u')} from unnest($3::int[]) as u`,
      [newId, creatorId, [creatorId, ...others]],
    );
    return newId;
  });
}

/** A new name (null keeps it) and, when `setPicture`, a new picture path (null for none). */
export async function updateGroupInfo(
  db: Queryable,
  groupId: number,
  name: string | null,
  setPicture: boolean,
  picture: string | null,
) {
  await db.query(
    `update chats set chat_name = coalesce($2, chat_name),
                          image_url = case when $3::boolean then $4 else image_url end
          where id = $1`,
    [groupId, name, setPicture, picture],
  );
}

/**
 * Adding a current member changes nothing (their role least of all: only the role call does
 * that). Someone removed earlier comes back as a member, with the history they had.
 */
export async function addMembers(db: Queryable, groupId: number, ids: number[], addedBy: number) {
  await db.query(
    `insert into chat_participants (chat_id, user_id, last_read_at, accepted)
         select $1, u, now(), ${TALKED_WITH('$3', 'u')} from unnest($2::int[]) as u
         on conflict (chat_id, user_id) do update set removed_at = null
          where chat_participants.removed_at is not null`,
    [groupId, ids, addedBy],
  );
}

/** Marks a current member removed; false when they were not one. */
export async function removeMember(tx: Queryable, groupId: number, memberId: number): Promise<boolean> {
  const { rows } = await tx.query<{ user_id: number }>(
    `update chat_participants set removed_at = now(), is_admin = false
            where chat_id = $1 and user_id = $2 and removed_at is null returning user_id`,
    [groupId, memberId],
  );
  return rows.length > 0;
}

export async function setAdmin(tx: Queryable, groupId: number, memberId: number, makeAdmin: boolean) {
  await tx.query('update chat_participants set is_admin = $3 where chat_id = $1 and user_id = $2', [
    groupId,
    memberId,
    makeAdmin,
  ]);
}

export async function deleteChat(db: Queryable, chatId: number) {
  await db.query('delete from chats where id = $1', [chatId]);
}

export async function leaveChat(tx: Queryable, chatId: number, userId: number) {
  await tx.query('delete from chat_participants where chat_id = $1 and user_id = $2', [chatId, userId]);
}

/** Who (other than the sender) has read a message, first reader first. */
export async function readersOf(db: Queryable, chatId: number, messageId: number, senderId: number) {
  const { rows } = await db.query<UserRow & { read_at: Date }>(
    `select u.*, min(r.read_at) as read_at from chat_reads r join users u on u.user_id = r.user_id
          where r.chat_id = $1 and r.up_to >= $2 and r.user_id <> $3
          group by u.user_id order by min(r.read_at)`,
    [chatId, messageId, senderId],
  );
  return rows;
}

export async function setPermission(db: Queryable, groupId: number, type: PermissionType, value: PermissionValue) {
  const { rows } = await db.query<{ permissions: GroupPermissions }>(
    `update chats set permissions = permissions || jsonb_build_object($2::text, $3::text) where id = $1 returning permissions`,
    [groupId, type, value],
  );
  return rows[0]?.permissions as GroupPermissions;
}
