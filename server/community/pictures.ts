import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/community';
import { PICTURE_TYPES } from '../chat';
import type { ServerContext } from '../config';
import type { Database, Queryable } from '../db/database';
import { serve } from '../http/endpoint';
import { PictureFiles, pictureMultipart } from '../http/picture-files';
import { Refusal } from './access';

/**
 * Community pictures, by the chat's upload rules (its picture types, imported from server/chat:
 * a PNG, JPEG, GIF or WebP read from its first bytes, never its name; at most 10 MB; at most 10
 * uploads a minute and 50 MB in all per account, reserved before the file is read). Files on disk
 * (server/http/picture-files.ts), the database keeping their metadata; GET serves one by its
 * random key to anyone, as the community's name is. A picture no community and no post names is
 * deleted an hour after its upload.
 */
export const PICTURE_PATH = api.PICTURE_PATH;
const MB = 1024 * 1024;
const PER_MINUTE = 10;
const ACCOUNT_BYTES = 50 * MB;
const UNUSED_MS = 60 * 60_000;
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The stored path of a picture `value` names (this server's picture path, alone or as the absolute
 * URL the upload answered) when `userId` uploaded it; null for anything else.
 */
export async function pictureOwned(db: Queryable, origin: string, value: string, userId: number): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || !url.pathname.startsWith(PICTURE_PATH) || url.search) return null;
  const key = url.pathname.slice(PICTURE_PATH.length);
  if (!KEY.test(key)) return null;
  const { rows } = await db.query('select 1 from community_pictures where storage_key = $1 and uploader_id = $2 and ready', [
    key,
    userId,
  ]);
  return rows.length ? `${PICTURE_PATH}${key}` : null;
}

/**
 * The pictures a post's body shows (contract: each `src` is PICTURE_PATH and a key) must each be one
 * `userId` uploaded: their keys, or a 400 naming the first that is not.
 */
export async function postPicturesOwned(db: Queryable, origin: string, sources: string[], userId: number): Promise<string[]> {
  const keys: string[] = [];
  for (const src of new Set(sources)) {
    const path = await pictureOwned(db, origin, src, userId);
    if (!path)
      throw new Refusal(
        400,
        'invalid request',
        'A picture in the body must be one you uploaded here (POST /communities/pictures).',
      );
    keys.push(path.slice(PICTURE_PATH.length));
  }
  return keys;
}

/** Records the pictures `postId` shows now (replacing what it showed), so the clean-up keeps them. */
export async function keepPostPictures(db: Queryable, postId: number, keys: string[]) {
  await db.query('delete from community_post_pictures where post_id = $1 and not (storage_key = any($2::text[]))', [
    postId,
    keys,
  ]);
  if (keys.length)
    await db.query(
      `insert into community_post_pictures (post_id, storage_key) select $1, k from unnest($2::text[]) k on conflict do nothing`,
      [postId, keys],
    );
}

/** The rules of community pictures (server/http/picture-files.ts), the same for the upload and the GET. */
export function communityPictures(ctx: ServerContext, db: Database) {
  return new PictureFiles(db, {
    table: 'community_pictures',
    folder: join(ctx.dataDir, 'pictures', 'community'),
    maxBytes: ctx.uploads?.maxFileBytes ?? 10 * MB,
    perMinute: PER_MINUTE,
    accountBytes: ctx.communityPictureBytes ?? ACCOUNT_BYTES,
    unusedForMs: UNUSED_MS,
    inUse: `exists (select 1 from communities c where c.image_url = '${PICTURE_PATH}' || f.storage_key)
         or exists (select 1 from community_post_pictures p where p.storage_key = f.storage_key)`,
    types: PICTURE_TYPES,
    words: {
      tooLarge: `A picture can be at most ${Math.floor((ctx.uploads?.maxFileBytes ?? 10 * MB) / MB)} MB.`,
      notAPicture: 'Choose a PNG, JPEG, GIF or WebP picture.',
      tooMany: 'You are uploading too quickly; try again in a minute.',
      full: 'You have uploaded too many pictures; try again later.',
    },
    now: ctx.uploads?.now ?? Date.now,
  });
}

/** POST /communities/pictures (under /api, with the bearer token). */
export function registerPictureUpload(app: FastifyInstance, ctx: ServerContext, db: Database) {
  const pictures = communityPictures(ctx, db);
  pictures.sweepOften((stop) => app.addHook('onClose', stop));
  void app.register(async (scope) => {
    await scope.register(multipart, pictureMultipart(pictures.rules.maxBytes));
    serve(scope, api.uploadPicture, async ({ req, reply }) => {
      const answer = await pictures.upload(req, req.userId);
      if (!answer.ok) {
        if (answer.status === 429) void reply.header('retry-after', '60');
        return reply.status(answer.status).send({ error: answer.error, message: answer.message });
      }
      return reply
        .status(201)
        .send({ data: { url: `${ctx.publicOrigin}${PICTURE_PATH}${answer.key}`, content_type: answer.type, size: answer.size } });
    });
  });
}

/** GET /public/community/v1/pictures/{key}: on the root app, outside /api (an <img> sends no token). */
export function registerPictureFiles(app: FastifyInstance, ctx: ServerContext, db: Database) {
  const pictures = communityPictures(ctx, db);
  serve(app, api.picture, async ({ params, req, reply }) => pictures.send(req, reply, params.key));
}
