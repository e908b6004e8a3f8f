import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contract from '../../contract/admin-providers';
import { DEFAULT_UPLOAD_LIMITS, PICTURE_TYPES, tooLarge } from '../chat';
import type { ServerContext } from '../config';
import type { Database, Queryable } from '../db/database';
import { serve } from '../http/endpoint';
import { PictureFiles, pictureMultipart } from '../http/picture-files';
import { onlyAdministrators } from './access';

/**
 * Providers' pictures (/admin-provider, issue #36), by the chat's upload rules, imported from
 * server/chat (not copied): its picture types read from the first bytes, never the name; its size
 * limit and the words that refuse it; its uploads a minute per account, reserved before the file
 * is read; its unused time. Files on disk as community pictures are (server/http/picture-files.ts);
 * GET serves one by its random key to anyone, as the directory is. A picture no provider names is
 * deleted past the unused time.
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
  const { rows } = await db.query('select 1 from admin_provider_pictures where storage_key = $1 and uploader_id = $2 and ready', [
    key,
    userId,
  ]);
  return rows.length ? `${PROVIDER_PICTURE_PATH}${key}` : null;
}

/** The rules of providers' pictures (server/http/picture-files.ts), the same for the upload and the GET. */
export function providerPictures(ctx: ServerContext, db: Database) {
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...ctx.uploads };
  return new PictureFiles(db, {
    table: 'admin_provider_pictures',
    folder: join(ctx.dataDir, 'pictures', 'providers'),
    maxBytes: limits.maxFileBytes,
    perMinute: limits.perMinute,
    // Administrators only, and few: no sum beyond the rate.
    accountBytes: Infinity,
    unusedForMs: limits.unusedForMs,
    inUse: `exists (select 1 from therapy_providers t where t.provider_image_url = '${PROVIDER_PICTURE_PATH}' || f.storage_key)`,
    types: PICTURE_TYPES,
    words: { tooLarge: tooLarge(limits), notAPicture: NOT_A_PICTURE, tooMany: TOO_MANY, full: TOO_MANY },
    now: limits.now,
  });
}

/** POST …/providers/pictures (under /api, administrators only, checked before the file is read). */
export function registerProviderPictures(api: FastifyInstance, ctx: ServerContext, db: Database) {
  const pictures = providerPictures(ctx, db);
  pictures.sweepOften((stop) => api.addHook('onClose', stop));
  void api.register(async (scope) => {
    await scope.register(multipart, pictureMultipart(pictures.rules.maxBytes));
    serve(
      scope,
      contract.uploadProviderPicture,
      async ({ req, reply }) => {
        const answer = await pictures.upload(req, req.userId);
        if (!answer.ok) {
          if (answer.status === 429) void reply.header('retry-after', '60');
          return refuse(reply, answer.status, answer.error, answer.message);
        }
        return reply.status(201).send({
          data: { url: `${ctx.publicOrigin}${PROVIDER_PICTURE_PATH}${answer.key}`, content_type: answer.type, size: answer.size },
        });
      },
      { preHandler: onlyAdministrators(db) },
    );
  });
}

/** GET /public/provider-pictures/{key}: on the root app, outside /api (an <img> sends no token). */
export function registerProviderPictureFiles(app: FastifyInstance, ctx: ServerContext, db: Database) {
  const pictures = providerPictures(ctx, db);
  serve(app, contract.providerPictureFile, async ({ params, req, reply }) => pictures.send(req, reply, params.key));
}
