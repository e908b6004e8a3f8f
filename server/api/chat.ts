import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { displayNameOf, findUserById, findUserByName, type UserRow } from '../db/users';
import {
  ChatError,
  MAX_MESSAGE_LENGTH,
  MESSAGE_SELECT,
  presentMessage,
  userPicture,
  type ChatService,
  type GroupPermissions,
  type MessageRow,
} from '../realtime/chat-service';
import { z } from 'zod';
import { id, pageIndex, pageSize, parse, token } from '../validation';
import { Throttle } from '../accounts/throttle';
import { absoluteUrl } from './presenters';
import { registerGroupChat } from './group-chat';
import { registerAttachments } from './chat-attachments';

const pagingQuery = z.object({
  page: pageIndex.default(0),
  pageSize: pageSize(100).default(20),
  /** Older than this message id: pages that do not shift while new messages arrive. */
  before: id.optional(),
});
const chatParams = z.object({ id });
const messageParams = z.object({ id, messageId: id });
const groupParams = z.object({ groupId: id });
const userParams = z.object({ otherUserName: token(64) });
const blockParams = z.object({ userId: id });
export const messageBody = z.object({
  message: z
    .string({ message: 'must be text' })
    .max(MAX_MESSAGE_LENGTH, `must be ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters or fewer`),
  /** Made by the app per message and kept by a retry: the server stores a message once per id. */
  client_id: z.string().trim().min(1).max(64).optional(),
  attachment_id: id.optional(),
});
const presenceBody = z.object({
  userIds: z.array(id, { message: 'must be a list of user ids' }).max(200, 'must be 200 ids or fewer'),
});

export function fail(reply: FastifyReply, error: unknown) {
  if (error instanceof ChatError) return reply.status(error.status).send({ error: error.message, message: error.message });
  throw error;
}

/** Messages a user may send per minute, one-to-one and group together. */
export const MESSAGES_PER_MINUTE = 60;
export const TOO_MANY_MESSAGES = 'You are sending messages too quickly. Wait a minute, then send again.';

/** A message is visible to a participant after their "clear history" and up to their removal. */
export const VISIBLE = `m.id > p.cleared_up_to and (p.removed_at is null or m.sent_at <= p.removed_at)`;

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

