import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contract/chat';
import type { ServerContext } from '../../config';
import type { Database } from '../../db/database';
import { serve } from '../../http/endpoint';
import { admin, allowed, route } from '../access';
import { refuseBlockedMembers, refuseUnreachable } from '../group-rules';
import * as groups from '../group-store';
import { PICTURE_PATH, pictureKeyOf } from '../pictures';
import { presentGroup } from '../present';
import { ChatError, PERMISSION_TYPES, type ChatService } from '../service';

/** Throws unless every id belongs to someone. */
export async function refuseUnknown(db: Database, ids: number[]) {
  const found = new Set(await groups.existingUserIds(db, ids));
  const missing = ids.filter((i) => !found.has(i));
  if (missing.length) throw new ChatError(400, `No person with id ${missing.join(', ')}.`);
}

/** Group chats: making, naming, deleting and their permissions, all enforced here (members: group-members.ts). */
export function registerGroups(api: FastifyInstance, ctx: ServerContext, db: Database, chat: ChatService) {
  const origin = ctx.publicOrigin;

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
    if (!(await groups.mayUsePicture(db, key, userId, groupId ?? 0, path)))
      throw new ChatError(400, 'That picture was not found. Upload it again.');
    return path;
  };

  serve(
    api,
    contract.createGroup,
    route(async ({ body, req, reply }) => {
      const others = [...new Set(body.participant_ids)].filter((p) => p !== req.userId);
      await refuseUnknown(db, others);
      await refuseBlockedMembers(db, req.userId, others, []);
      await refuseUnreachable(db, req.userId, others);
      const picture = await picturePath(body.image_url, req.userId);
      const groupId = await groups.createGroup(db, body.chat_name, picture, req.userId, others);
      chat.update([req.userId, ...others], { kind: 'members', chat_id: groupId });
      return reply.status(201).send({ data: await presentGroup(db, chat, origin, groupId, req.userId) });
    }),
  );

  serve(
    api,
    contract.updateGroup,
    route(async ({ params, body, req }) => {
      await allowed(chat, params.id, req.userId, 'edit_info', 'change the group name and picture');
      const picture = body.image_url === undefined ? undefined : await picturePath(body.image_url, req.userId, params.id);
      await groups.updateGroupInfo(db, params.id, body.chat_name ?? null, picture !== undefined, picture ?? null);
      chat.update(await groups.participantIds(db, params.id), { kind: 'info', chat_id: params.id });
      return { data: await presentGroup(db, chat, origin, params.id, req.userId) };
    }),
  );

  serve(
    api,
    contract.deleteGroup,
    route(async ({ params, req, reply }) => {
      await admin(chat, params.id, req.userId, 'delete the group');
      const all = await groups.participantIds(db, params.id);
      await groups.deleteChat(db, params.id);
      chat.update(all, { kind: 'deleted', chat_id: params.id });
      return reply.status(204).send();
    }),
  );

  serve(
    api,
    contract.permissions,
    route(async ({ params, req }) => {
      const m = await chat.membership(params.id, req.userId, true);
      return { data: PERMISSION_TYPES.map((t) => ({ permission_type: t, permission_value: m.permissions[t] })) };
    }),
  );

  serve(
    api,
    contract.setPermission,
    route(async ({ params, body, req }) => {
      await admin(chat, params.id, req.userId, 'change the group permissions');
      const permissions = await groups.setPermission(db, params.id, body.permission_type, body.permission_value);
      chat.update(await groups.participantIds(db, params.id), { kind: 'permissions', chat_id: params.id });
      return { data: PERMISSION_TYPES.map((t) => ({ permission_type: t, permission_value: permissions[t] })) };
    }),
  );
}
