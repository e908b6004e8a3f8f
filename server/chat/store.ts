import type { Queryable } from '../db/database';
import type { UserRow } from '../db/users';
import { VISIBLE } from './access';
import { MESSAGE_SELECT, openMessages, type GroupPermissions, type MessageRow } from './service';

/** Every SQL statement of conversations, messages and blocks (groups: group-store.ts; files: attachment-store.ts). */

// A conversation with someone one blocked: not counted as unread, and flagged in GET /chat
// (the app hides it from the list, and opening it offers Unblock).
const BLOCKED_BY_ME = `(not c.is_group and exists (
      select 1 from chat_participants o join chat_blocks b on b.blocked_id = o.user_id
       where o.chat_id = c.id and o.user_id <> p.user_id and b.blocker_id = p.user_id))`;
const HIDDEN_BY_BLOCK = `not ${BLOCKED_BY_ME}`;
// In a group, what someone one blocked writes is not counted as unread either.
const FROM_BLOCKED = `exists (select 1 from chat_blocks b where b.blocker_id = p.user_id and b.blocked_id = m.sender_id)`;

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n
         from chat_participants p
         join chats c on c.id = p.chat_id
         join chat_messages m on m.chat_id = p.chat_id
        where p.user_id = $1 and m.sender_id <> $1 and m.sent_at > p.last_read_at and ${VISIBLE} and ${HIDDEN_BY_BLOCK}
          and not ${FROM_BLOCKED}`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export interface ConversationRow {
  chat_id: number;
  is_group: boolean;
  chat_name: string | null;
  image_url: string | null;
  accepted: boolean;
  removed: boolean;
  is_admin: boolean;
  unread_count: number;
  last_id: number | null;
  /** When the conversation began: its activity until something is said in it. */
  created_at: Date;
  permissions: GroupPermissions;
  blocked: boolean;
}

/** The user's conversations, each with its unread count and its last visible message's id. */
export async function conversationsOf(db: Queryable, userId: number) {
  const { rows } = await db.query<ConversationRow>(
    `select c.id as chat_id, c.is_group, c.chat_name, c.image_url, c.created_at, c.permissions, p.accepted, p.removed_at is not null as removed, p.is_admin,
              ${BLOCKED_BY_ME} as blocked,
              (select count(*)::int from chat_messages m
                where m.chat_id = c.id and m.sender_id <> $1 and m.sent_at > p.last_read_at and ${VISIBLE}
                  and not ${FROM_BLOCKED}) as unread_count,
              (select m.id from chat_messages m where m.chat_id = c.id and ${VISIBLE}
                order by m.sent_at desc, m.id desc limit 1) as last_id
         from chat_participants p
         join chats c on c.id = p.chat_id
        where p.user_id = $1`,
    [userId],
  );
  return rows;
}

export async function messagesByIds(db: Queryable, ids: number[]) {
  return openMessages(db, (await db.query<MessageRow>(`${MESSAGE_SELECT} where m.id = any($1::int[])`, [ids])).rows);
}

/** The current members of every conversation the user takes part in. */
export async function membersOfConversations(db: Queryable, userId: number) {
  const { rows } = await db.query<UserRow & { chat_id: number; is_admin: boolean }>(
    `select cp.chat_id, cp.is_admin, u.*
         from chat_participants cp join users u on u.user_id = cp.user_id
        where cp.removed_at is null and cp.chat_id in (select chat_id from chat_participants where user_id = $1)
        order by cp.chat_id, u.user_id`,
    [userId],
  );
  return rows;
}

const scope = `from chat_messages m join chat_participants p on p.chat_id = m.chat_id and p.user_id = $2
        where m.chat_id = $1 and ${VISIBLE}`;

/** How many messages of the chat the user sees. */
export async function visibleCount(db: Queryable, chatId: number, userId: number): Promise<number> {
  const { rows: count } = await db.query<{ n: number }>(`select count(*)::int as n ${scope}`, [chatId, userId]);
  return count[0]?.n ?? 0;
}

/** A page of the ids of messages the user sees, newest first; `before` pages back from a message id. */
export async function visiblePage(
  db: Queryable,
  chatId: number,
  userId: number,
  pageSize: number,
  offset: number,
  before: number | undefined,
) {
  const { rows: ids } = await db.query<{ id: number }>(
    `select m.id ${scope} ${before ? 'and m.id < $5' : ''} order by m.id desc limit $3 offset $4`,
    [chatId, userId, pageSize, offset, ...(before ? [before] : [])],
  );
  return ids.map((r) => r.id);
}

/** The messages, oldest first, each with how many others (not its sender) have read it. */
export async function messagesWithReadCounts(db: Queryable, ids: number[]) {
  const { rows } = await db.query<MessageRow>(
    `${MESSAGE_SELECT.replace(
      'select m.id,',
      `select (select count(distinct r.user_id)::int from chat_reads r
                    where r.chat_id = m.chat_id and r.up_to >= m.id and r.user_id <> m.sender_id) as read_count, m.id,`,
    )} where m.id = any($1::int[]) order by m.id`,
    [ids],
  );
  return openMessages(db, rows);
}

export async function accept(db: Queryable, chatId: number, userId: number) {
  await db.query('update chat_participants set accepted = true where chat_id = $1 and user_id = $2', [chatId, userId]);
}

/** Clears the history for this user only, and counts it read. */
export async function clearHistory(db: Queryable, chatId: number, userId: number) {
  await db.query(
    `update chat_participants p
          set cleared_up_to = greatest(p.cleared_up_to, coalesce((select max(id) from chat_messages where chat_id = $1), 0)),
              last_read_at = greatest(p.last_read_at, coalesce((select max(sent_at) from chat_messages where chat_id = $1), p.last_read_at))
        where p.chat_id = $1 and p.user_id = $2`,
    [chatId, userId],
  );
}

/** Who sent a message of this chat; undefined when there is no such message in it. */
export async function senderOf(db: Queryable, chatId: number, messageId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ sender_id: number }>('select sender_id from chat_messages where id = $1 and chat_id = $2', [
    messageId,
    chatId,
  ]);
  return rows[0]?.sender_id;
}

export async function deleteMessage(db: Queryable, messageId: number) {
  await db.query('delete from chat_messages where id = $1', [messageId]);
}

/** Those of `ids` who share a conversation with the user. */
export async function talkingWith(db: Queryable, userId: number, ids: number[]) {
  const { rows } = await db.query<{ user_id: number }>(
    `select distinct o.user_id from chat_participants me join chat_participants o on o.chat_id = me.chat_id
        where me.user_id = $1 and o.user_id = any($2::int[])`,
    [userId, ids],
  );
  return rows.map((r) => r.user_id);
}

export async function block(db: Queryable, blockerId: number, blockedId: number) {
  await db.query('insert into chat_blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing', [
    blockerId,
    blockedId,
  ]);
}

/** Unblocking someone whose request one had blocked brings the conversation back, accepted. */
export async function unblock(db: Queryable, blockerId: number, blockedId: number) {
  await db.query('delete from chat_blocks where blocker_id = $1 and blocked_id = $2', [blockerId, blockedId]);
  await db.query(
    `update chat_participants p set accepted = true
        where p.user_id = $1 and p.chat_id in (
          select o.chat_id from chat_participants o join chats c on c.id = o.chat_id
           where not c.is_group and o.user_id = $2)`,
    [blockerId, blockedId],
  );
}

/** The people the user blocked, latest first. */
export async function blockedBy(db: Queryable, userId: number) {
  const { rows } = await db.query<UserRow & { blocked_at: Date }>(
    `select u.*, b.created_at as blocked_at from chat_blocks b join users u on u.user_id = b.blocked_id
        where b.blocker_id = $1 order by b.created_at desc`,
    [userId],
  );
  return rows;
}
