import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../config';
import type { Database, Queryable } from '../db/database';
import type { UserRow } from '../db/users';
import {
  ChatError,
  LAST_ADMIN,
  PERMISSION_TYPES,
  type ChatService,
  type GroupPermissions,
  type Membership,
} from '../realtime/chat-service';
import { refuseBlockedMembers, TALKED_WITH } from '../chat/group-rules';
import { id, parse } from '../validation';
import { fail, presentPerson } from './chat';
import { PICTURE_PATH, pictureKeyOf } from './chat-attachments';
import { absoluteUrl } from './presenters';

const groupParams = z.object({ id });
const memberParams = z.object({ id, memberId: id });
const readByParams = z.object({ id, messageId: id });
const chatName = z
  .string({ message: 'must be text' })
  .trim()
  .min(1, 'Give the group a name.')
  .max(80, 'A group name can be at most 80 characters.');
// A picture uploaded here (POST /upload, purpose=group_picture), by its path or the URL GET /chat
// gives; '' or null for none. Never another site's address: members' browsers would fetch it.
const imageUrl = z.string({ message: 'must be text' }).trim().max(2000).nullable().optional();
const participantIds = z
  .array(id, { message: 'must be a list of user ids' })
  .max(100, 'A group can start with at most 100 people.');
const createBody = z.object({ participant_ids: participantIds, chat_name: chatName, image_url: imageUrl });
const updateBody = z
  .object({ chat_name: chatName.optional(), image_url: imageUrl })
  .refine((b) => b.chat_name !== undefined || b.image_url !== undefined, 'Change the name or the picture.');
const addBody = z.object({ participant_ids: participantIds.min(1, 'Choose at least one person to add.') });
const roleBody = z.object({ make_admin: z.boolean({ message: 'must be true or false' }) });
const permissionBody = z.object({
  permission_type: z.enum(PERMISSION_TYPES, { message: `must be one of ${PERMISSION_TYPES.join(', ')}` }),
  permission_value: z.enum(['all', 'admins'], { message: 'must be all or admins' }),
});

