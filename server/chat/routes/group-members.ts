import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contract/chat';
import type { ServerContext } from '../../config';
import type { Database } from '../../db/database';
import { serve } from '../../http/endpoint';
import { admin, allowed, lockGroup, member, route } from '../access';
import { refuseBlockedMembers, refuseUnreachable } from '../group-rules';
import * as groups from '../group-store';
import { membersOf, presentPerson } from '../present';
import { ChatError, LAST_ADMIN, type ChatService } from '../service';
import { senderOf } from '../store';
import { refuseUnknown } from './groups';

/** A group's members: who is in it, adding, removing, admins, leaving, and who read a message. */
export function registerGroupMembers(api: FastifyInstance, ctx: ServerContext, db: Database, chat: ChatService) {
  const origin = ctx.publicOrigin;

  serve(
    api,
    contract.members,
    route(async ({ params, req }) => {
      const m = await chat.membership(params.id, req.userId, true);
      // A removed member keeps the group's name but no longer sees who is in it.
      return { data: m.removed ? [] : await membersOf(db, chat, origin, params.id, req.userId) };
    }),
  );

  serve(
    api,
    contract.addMembers,
    route(async ({ params, body, req, reply }) => {
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
      await refuseUnreachable(
        db,
        req.userId,
        ids.filter((i) => !members.includes(i)),
      );
      await groups.addMembers(db, params.id, ids, req.userId);
      chat.update(await groups.participantIds(db, params.id), { kind: 'members', chat_id: params.id });
      return reply.status(201).send({ data: await membersOf(db, chat, origin, params.id, req.userId) });
    }),
  );

  serve(
    api,
    contract.removeMember,
    route(async ({ params, req, reply }) => {
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

  serve(
    api,
    contract.setRole,
    route(async ({ params, body, req }) => {
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

  serve(
    api,
    contract.leaveGroup,
    route(async ({ params, req, reply }) => {
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

  serve(
    api,
    contract.readBy,
    route(async ({ params, req }) => {
      await chat.membership(params.id, req.userId, true);
      const senderId = await senderOf(db, params.id, params.messageId);
      if (senderId === undefined) throw new ChatError(404, 'That message was not found.');
      const rows = await groups.readersOf(db, params.id, params.messageId, senderId);
      return { data: rows.map((u) => ({ ...presentPerson(origin, u), read_at: new Date(u.read_at).toISOString() })) };
    }),
  );
}
