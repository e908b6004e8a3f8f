import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { findUserByName, type UserRow } from '../db/users';
import { ChatError, presentMessage, userPicture, type ChatService } from '../realtime/chat-service';
import { z } from 'zod';
import { id, pageIndex, pageSize, parse, token } from '../validation';
import { Throttle } from '../accounts/throttle';
import { absoluteUrl } from './presenters';

const pagingQuery = z.object({ page: pageIndex.default(0), pageSize: pageSize(100).default(20) });
const chatParams = z.object({ id });
const groupParams = z.object({ groupId: id });
const userParams = z.object({ otherUserName: token(64) });
const messageBody = z.object({ message: z.string({ message: 'must be text' }).max(4000, 'must be 4,000 characters or fewer') });

function fail(reply: FastifyReply, error: unknown) {
  if (error instanceof ChatError) return reply.status(error.status).send({ error: error.message });
  throw error;
}

/** Messages a user may send per minute, one-to-one and group together. */
export const MESSAGES_PER_MINUTE = 60;
export const TOO_MANY_MESSAGES = 'You are sending messages too quickly. Wait a minute, then send again.';

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

  api.get(`${prefix}/chat/unread/count`, async (req) => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n
         from chat_participants p
         join chat_messages m on m.chat_id = p.chat_id
        where p.user_id = $1 and m.sender_id <> $1 and m.sent_at > p.last_read_at`,
      [req.userId],
    );
    return { unreadCount: rows[0]?.n ?? 0 };
  });

  /** Conversations of the token's user, most recent activity first. */
  api.get(`${prefix}/chat`, async (req) => {
    const { rows } = await db.query<{
      chat_id: number;
      is_group: boolean;
      chat_name: string | null;
      image_url: string | null;
      unread_count: number;
      last_id: number | null;
      last_sender_id: number | null;
      last_body: string | null;
      last_sent_at: Date | string | null;
    }>(
      `select c.id as chat_id, c.is_group, c.chat_name, c.image_url,
              (select count(*)::int from chat_messages m
                where m.chat_id = c.id and m.sender_id <> $1 and m.sent_at > p.last_read_at) as unread_count,
              lm.id as last_id, lm.sender_id as last_sender_id, lm.body as last_body, lm.sent_at as last_sent_at
         from chat_participants p
         join chats c on c.id = p.chat_id
         left join lateral (
           select * from chat_messages m where m.chat_id = c.id order by m.sent_at desc, m.id desc limit 1
         ) lm on true
        where p.user_id = $1
        order by coalesce(lm.sent_at, c.created_at) desc, c.id desc`,
      [req.userId],
    );
    const { rows: members } = await db.query<UserRow & { chat_id: number; is_admin: boolean }>(
      `select cp.chat_id, cp.is_admin, u.*
         from chat_participants cp join users u on u.user_id = cp.user_id
        where cp.chat_id in (select chat_id from chat_participants where user_id = $1)
        order by cp.chat_id, u.user_id`,
      [req.userId],
    );
    const data = rows.map((r) => {
      const participants = members
        .filter((m) => m.chat_id === r.chat_id)
        .map((m) => ({
          user_id: m.user_id,
          user_name: m.user_name,
          first_name: m.first_name,
          last_name: m.last_name,
          profile_picture: userPicture(origin, m),
          is_admin: m.is_admin,
        }));
      const other = r.is_group ? undefined : participants.find((p) => p.user_id !== req.userId);
      return {
        chat_id: r.chat_id,
        is_group: r.is_group,
        chat_name: r.chat_name ?? (other ? `${other.first_name} ${other.last_name}`.trim() || other.user_name : null),
        image_url: absoluteUrl(origin, r.image_url) ?? other?.profile_picture ?? null,
        participants,
        unread_count: r.unread_count,
        last_message:
          r.last_id === null || r.last_sent_at === null
            ? null
            : presentMessage({
                id: r.last_id,
                chat_id: r.chat_id,
                sender_id: r.last_sender_id ?? 0,
                body: r.last_body ?? '',
                sent_at: r.last_sent_at,
              }),
      };
    });
    return { data };
  });

  /**
   * Messages of a chat the token's user takes part in: page 0 holds the newest `pageSize`,
   * oldest first within the page. Reading page 0 marks the chat read up to its newest message.
   */
  const listMessages =
    (group: boolean) => async (req: { userId: number; params: unknown; query: unknown }, reply: FastifyReply) => {
      const params = parse(reply, 'params', chatParams, req.params);
      const query = params && parse(reply, 'query', pagingQuery, req.query);
      if (!params || !query) return reply;
      const chatId = params.id;
      const { page, pageSize } = query;
      const { rows: member } = await db.query<{ ok: number }>(
        `select 1 as ok from chat_participants p join chats c on c.id = p.chat_id
          where p.chat_id = $1 and p.user_id = $2 and c.is_group = $3`,
        [chatId, req.userId, group],
      );
      if (!member[0]) return reply.status(404).send({ error: 'not found' });
      const { rows: count } = await db.query<{ n: number }>('select count(*)::int as n from chat_messages where chat_id = $1', [
        chatId,
      ]);
      const { rows } = await db.query<{
        id: number;
        chat_id: number;
        sender_id: number;
        body: string;
        sent_at: Date | string;
        user_name: string;
      }>(
        `select m.*, u.user_name from chat_messages m join users u on u.user_id = m.sender_id
          where m.chat_id = $1 order by m.sent_at desc, m.id desc limit $2 offset $3`,
        [chatId, pageSize, page * pageSize],
      );
      if (page === 0 && rows[0]) {
        // By id, in SQL: a JavaScript Date would drop the microseconds (see ChatService.insert).
        await db.query(
          `update chat_participants set last_read_at = greatest(last_read_at, (select sent_at from chat_messages where id = $3))
            where chat_id = $1 and user_id = $2`,
          [chatId, req.userId, rows[0].id],
        );
      }
      const data = rows.reverse().map((r) => ({ ...presentMessage(r), sender_user_name: r.user_name }));
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
    if (!other) return reply.status(404).send({ error: 'user not found' });
    try {
      const sent = await chat.sendDirect(req.userId, other.user_id, body.message);
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
      const sent = await chat.sendGroup(req.userId, params.groupId, body.message);
      return reply.status(201).send({ data: sent.message });
    } catch (error) {
      return fail(reply, error);
    }
  });
}
