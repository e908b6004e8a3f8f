import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contract/chat';
import type { ServerContext } from '../../config';
import type { Database } from '../../db/database';
import { findUserById } from '../../db/users';
import { serve } from '../../http/endpoint';
import { absoluteUrl } from '../../http/urls';
import { fail, route } from '../access';
import { presentPerson } from '../present';
import { ChatError, presentMessage, type ChatService } from '../service';
import * as store from '../store';

/** /api/chat-server/v2: the list of conversations, requests, presence and blocks (contract/chat.ts). */
export function registerConversations(api: FastifyInstance, ctx: ServerContext, db: Database, chat: ChatService) {
  const origin = ctx.publicOrigin;

  serve(api, contract.unreadCount, async ({ req }) => {
    return { unreadCount: await store.unreadCount(db, req.userId) };
  });

  /** Conversations of the token's user, most recent activity first; requests are flagged. */
  serve(api, contract.conversations, async ({ req }) => {
    const rows = await store.conversationsOf(db, req.userId);
    const lastIds = rows.map((r) => r.last_id).filter((v): v is number => v !== null);
    const lasts = await store.messagesByIds(db, lastIds);
    const members = await store.membersOfConversations(db, req.userId);
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
    // Latest activity first: the last message, or the conversation's creation before anything is
    // said in it (a new group is the newest, issue #63.14).
    const began = new Map(rows.map((r) => [r.chat_id, new Date(r.created_at).getTime()]));
    const activity = (d: (typeof data)[number]) =>
      d.last_message ? Date.parse(d.last_message.sent_at) : (began.get(d.chat_id) ?? 0);
    data.sort((a, b) => activity(b) - activity(a) || b.chat_id - a.chat_id);
    return { data };
  });

  /** A request becomes a conversation: a first message, or a group one was added to by a stranger. */
  serve(
    api,
    contract.accept,
    route(async ({ params, req }) => {
      await chat.membership(params.id, req.userId);
      await store.accept(db, params.id, req.userId);
      return { data: { chat_id: params.id, accepted: true } };
    }),
  );

  /** Clears the history for the token's user only: the others keep theirs. */
  serve(
    api,
    contract.clearHistory,
    route(async ({ params, req, reply }) => {
      await chat.membership(params.id, req.userId);
      await store.clearHistory(db, params.id, req.userId);
      return reply.status(204).send();
    }),
  );

  /** Who of these people is online (connected to the chat socket). */
  serve(api, contract.presence, async ({ body, req }) => {
    // Presence is shared with people one has a conversation with, and no one else: not with
    // someone one blocked or who blocked one.
    const online = await chat.online(await chat.unblocked(req.userId, await store.talkingWith(db, req.userId, body.userIds)));
    return { data: body.userIds.map((userId) => ({ user_id: userId, online: online[userId] ?? false })) };
  });

  serve(api, contract.block, async ({ params, req, reply }) => {
    if (params.userId === req.userId) return fail(reply, new ChatError(400, 'You cannot block yourself.'));
    if (!(await findUserById(db, params.userId))) return fail(reply, new ChatError(404, 'That person was not found.'));
    await store.block(db, req.userId, params.userId);
    return { data: { user_id: params.userId, blocked: true } };
  });

  serve(api, contract.unblock, async ({ params, req }) => {
    await store.unblock(db, req.userId, params.userId);
    return { data: { user_id: params.userId, blocked: false } };
  });

  serve(api, contract.blocked, async ({ req }) => {
    const rows = await store.blockedBy(db, req.userId);
    return { data: rows.map((u) => ({ ...presentPerson(origin, u), blocked_at: new Date(u.blocked_at).toISOString() })) };
  });
}
