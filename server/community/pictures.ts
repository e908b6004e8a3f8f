import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as api from '../../contract/community';
import { PICTURE_TYPES } from '../chat';
import type { ServerContext } from '../config';
import type { Database, Queryable } from '../db/database';
import { serve } from '../http/endpoint';
import { pictureMultipart, readPicture, SEND_AS_MULTIPART } from '../http/picture-upload';
import { sendStoredPicture, type StoredPicture } from '../http/stored-picture';
import { Refusal, refusing } from './access';

/**
 * Community pictures, by the chat's upload rules (its picture types, imported from server/chat:
 * a PNG, JPEG, GIF or WebP read from its first bytes, never its name; at most 10 MB; at most 10
 * uploads a minute per account). They are small and few, so the database keeps them; GET serves
 * one by its random key to anyone, as the community's name is. A picture no community and no
 * post names is deleted an hour after its upload.
 */
export const PICTURE_PATH = api.PICTURE_PATH;
const MB = 1024 * 1024;
const PER_MINUTE = 10;
const ACCOUNT_BYTES = 50 * MB;
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
  const { rows } = await db.query('select 1 from community_pictures where storage_key = $1 and uploader_id = $2', [key, userId]);
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

/** POST /communities/pictures (under /api, with the bearer token). */
export function registerPictureUpload(app: FastifyInstance, ctx: ServerContext, db: Database) {
  const maxBytes = ctx.uploads?.maxFileBytes ?? 10 * MB;
  void app.register(async (scope) => {
    await scope.register(multipart, pictureMultipart(maxBytes));
    serve(
      scope,
      api.uploadPicture,
      refusing(async ({ req, reply }) => {
        if (!req.isMultipart()) throw new Refusal(400, 'invalid request', SEND_AS_MULTIPART);
        await db.query(
          `delete from community_pictures f where f.created_at < now() - interval '1 hour'
              and not exists (select 1 from communities c where c.image_url = $1 || f.storage_key)
              and not exists (select 1 from community_post_pictures p where p.storage_key = f.storage_key)`,
          [PICTURE_PATH],
        );
        const { rows } = await db.query<{ recent: number; bytes: number }>(
          `select count(*) filter (where created_at > now() - interval '1 minute')::int as recent, coalesce(sum(size), 0)::int as bytes
             from community_pictures where uploader_id = $1`,
          [req.userId],
        );
        if ((rows[0]?.recent ?? 0) >= PER_MINUTE) {
          void reply.header('retry-after', '60');
          throw new Refusal(429, 'too many', 'You are uploading too quickly; try again in a minute.');
        }
        const picture = await readPicture(req, {
          types: PICTURE_TYPES,
          tooLarge: `A picture can be at most ${Math.floor(maxBytes / MB)} MB.`,
          notAPicture: 'Choose a PNG, JPEG, GIF or WebP picture.',
        });
        if (!picture.ok) throw new Refusal(picture.status, picture.error, picture.message);
        const { bytes, type } = picture;
        if ((rows[0]?.bytes ?? 0) + bytes.length > ACCOUNT_BYTES)
          throw new Refusal(413, 'quota', 'You have uploaded too many pictures; try again later.');
        const key = randomUUID();
        await db.query(
          'insert into community_pictures (storage_key, uploader_id, content_type, size, bytes) values ($1, $2, $3, $4, $5)',
          [key, req.userId, type, bytes.length, bytes],
        );
        return reply
          .status(201)
          .send({ data: { url: `${ctx.publicOrigin}${PICTURE_PATH}${key}`, content_type: type, size: bytes.length } });
      }),
    );
  });
}

/** GET /public/community/v1/pictures/{key}: on the root app, outside /api (an <img> sends no token). */
export function registerPictureFiles(app: FastifyInstance, db: Database) {
  serve(app, api.picture, async ({ params, reply }) => {
    const { rows } = await db.query<StoredPicture>('select content_type, bytes from community_pictures where storage_key = $1', [
      params.key,
    ]);
    return sendStoredPicture(reply, rows[0]);
  });
}
