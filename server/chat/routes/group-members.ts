import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../../config';
import type { Database } from '../../db/database';
import { id, parse } from '../../http/validation';
import { admin, allowed, lockGroup, member, route } from '../access';
import { refuseBlockedMembers } from '../group-rules';
import * as groups from '../group-store';
import { membersOf, presentPerson } from '../present';
import { ChatError, LAST_ADMIN, type ChatService } from '../service';
import { senderOf } from '../store';
import { participantList, refuseUnknown } from './groups';

const groupParams = z.object({ id });
const memberParams = z.object({ id, memberId: id });
const readByParams = z.object({ id, messageId: id });
const addBody = z.object({ participant_ids: participantList.min(1, 'Choose at least one person to add.') });
const roleBody = z.object({ make_admin: z.boolean({ message: 'must be true or false' }) });

/** A group's members: who is in it, adding, removing, admins, leaving, and who read a message. */
export function registerGroupMembers(api: FastifyInstance, ctx: ServerContext, db: Database, chat: ChatService) {
  const prefix = '/chat-server/v2/group-chat';
  const origin = ctx.publicOrigin;

  api.get(
    `${prefix}/:id/members`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', groupParams, req.params);
      if (!params) return reply;
      const m = await chat.membership(params.id, req.userId, true);
      // A removed member keeps the group's name but no longer sees who is in it.
      return { data: m.removed ? [] : await membersOf(db, chat, origin, params.id, req.userId) };
    }),
  );

  api.post(
    `${prefix}/:id/members`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', groupParams, req.params);
      const body = params && parse(reply, 'body', addBody, req.body);
      if (!params || !body) return reply;
      await allowed(chat, params.id, req.userId, 'add_members', 'add members');
      const ids = [...new Set(body.participant_ids)];
      await refuseUnknown(db, ids);
      const members = await chat.members(params.id);
      await refuseBlockedMembers(
        db,
        req.userId,
        ids.filter((i) => !members.includes(i)),
        members,
      );
      await groups.addMembers(db, params.id, ids, req.userId);
      chat.update(await groups.participantIds(db, params.id), { kind: 'members', chat_id: params.id });
      return reply.status(201).send({ data: await membersOf(db, chat, origin, params.id, req.userId) });
    }),
  );

  api.delete(
    `${prefix}/:id/members/:memberId`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', memberParams, req.params);
      if (!params) return reply;
      await admin(chat, params.id, req.userId, 'remove members');
      if (params.memberId === req.userId) throw new ChatError(400, 'To leave the group, use Leave group.');
      await db.transaction(async (tx) => {
        // Two admins removing each other at once: the second finds it is no longer one.
        await lockGroup(tx, params.id, req.userId, 'remove members');
        if (!(await groups.removeMember(tx, params.id, params.memberId)))
          throw new ChatError(404, 'That person is not a member of this group.');
      });
      const all = await groups.participantIds(db, params.id);
      chat.update(all, { kind: 'removed', chat_id: params.id, user_id: params.memberId });
      chat.update(all, { kind: 'members', chat_id: params.id });
      return reply.status(204).send();
    }),
  );

  api.put(
    `${prefix}/:id/members/:memberId/role`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', memberParams, req.params);
      const body = params && parse(reply, 'body', roleBody, req.body);
      if (!params || !body) return reply;
      await admin(chat, params.id, req.userId, 'change who is an admin');
      const result = await db.transaction(async (tx) => {
        // Two admins demoting each other at once: the second sees one admin left.
        const group = await lockGroup(tx, params.id, req.userId, 'change who is an admin');
        const role = await groups.currentRole(tx, params.id, params.memberId);
        if (!role) throw new ChatError(404, 'That person is not a member of this group.');
        if (!body.make_admin && role.is_admin && group.admins <= 1) throw new ChatError(409, LAST_ADMIN);
        await groups.setAdmin(tx, params.id, params.memberId, body.make_admin);
        return { user_id: params.memberId, is_admin: body.make_admin };
      });
      chat.update(await groups.participantIds(db, params.id), { kind: 'members', chat_id: params.id });
      return { data: result };
    }),
  );

  api.delete(
    `${prefix}/:id/leave`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', groupParams, req.params);
      if (!params) return reply;
      await member(chat, params.id, req.userId);
      const all = await groups.participantIds(db, params.id);
      await db.transaction(async (tx) => {
        // Two admins leaving at once: the second is the last one and stays.
        const group = await lockGroup(tx, params.id, req.userId);
        const others = group.members - 1;
        if (group.isAdmin && others > 0 && group.admins <= 1) throw new ChatError(409, LAST_ADMIN);
        // The last one out closes the room; otherwise the leaver is gone from it entirely.
        if (others === 0) await groups.deleteChat(tx, params.id);
        else await groups.leaveChat(tx, params.id, req.userId);
      });
      chat.update(all, { kind: 'members', chat_id: params.id });
      return reply.status(204).send();
    }),
  );

  api.get(
    `${prefix}/:id/messages/:messageId/read-by`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', readByParams, req.params);
      if (!params) return reply;
      await chat.membership(params.id, req.userId, true);
      const senderId = await senderOf(db, params.id, params.messageId);
      if (senderId === undefined) throw new ChatError(404, 'That message was not found.');
      const rows = await groups.readersOf(db, params.id, params.messageId, senderId);
      return { data: rows.map((u) => ({ ...presentPerson(origin, u), read_at: new Date(u.read_at).toISOString() })) };
    }),
  );
}
