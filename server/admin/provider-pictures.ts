import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contract from '../../contract/admin-providers';
import { DEFAULT_UPLOAD_LIMITS, PICTURE_TYPES, tooLarge } from '../chat';
import type { ServerContext } from '../config';
import type { Database, Queryable } from '../db/database';
import { serve } from '../http/endpoint';
import { pictureMultipart, readPicture, SEND_AS_MULTIPART } from '../http/picture-upload';
import { sendStoredPicture, type StoredPicture } from '../http/stored-picture';
import { onlyAdministrators } from './access';

/**
 * Providers' pictures (/admin-provider, issue #36), by the chat's upload rules, imported from
 * server/chat (not copied): its picture types read from the first bytes, never the name; its size
 * limit and the words that refuse it; its uploads a minute per account; its unused time. Kept in
 * the database as community pictures are; GET serves one by its random key to anyone, as the
 * directory is. A picture no provider names is deleted past the unused time.
 */
const { PROVIDER_PICTURE_PATH, PROVIDER_PICTURE_KEY } = contract;
export const NOT_A_PICTURE = 'A provider’s picture must be an image: PNG, JPEG, GIF or WebP.';
const TOO_MANY = 'You are uploading pictures too quickly. Wait a minute, then try again.';

const refuse = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.status(status).send({ error, message });

/**
 * The stored path of the picture `value` names (the path, or the absolute URL the upload
 * answered) when `userId` uploaded it; null for anything else. What is stored is always this
 * server's path with the key, whatever site an absolute URL names.
 */
export async function providerPictureOwned(db: Queryable, value: string, userId: number) {
  let url: URL;
  try {
    url = new URL(value, 'http://provider-picture.invalid');
  } catch {
    return null;
  }
  if (!url.pathname.startsWith(PROVIDER_PICTURE_PATH) || url.search || url.hash) return null;
  const key = url.pathname.slice(PROVIDER_PICTURE_PATH.length);
  if (!PROVIDER_PICTURE_KEY.test(key)) return null;
  const { rows } = await db.query('select 1 from admin_provider_pictures where storage_key = $1 and uploader_id = $2', [
    key,
    userId,
  ]);
  return rows.length ? `${PROVIDER_PICTURE_PATH}${key}` : null;
}

/** POST …/providers/pictures (under /api, administrators only, checked before the file is read). */
export function registerProviderPictures(api: FastifyInstance, ctx: ServerContext, db: Database) {
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...ctx.uploads };
  void api.register(async (scope) => {
    await scope.register(multipart, pictureMultipart(limits.maxFileBytes));
    serve(
      scope,
      contract.uploadProviderPicture,
      async ({ req, reply }) => {
        if (!req.isMultipart()) return refuse(reply, 400, 'invalid request', SEND_AS_MULTIPART);
        const unusedSince = new Date(limits.now() - limits.unusedForMs);
        await db.query(
          `delete from admin_provider_pictures f where f.created_at < $1
              and not exists (select 1 from therapy_providers t where t.provider_image_url = $2 || f.storage_key)`,
          [unusedSince, PROVIDER_PICTURE_PATH],
        );
        const { rows } = await db.query<{ recent: number }>(
          `select count(*)::int as recent from admin_provider_pictures where uploader_id = $1 and created_at > $2`,
          [req.userId, new Date(limits.now() - 60_000)],
        );
        if ((rows[0]?.recent ?? 0) >= limits.perMinute) {
          void reply.header('retry-after', '60');
          return refuse(reply, 429, 'too many', TOO_MANY);
        }
        const picture = await readPicture(req, { types: PICTURE_TYPES, tooLarge: tooLarge(limits), notAPicture: NOT_A_PICTURE });
        if (!picture.ok) return refuse(reply, picture.status, picture.error, picture.message);
        const { bytes, type } = picture;
        const key = randomUUID();
        await db.query(
          'insert into admin_provider_pictures (storage_key, uploader_id, content_type, size, bytes) values ($1, $2, $3, $4, $5)',
          [key, req.userId, type, bytes.length, bytes],
        );
        return reply
          .status(201)
          .send({ data: { url: `${ctx.publicOrigin}${PROVIDER_PICTURE_PATH}${key}`, content_type: type, size: bytes.length } });
      },
      { preHandler: onlyAdministrators(db) },
    );
  });
}

/** GET /public/provider-pictures/{key}: on the root app, outside /api (an <img> sends no token). */
export function registerProviderPictureFiles(app: FastifyInstance, db: Database) {
  serve(app, contract.providerPictureFile, async ({ params, reply }) => {
    const { rows } = await db.query<StoredPicture>(
      'select content_type, bytes from admin_provider_pictures where storage_key = $1',
      [params.key],
    );
    return sendStoredPicture(reply, rows[0]);
  });
}
