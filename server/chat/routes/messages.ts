import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contract from '../../../contract/chat';
import type { Query } from '../../../contract/endpoint';
import type { Database } from '../../db/database';
import { findUserByName } from '../../db/users';
import { serve } from '../../http/endpoint';
import { SharedThrottle } from '../../http/shared-throttle';
import { fail } from '../access';
import { ChatError, presentMessage, type ChatService } from '../service';
import * as store from '../store';
import { participantIds } from '../group-store';

/** Messages a user may send per minute, one-to-one and group together. */
export const MESSAGES_PER_MINUTE = 60;
export const TOO_MANY_MESSAGES = 'You are sending messages too quickly. Wait a minute, then send again.';

/** /api/chat-server/v2: reading, sending and deleting messages, one-to-one and in groups (contract/chat.ts). */
export function registerMessages(api: FastifyInstance, db: Database, chat: ChatService) {
  // Counted in the database: every node on one Postgres counts a person's messages together.
  const sending = new SharedThrottle(db, 'chat messages', {
    lockAfter: MESSAGES_PER_MINUTE + 1,
    windowMs: 60_000,
    baseDelayMs: 0,
    maxDelayMs: 0,
  });
  /** Counts a send; answers 429 (and returns false) over the limit. */
  const maySend = async (userId: number, reply: FastifyReply) => {
    if (!(await sending.hit(String(userId)))) return true;
    void reply.status(429).header('retry-after', '60').send({ error: 'too many messages', message: TOO_MANY_MESSAGES });
    return false;
  };

  /**
   * Messages of a chat the token's user takes part in: page 0 holds the newest `pageSize`,
   * oldest first within the page (`before` pages back from a message id instead). Reading
   * the newest page marks the chat read up to its newest message.
   */
  const listMessages =
    (group: boolean) =>
    async ({
      params,
      query,
      req,
      reply,
    }: {
      params: { id: number };
      query: Query<typeof contract.messages>;
      req: { userId: number };
      reply: FastifyReply;
    }) => {
      const chatId = params.id;
      const { page, pageSize, before } = query;
      try {
        await chat.membership(chatId, req.userId, group);
      } catch (error) {
        return fail(reply, error);
      }
      const total = await store.visibleCount(db, chatId, req.userId);
      const ids = await store.visiblePage(db, chatId, req.userId, pageSize, before ? 0 : page * pageSize, before);
      const rows = await store.messagesWithReadCounts(db, ids);
      const newest = rows[rows.length - 1];
      if (page === 0 && !before && newest) await chat.markRead(chatId, req.userId, newest.id);
      const data = rows.map((r) => {
        const m = presentMessage(r);
        // Read counts are for the sender of a group message; others do not see them.
        if (!group || m.sender_id !== req.userId) delete m.read_count;
        return m;
      });
      return { data: { data, total, page, pageSize } };
    };
  serve(api, contract.messages, listMessages(false));
  serve(api, contract.groupMessages, listMessages(true));

  /** One-to-one message to a user by user name; creates the chat on first contact. */
  serve(api, contract.sendDirect, async ({ params, body, req, reply }) => {
    if (!(await maySend(req.userId, reply))) return reply;
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

  serve(api, contract.sendGroup, async ({ params, body, req, reply }) => {
    if (!(await maySend(req.userId, reply))) return reply;
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

  /** Deletes one of one's own messages, for everyone. */
  serve(api, contract.deleteMessage, async ({ params, req, reply }) => {
    try {
      const member = await chat.membership(params.id, req.userId);
      if (member.removed) throw new ChatError(403, 'You are no longer a member of this group.');
      const senderId = await store.senderOf(db, params.id, params.messageId);
      if (senderId === undefined) throw new ChatError(404, 'That message was not found.');
      if (senderId !== req.userId) throw new ChatError(403, 'You can delete only your own messages.');
      await store.deleteMessage(db, params.messageId);
      chat.update(await participantIds(db, params.id), {
        kind: 'message-deleted',
        chat_id: params.id,
        message_id: params.messageId,
      });
      return reply.status(204).send();
    } catch (error) {
      return fail(reply, error);
    }
  });
}