/** /api/chat-server/v2 */
export function registerChat(api: FastifyInstance, ctx: ServerContext, db: Database, chat: ChatService) {
  const prefix = '/chat-server/v2';
  const sending = new Throttle({ lockAfter: MESSAGES_PER_MINUTE + 1, windowMs: 60_000, baseDelayMs: 0, maxDelayMs: 0 });
  /** Counts a send; answers 429 (and returns false) over the limit. */
  const maySend = (userId: number, reply: FastifyReply) => {
    const key = String(userId);
    if (!sending.lockedUntil(key) && !sending.hit(key)) return true;
    void reply.status(429).header('retry-after', '60').send({ error: 'too many messages', message: TOO_MANY_MESSAGES });
    return false;
  };
  const origin = ctx.publicOrigin;

  // A conversation with someone one blocked: not counted as unread, and flagged in GET /chat
  // (the app hides it from the list, and opening it offers Unblock).
  const BLOCKED_BY_ME = `(not c.is_group and exists (
      select 1 from chat_participants o join chat_blocks b on b.blocked_id = o.user_id
       where o.chat_id = c.id and o.user_id <> p.user_id and b.blocker_id = p.user_id))`;
  const HIDDEN_BY_BLOCK = `not ${BLOCKED_BY_ME}`;
  // In a group, what someone one blocked writes is not counted as unread either.
  const FROM_BLOCKED = `exists (select 1 from chat_blocks b where b.blocker_id = p.user_id and b.blocked_id = m.sender_id)`;

  api.get(`${prefix}/chat/unread/count`, async (req) => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n
         from chat_participants p
         join chats c on c.id = p.chat_id
         join chat_messages m on m.chat_id = p.chat_id
        where p.user_id = $1 and m.sender_id <> $1 and m.sent_at > p.last_read_at and ${VISIBLE} and ${HIDDEN_BY_BLOCK}
          and not ${FROM_BLOCKED}`,
      [req.userId],
    );
    return { unreadCount: rows[0]?.n ?? 0 };
  });

  /** Conversations of the token's user, most recent activity first; requests are flagged. */
  api.get(`${prefix}/chat`, async (req) => {
    const { rows } = await db.query<{
      chat_id: number;
      is_group: boolean;
      chat_name: string | null;
      image_url: string | null;
      accepted: boolean;
      removed: boolean;
      is_admin: boolean;
      unread_count: number;
      last_id: number | null;
      permissions: GroupPermissions;
      blocked: boolean;
    }>(
      `select c.id as chat_id, c.is_group, c.chat_name, c.image_url, c.permissions, p.accepted, p.removed_at is not null as removed, p.is_admin,
              ${BLOCKED_BY_ME} as blocked,
              (select count(*)::int from chat_messages m
                where m.chat_id = c.id and m.sender_id <> $1 and m.sent_at > p.last_read_at and ${VISIBLE}
                  and not ${FROM_BLOCKED}) as unread_count,
              (select m.id from chat_messages m where m.chat_id = c.id and ${VISIBLE}
                order by m.sent_at desc, m.id desc limit 1) as last_id
         from chat_participants p
         join chats c on c.id = p.chat_id
        where p.user_id = $1`,
      [req.userId],
    );
    const lastIds = rows.map((r) => r.last_id).filter((v): v is number => v !== null);
    const { rows: lasts } = await db.query<MessageRow>(`${MESSAGE_SELECT} where m.id = any($1::int[])`, [lastIds]);
    const { rows: members } = await db.query<UserRow & { chat_id: number; is_admin: boolean }>(
      `select cp.chat_id, cp.is_admin, u.*
         from chat_participants cp join users u on u.user_id = cp.user_id
        where cp.removed_at is null and cp.chat_id in (select chat_id from chat_participants where user_id = $1)
        order by cp.chat_id, u.user_id`,
      [req.userId],
    );
    const data = rows.map((r) => {
      const participants = members
        .filter((m) => m.chat_id === r.chat_id)
        .map((m) => ({ ...presentPerson(origin, m), is_admin: m.is_admin }));
      const other = r.is_group ? undefined : participants.find((p) => p.user_id !== req.userId);
      const last = lasts.find((m) => m.id === r.last_id);
      return {
        chat_id: r.chat_id,
        is_group: r.is_group,
        chat_name: r.chat_name ?? other?.display_name ?? null,
        image_url: absoluteUrl(origin, r.image_url) ?? other?.profile_picture ?? null,
        other_user_name: other?.user_name ?? null,
        participants,
        unread_count: r.blocked ? 0 : r.unread_count,
        is_request: !r.accepted,
        blocked: r.blocked,
        is_admin: r.is_admin,
        removed: r.removed,
        // Shown to every member: who may send, add people, change the name and picture.
        ...(r.is_group ? { permissions: r.permissions } : {}),
        last_message: last ? presentMessage(last) : null,
      };
    });
    const activity = (d: (typeof data)[number]) => d.last_message?.sent_at ?? '';
    data.sort((a, b) => activity(b).localeCompare(activity(a)) || b.chat_id - a.chat_id);
    return { data };
  });

  /**
   * Messages of a chat the token's user takes part in: page 0 holds the newest `pageSize`,
   * oldest first within the page (`before` pages back from a message id instead). Reading
   * the newest page marks the chat read up to its newest message.
   */
  const listMessages =
    (group: boolean) => async (req: { userId: number; params: unknown; query: unknown }, reply: FastifyReply) => {
      const params = parse(reply, 'params', chatParams, req.params);
      const query = params && parse(reply, 'query', pagingQuery, req.query);
      if (!params || !query) return reply;
      const chatId = params.id;
      const { page, pageSize, before } = query;
      try {
        await chat.membership(chatId, req.userId, group);
      } catch (error) {
        return fail(reply, error);
      }
      const scope = `from chat_messages m join chat_participants p on p.chat_id = m.chat_id and p.user_id = $2
        where m.chat_id = $1 and ${VISIBLE}`;
      const { rows: count } = await db.query<{ n: number }>(`select count(*)::int as n ${scope}`, [chatId, req.userId]);
      const { rows: ids } = await db.query<{ id: number }>(
        `select m.id ${scope} ${before ? 'and m.id < $5' : ''} order by m.id desc limit $3 offset $4`,
        [chatId, req.userId, pageSize, before ? 0 : page * pageSize, ...(before ? [before] : [])],
      );
      const { rows } = await db.query<MessageRow>(
        `${MESSAGE_SELECT.replace(
          'select m.id,',
          `select (select count(distinct r.user_id)::int from chat_reads r
                    where r.chat_id = m.chat_id and r.up_to >= m.id and r.user_id <> m.sender_id) as read_count, m.id,`,
        )} where m.id = any($1::int[]) order by m.id`,
        [ids.map((r) => r.id)],
      );
      const newest = rows[rows.length - 1];
      if (page === 0 && !before && newest) await chat.markRead(chatId, req.userId, newest.id);
      const data = rows.map((r) => {
        const m = presentMessage(r);
        // Read counts are for the sender of a group message; others do not see them.
        if (!group || m.sender_id !== req.userId) delete m.read_count;
        return m;
      });
      return { data: { data, total: count[0]?.n ?? 0, page, pageSize } };
    };
  api.get(`${prefix}/chat/:id/messages`, listMessages(false));
  api.get(`${prefix}/group-chat/:id/messages`, listMessages(true));

  /** One-to-one message to a user by user name; creates the chat on first contact. */
  api.post(`${prefix}/chat/:otherUserName/messages`, async (req, reply) => {
    const params = parse(reply, 'params', userParams, req.params);
    const body = params && parse(reply, 'body', messageBody, req.body);
    if (!params || !body || !maySend(req.userId, reply)) return reply;
    const other = await findUserByName(db, params.otherUserName);
    if (!other) return reply.status(404).send({ error: 'user not found', message: 'That person was not found.' });
    try {
      const sent = await chat.sendDirect(req.userId, other.user_id, body.message, {
        clientId: body.client_id,
        attachmentId: body.attachment_id,
      });
      return reply.status(201).send({ data: sent.message });
    } catch (error) {
      return fail(reply, error);
    }
  });

  api.post(`${prefix}/group-chat/:groupId/messages`, async (req, reply) => {
    const params = parse(reply, 'params', groupParams, req.params);
    const body = params && parse(reply, 'body', messageBody, req.body);
    if (!params || !body || !maySend(req.userId, reply)) return reply;
    try {
      const sent = await chat.sendGroup(req.userId, params.groupId, body.message, {
        clientId: body.client_id,
        attachmentId: body.attachment_id,
      });
      return reply.status(201).send({ data: sent.message });
    } catch (error) {
      return fail(reply, error);
    }
  });

  /** A request becomes a conversation: a first message, or a group one was added to by a stranger. */
  api.post(`${prefix}/chat/:id/accept`, async (req, reply) => {
    const params = parse(reply, 'params', chatParams, req.params);
    if (!params) return reply;
    try {
      await chat.membership(params.id, req.userId);
    } catch (error) {
      return fail(reply, error);
    }
    await db.query('update chat_participants set accepted = true where chat_id = $1 and user_id = $2', [params.id, req.userId]);
    return { data: { chat_id: params.id, accepted: true } };
  });

  /** Clears the history for the token's user only: the others keep theirs. */
  api.delete(`${prefix}/chat/:id/messages`, async (req, reply) => {
    const params = parse(reply, 'params', chatParams, req.params);
    if (!params) return reply;
    try {
      await chat.membership(params.id, req.userId);
    } catch (error) {
      return fail(reply, error);
    }
    await db.query(
      `update chat_participants p
          set cleared_up_to = greatest(p.cleared_up_to, coalesce((select max(id) from chat_messages where chat_id = $1), 0)),
              last_read_at = greatest(p.last_read_at, coalesce((select max(sent_at) from chat_messages where chat_id = $1), p.last_read_at))
        where p.chat_id = $1 and p.user_id = $2`,
      [params.id, req.userId],
    );
    return reply.status(204).send();
  });

  /** Deletes one of one's own messages, for everyone. */
  api.delete(`${prefix}/chat/:id/message/:messageId`, async (req, reply) => {
    const params = parse(reply, 'params', messageParams, req.params);
    if (!params) return reply;
    try {
      const member = await chat.membership(params.id, req.userId);
      if (member.removed) throw new ChatError(403, 'You are no longer a member of this group.');
      const { rows } = await db.query<{ sender_id: number }>(
        'select sender_id from chat_messages where id = $1 and chat_id = $2',
        [params.messageId, params.id],
      );
      if (!rows[0]) throw new ChatError(404, 'That message was not found.');
      if (rows[0].sender_id !== req.userId) throw new ChatError(403, 'You can delete only your own messages.');
      await db.query('delete from chat_messages where id = $1', [params.messageId]);
      const everyone = (
        await db.query<{ user_id: number }>('select user_id from chat_participants where chat_id = $1', [params.id])
      ).rows;
      chat.update(
        everyone.map((r) => r.user_id),
        { kind: 'message-deleted', chat_id: params.id, message_id: params.messageId },
      );
      return reply.status(204).send();
    } catch (error) {
      return fail(reply, error);
    }
  });

  /** Who of these people is online (connected to the chat socket). */
  api.post(`${prefix}/presence/batch`, async (req, reply) => {
    const body = parse(reply, 'body', presenceBody, req.body);
    if (!body) return reply;
    // Presence is shared with people one has a conversation with, and no one else: not with
    // someone one blocked or who blocked one.
    const { rows } = await db.query<{ user_id: number }>(
      `select distinct o.user_id from chat_participants me join chat_participants o on o.chat_id = me.chat_id
        where me.user_id = $1 and o.user_id = any($2::int[])`,
      [req.userId, body.userIds],
    );
    const online = chat.online(
      await chat.unblocked(
        req.userId,
        rows.map((r) => r.user_id),
      ),
    );
    return { data: body.userIds.map((userId) => ({ user_id: userId, online: online[userId] ?? false })) };
  });

  api.post(`${prefix}/block/:userId`, async (req, reply) => {
    const params = parse(reply, 'params', blockParams, req.params);
    if (!params) return reply;
    if (params.userId === req.userId) return fail(reply, new ChatError(400, 'You cannot block yourself.'));
    if (!(await findUserById(db, params.userId))) return fail(reply, new ChatError(404, 'That person was not found.'));
    await db.query('insert into chat_blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing', [
      req.userId,
      params.userId,
    ]);
    return { data: { user_id: params.userId, blocked: true } };
  });

  api.delete(`${prefix}/block/:userId`, async (req, reply) => {
    const params = parse(reply, 'params', blockParams, req.params);
    if (!params) return reply;
    await db.query('delete from chat_blocks where blocker_id = $1 and blocked_id = $2', [req.userId, params.userId]);
    // Unblocking someone whose request one had blocked brings the conversation back, accepted.
    await db.query(
      `update chat_participants p set accepted = true
        where p.user_id = $1 and p.chat_id in (
          select o.chat_id from chat_participants o join chats c on c.id = o.chat_id
           where not c.is_group and o.user_id = $2)`,
      [req.userId, params.userId],
    );
    return { data: { user_id: params.userId, blocked: false } };
  });

  api.get(`${prefix}/blocked`, async (req) => {
    const { rows } = await db.query<UserRow & { blocked_at: Date }>(
      `select u.*, b.created_at as blocked_at from chat_blocks b join users u on u.user_id = b.blocked_id
        where b.blocker_id = $1 order by b.created_at desc`,
      [req.userId],
    );
    return { data: rows.map((u) => ({ ...presentPerson(origin, u), blocked_at: new Date(u.blocked_at).toISOString() })) };
  });

  registerGroupChat(api, ctx, db, chat);
  registerAttachments(api, ctx, db, chat);
}