/** Group chats: membership, roles and permissions, all enforced here. */
export function registerGroupChat(api: FastifyInstance, ctx: ServerContext, db: Database, chat: ChatService) {
  const prefix = '/chat-server/v2/group-chat';
  const origin = ctx.publicOrigin;

  /** The caller as a current member of the group; a removed member may only read. */
  const member = async (groupId: number, userId: number): Promise<Membership> => {
    const m = await chat.membership(groupId, userId, true);
    if (m.removed) throw new ChatError(403, 'You are no longer a member of this group.');
    return m;
  };
  const admin = async (groupId: number, userId: number, what: string) => {
    const m = await member(groupId, userId);
    if (!m.is_admin) throw new ChatError(403, `Only admins can ${what}.`);
    return m;
  };
  /** `permission` set to "admins" means the caller must be one. */
  const allowed = async (groupId: number, userId: number, permission: keyof GroupPermissions, what: string) => {
    const m = await member(groupId, userId);
    if (m.permissions[permission] === 'admins' && !m.is_admin) throw new ChatError(403, `Only admins can ${what}.`);
    return m;
  };
  const everyone = async (groupId: number) =>
    (await db.query<{ user_id: number }>('select user_id from chat_participants where chat_id = $1', [groupId])).rows.map(
      (r) => r.user_id,
    );
  const existingUsers = async (ids: number[]) => {
    const { rows } = await db.query<{ user_id: number }>('select user_id from users where user_id = any($1::int[])', [ids]);
    const found = new Set(rows.map((r) => r.user_id));
    const missing = ids.filter((i) => !found.has(i));
    if (missing.length) throw new ChatError(400, `No person with id ${missing.join(', ')}.`);
  };
  /**
   * What to store for a requested image_url: null for none, else the picture's path. The picture
   * must be one the caller uploaded, or the group's own already (sending back what GET /chat gave).
   */
  const picturePath = async (value: string | null | undefined, userId: number, groupId?: number) => {
    if (!value) return null;
    const key = pictureKeyOf(value, origin);
    if (!key)
      throw new ChatError(400, 'image_url must be a picture uploaded for the group (POST /upload, purpose=group_picture).');
    const path = `${PICTURE_PATH}${key}`;
    const { rows } = await db.query(
      `select 1 from chat_pictures f where f.storage_key = $1
          and (f.uploader_id = $2 or exists (select 1 from chats c where c.id = $3 and c.image_url = $4))`,
      [key, userId, groupId ?? 0, path],
    );
    if (!rows.length) throw new ChatError(400, 'That picture was not found. Upload it again.');
    return path;
  };
  /**
   * Inside a transaction: locks the group's row, so changes to who is an admin (demote, leave,
   * remove) run one after another and each counts the admins the one before it left; then
   * checks the caller is still a current member (an admin, when `asAdmin`).
   */
  const lockGroup = async (tx: Queryable, groupId: number, userId: number, asAdmin?: string) => {
    await tx.query('select id from chats where id = $1 for update', [groupId]);
    const { rows } = await tx.query<{ is_admin: boolean }>(
      'select is_admin from chat_participants where chat_id = $1 and user_id = $2 and removed_at is null',
      [groupId, userId],
    );
    if (!rows[0]) throw new ChatError(403, 'You are no longer a member of this group.');
    if (asAdmin && !rows[0].is_admin) throw new ChatError(403, `Only admins can ${asAdmin}.`);
    const { rows: n } = await tx.query<{ n: number; members: number }>(
      `select count(*) filter (where is_admin)::int as n, count(*)::int as members
         from chat_participants where chat_id = $1 and removed_at is null`,
      [groupId],
    );
    return { isAdmin: rows[0].is_admin, admins: n[0]?.n ?? 0, members: n[0]?.members ?? 0 };
  };
  const present = async (groupId: number, userId: number) => {
    const { rows } = await db.query<{ chat_name: string; image_url: string | null; permissions: GroupPermissions }>(
      'select chat_name, image_url, permissions from chats where id = $1',
      [groupId],
    );
    const g = rows[0];
    return {
      chat_id: groupId,
      is_group: true,
      chat_name: g?.chat_name ?? '',
      image_url: absoluteUrl(origin, g?.image_url),
      permissions: g?.permissions,
      members: await membersOf(groupId, userId),
    };
  };
  const membersOf = async (groupId: number, viewer: number) => {
    const { rows } = await db.query<UserRow & { is_admin: boolean }>(
      `select p.is_admin, u.* from chat_participants p join users u on u.user_id = p.user_id
        where p.chat_id = $1 and p.removed_at is null order by p.is_admin desc, u.first_name, u.user_id`,
      [groupId],
    );
    // Presence is not shared between two people one of whom blocked the other.
    const online = chat.online(
      await chat.unblocked(
        viewer,
        rows.map((r) => r.user_id),
      ),
    );
    return rows.map((r) => ({ ...presentPerson(origin, r), is_admin: r.is_admin, online: online[r.user_id] ?? false }));
  };
  const route =
    <T>(work: (req: { userId: number; params: unknown; body: unknown }, reply: FastifyReply) => Promise<T>) =>
    async (req: { userId: number; params: unknown; body: unknown }, reply: FastifyReply) => {
      try {
        return await work(req, reply);
      } catch (error) {
        return fail(reply, error);
      }
    };

  api.post(
    prefix,
    route(async (req, reply) => {
      const body = parse(reply, 'body', createBody, req.body);
      if (!body) return reply;
      const others = [...new Set(body.participant_ids)].filter((p) => p !== req.userId);
      await existingUsers(others);
      await refuseBlockedMembers(db, req.userId, others, []);
      const picture = await picturePath(body.image_url, req.userId);
      const groupId = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'insert into chats (is_group, chat_name, image_url) values (true, $1, $2) returning id',
          [body.chat_name, picture],
        );
        const newId = rows[0]?.id as number;
        // Someone who never took part in a conversation with the creator gets the group as a request.
        await tx.query(
          `insert into chat_participants (chat_id, user_id, is_admin, last_read_at, accepted)
           select $1, u, u = $2, now(), u = $2 or ${TALKED_WITH('$2', 'u')} from unnest($3::int[]) as u`,
          [newId, req.userId, [req.userId, ...others]],
        );
        return newId;
      });
      chat.update([req.userId, ...others], { kind: 'members', chat_id: groupId });
      return reply.status(201).send({ data: await present(groupId, req.userId) });
    }),
  );

  api.put(
    `${prefix}/:id`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', groupParams, req.params);
      const body = params && parse(reply, 'body', updateBody, req.body);
      if (!params || !body) return reply;
      await allowed(params.id, req.userId, 'edit_info', 'change the group name and picture');
      const picture = body.image_url === undefined ? undefined : await picturePath(body.image_url, req.userId, params.id);
      await db.query(
        `update chats set chat_name = coalesce($2, chat_name),
                          image_url = case when $3::boolean then $4 else image_url end
          where id = $1`,
        [params.id, body.chat_name ?? null, picture !== undefined, picture ?? null],
      );
      chat.update(await everyone(params.id), { kind: 'info', chat_id: params.id });
      return { data: await present(params.id, req.userId) };
    }),
  );

  api.get(
    `${prefix}/:id/members`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', groupParams, req.params);
      if (!params) return reply;
      const m = await chat.membership(params.id, req.userId, true);
      // A removed member keeps the group's name but no longer sees who is in it.
      return { data: m.removed ? [] : await membersOf(params.id, req.userId) };
    }),
  );

  api.post(
    `${prefix}/:id/members`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', groupParams, req.params);
      const body = params && parse(reply, 'body', addBody, req.body);
      if (!params || !body) return reply;
      await allowed(params.id, req.userId, 'add_members', 'add members');
      const ids = [...new Set(body.participant_ids)];
      await existingUsers(ids);
      const members = await chat.members(params.id);
      await refuseBlockedMembers(
        db,
        req.userId,
        ids.filter((i) => !members.includes(i)),
        members,
      );
      // Adding a current member changes nothing (their role least of all: only the role call
      // does that). Someone removed earlier comes back as a member, with the history they had.
      await db.query(
        `insert into chat_participants (chat_id, user_id, last_read_at, accepted)
         select $1, u, now(), ${TALKED_WITH('$3', 'u')} from unnest($2::int[]) as u
         on conflict (chat_id, user_id) do update set removed_at = null
          where chat_participants.removed_at is not null`,
        [params.id, ids, req.userId],
      );
      chat.update(await everyone(params.id), { kind: 'members', chat_id: params.id });
      return reply.status(201).send({ data: await membersOf(params.id, req.userId) });
    }),
  );

  api.delete(
    `${prefix}/:id/members/:memberId`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', memberParams, req.params);
      if (!params) return reply;
      await admin(params.id, req.userId, 'remove members');
      if (params.memberId === req.userId) throw new ChatError(400, 'To leave the group, use Leave group.');
      await db.transaction(async (tx) => {
        // Two admins removing each other at once: the second finds it is no longer one.
        await lockGroup(tx, params.id, req.userId, 'remove members');
        const { rows } = await tx.query<{ user_id: number }>(
          `update chat_participants set removed_at = now(), is_admin = false
            where chat_id = $1 and user_id = $2 and removed_at is null returning user_id`,
          [params.id, params.memberId],
        );
        if (!rows[0]) throw new ChatError(404, 'That person is not a member of this group.');
      });
      const all = await everyone(params.id);
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
      await admin(params.id, req.userId, 'change who is an admin');
      const result = await db.transaction(async (tx) => {
        // Two admins demoting each other at once: the second sees one admin left.
        const group = await lockGroup(tx, params.id, req.userId, 'change who is an admin');
        const { rows } = await tx.query<{ is_admin: boolean }>(
          'select is_admin from chat_participants where chat_id = $1 and user_id = $2 and removed_at is null',
          [params.id, params.memberId],
        );
        if (!rows[0]) throw new ChatError(404, 'That person is not a member of this group.');
        if (!body.make_admin && rows[0].is_admin && group.admins <= 1) throw new ChatError(409, LAST_ADMIN);
        await tx.query('update chat_participants set is_admin = $3 where chat_id = $1 and user_id = $2', [
          params.id,
          params.memberId,
          body.make_admin,
        ]);
        return { user_id: params.memberId, is_admin: body.make_admin };
      });
      chat.update(await everyone(params.id), { kind: 'members', chat_id: params.id });
      return { data: result };
    }),
  );

  api.delete(
    `${prefix}/:id/delete`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', groupParams, req.params);
      if (!params) return reply;
      await admin(params.id, req.userId, 'delete the group');
      const all = await everyone(params.id);
      await db.query('delete from chats where id = $1', [params.id]);
      chat.update(all, { kind: 'deleted', chat_id: params.id });
      return reply.status(204).send();
    }),
  );

  api.delete(
    `${prefix}/:id/leave`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', groupParams, req.params);
      if (!params) return reply;
      await member(params.id, req.userId);
      const all = await everyone(params.id);
      await db.transaction(async (tx) => {
        // Two admins leaving at once: the second is the last one and stays.
        const group = await lockGroup(tx, params.id, req.userId);
        const others = group.members - 1;
        if (group.isAdmin && others > 0 && group.admins <= 1) throw new ChatError(409, LAST_ADMIN);
        // The last one out closes the room; otherwise the leaver is gone from it entirely.
        if (others === 0) await tx.query('delete from chats where id = $1', [params.id]);
        else await tx.query('delete from chat_participants where chat_id = $1 and user_id = $2', [params.id, req.userId]);
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
      const { rows: message } = await db.query<{ sender_id: number }>(
        'select sender_id from chat_messages where id = $1 and chat_id = $2',
        [params.messageId, params.id],
      );
      if (!message[0]) throw new ChatError(404, 'That message was not found.');
      const { rows } = await db.query<UserRow & { read_at: Date }>(
        `select u.*, min(r.read_at) as read_at from chat_reads r join users u on u.user_id = r.user_id
          where r.chat_id = $1 and r.up_to >= $2 and r.user_id <> $3
          group by u.user_id order by min(r.read_at)`,
        [params.id, params.messageId, message[0].sender_id],
      );
      return { data: rows.map((u) => ({ ...presentPerson(origin, u), read_at: new Date(u.read_at).toISOString() })) };
    }),
  );

  api.get(
    `${prefix}/:id/permissions`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', groupParams, req.params);
      if (!params) return reply;
      const m = await chat.membership(params.id, req.userId, true);
      return { data: PERMISSION_TYPES.map((t) => ({ permission_type: t, permission_value: m.permissions[t] })) };
    }),
  );

  api.put(
    `${prefix}/:id/permissions`,
    route(async (req, reply) => {
      const params = parse(reply, 'params', groupParams, req.params);
      const body = params && parse(reply, 'body', permissionBody, req.body);
      if (!params || !body) return reply;
      await admin(params.id, req.userId, 'change the group permissions');
      const { rows } = await db.query<{ permissions: GroupPermissions }>(
        `update chats set permissions = permissions || jsonb_build_object($2::text, $3::text) where id = $1 returning permissions`,
        [params.id, body.permission_type, body.permission_value],
      );
      chat.update(await everyone(params.id), { kind: 'permissions', chat_id: params.id });
      const permissions = rows[0]?.permissions as GroupPermissions;
      return { data: PERMISSION_TYPES.map((t) => ({ permission_type: t, permission_value: permissions[t] })) };
    }),
  );
}
