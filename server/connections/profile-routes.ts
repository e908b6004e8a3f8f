import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as contract from '../../contract/connections-profile';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { DatabaseError } from '../db/errors';
import { avatarPath, findUserById, type UserRow } from '../db/users';
import { serve } from '../http/endpoint';
import { sameUser } from '../http/same-user';
import { presentOwnProfile } from './present';
import { PictureRefused, ProfilePictures } from './profile-pictures';
import * as store from './profile-store';
import { badgesOf } from './profile-reads';

const ADMIN = 99;
const MB = 1024 * 1024;
const { PROFILE_PICTURE_PATH, PROFILE_PICTURE_KEY } = contract;

/**
 * The own profile (contract/connections-profile.ts): read, save (the user name unique whatever
 * its case, mentor_detail for mentors only, provider_name for providers only, a picture only one
 * of the person's own uploads), upload a picture, and the pictures' public address.
 */
export function registerProfile(api: FastifyInstance, ctx: ServerContext, db: Database) {
  const origin = ctx.publicOrigin;
  const pictures = new ProfilePictures(join(ctx.dataDir, 'profile-pictures'), {
    maxFileBytes: ctx.uploads?.maxFileBytes ?? 10 * MB,
    perMinute: ctx.uploads?.perMinute ?? 10,
    now: ctx.uploads?.now ?? Date.now,
  });

  const present = async (user: UserRow) =>
    presentOwnProfile(
      origin,
      user,
      await store.profileOf(db, user.user_id),
      user.is_mentor ? await badgesOf(db, user.user_id) : [],
    );

  /** Only the person, and never the administrator, who has no profile (SPEC §6). */
  const owner = async (reply: FastifyReply, userId: number) => {
    const user = await findUserById(db, userId);
    if (user && user.user_type !== ADMIN) return user;
    void reply.status(403).send({ error: 'forbidden', message: 'The administrator has no profile.' });
    return undefined;
  };

  serve(api, contract.ownProfile, async ({ params, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    const user = await owner(reply, req.userId);
    return user ? { data: await present(user) } : reply;
  });

  serve(api, contract.updateProfile, async ({ params, body, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    const user = await owner(reply, req.userId);
    if (!user) return reply;
    if (body.mentor_detail && !user.is_mentor)
      return reply.status(403).send({ error: 'forbidden', message: 'Only mentors have a concierge picture and about text.' });
    if (body.provider_name !== undefined && user.user_type !== 4)
      return reply.status(403).send({ error: 'forbidden', message: 'Only care providers have a provider name.' });

    const picture = await pictureValue(user, body.profile_picture, user.profile_picture);
    const mentorPicture = body.mentor_detail
      ? await pictureValue(user, body.mentor_detail.profile_picture, user.mentor_detail?.profile_picture ?? null)
      : undefined;
    const badPicture = [
      picture === undefined ? 'body.profile_picture' : null,
      mentorPicture === undefined && body.mentor_detail ? 'body.mentor_detail.profile_picture' : null,
    ].filter((p): p is string => p !== null);
    if (badPicture.length)
      return reply.status(400).send({
        error: 'invalid request',
        issues: badPicture.map((path) => ({ path, message: 'Upload the picture again.' })),
      });

    // A default avatar names its person: it follows a new user name.
    const renamed = user.profile_picture === avatarPath(user.user_name) && picture === user.profile_picture;
    let saved: UserRow;
    try {
      saved = await db.transaction((tx) =>
        store.saveProfile(
          tx,
          user.user_id,
          {
            first_name: body.first_name,
            last_name: body.last_name,
            user_name: body.user_name,
            profile_picture: renamed ? avatarPath(body.user_name) : (picture ?? null),
            ...(body.mentor_detail
              ? { mentor_detail: { profile_picture: mentorPicture ?? null, bio: body.mentor_detail.bio } }
              : {}),
            ...(body.provider_name !== undefined ? { provider_name: body.provider_name } : {}),
          },
          { bio: body.bio, who_can_message: body.who_can_message, who_sees_communities: body.who_sees_communities },
        ),
      );
    } catch (error) {
      if (error instanceof DatabaseError && error.code === '23505')
        return reply.status(409).send({
          error: 'user name taken',
          message: 'That user name is taken. Choose another.',
          issues: [{ path: 'body.user_name', message: 'That user name is taken. Choose another.' }],
        });
      throw error;
    }
    // Pictures the profile no longer shows, and uploads not chosen, go (profile-store.ts).
    await pictures.remove(await store.dropPicturesExcept(db, user.user_id, keysIn(saved)));
    return { data: await present(saved) };
  });

  /**
   * The stored path for a picture the person asks for: null (none), the one they have (as
   * stored, or as the absolute URL they were given), or one of their uploads; undefined when it
   * is none of those.
   */
  async function pictureValue(user: UserRow, asked: string | null, current: string | null) {
    if (asked === null) return null;
    if (current !== null && (asked === current || asked === `${origin}${current}`)) return current;
    const key = keyOf(asked);
    if (key && (await store.ownsPicture(db, user.user_id, key))) return `${PROFILE_PICTURE_PATH}${key}`;
    return undefined;
  }

  function keyOf(value: string | null | undefined): string | null {
    if (!value) return null;
    let url: URL;
    try {
      url = new URL(value, origin);
    } catch {
      return null;
    }
    if (url.origin !== new URL(origin).origin || !url.pathname.startsWith(PROFILE_PICTURE_PATH) || url.search) return null;
    const key = url.pathname.slice(PROFILE_PICTURE_PATH.length);
    return PROFILE_PICTURE_KEY.test(key) ? key : null;
  }

  const keysIn = (u: UserRow) =>
    [keyOf(u.profile_picture), keyOf(u.mentor_detail?.profile_picture ?? null)].filter((k): k is string => k !== null);

  void api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: pictures.limits.maxFileBytes, files: 1, fields: 2 },
      throwFileSizeLimit: false,
    });
    serve(scope, contract.uploadProfilePicture, async ({ params, req, reply }) => {
      if (!sameUser(req, reply, params.userId)) return reply;
      if (!req.isMultipart())
        return reply.status(400).send({ error: 'invalid request', message: 'Send the picture as multipart/form-data.' });
      let received: { key: string; size: number; type: string } | undefined;
      let refusal: unknown;
      for await (const part of req.parts()) {
        if (part.type !== 'file') continue;
        try {
          if (refusal) throw refusal;
          pictures.admit(req.userId);
          received = await pictures.receive(part.file);
        } catch (error) {
          refusal ??= error;
          for await (const _chunk of part.file) {
            // a refused file is read to its end, so the answer arrives
          }
        }
      }
      if (refusal instanceof PictureRefused) {
        if (refusal.status === 429) void reply.header('retry-after', '60');
        return reply.status(refusal.status).send({ error: 'picture refused', message: refusal.message });
      }
      if (refusal) throw refusal;
      if (!received) return reply.status(400).send({ error: 'invalid request', message: 'Choose a picture.' });
      const file = received;
      // One upload waits at a time: an earlier one not saved goes.
      const user = await findUserById(db, req.userId);
      await pictures.remove(await store.dropPicturesExcept(db, req.userId, user ? keysIn(user) : []));
      await store.insertPicture(db, req.userId, file.key, file.type, file.size);
      return reply.status(201).send({
        data: { url: `${origin}${PROFILE_PICTURE_PATH}${file.key}`, content_type: file.type, size: file.size },
      });
    });
  });
}

/** GET /public/profile-pictures/{key}: outside /api, as the avatars are (server/app.ts registers it). */
export function registerProfilePictureFiles(app: FastifyInstance, ctx: ServerContext, db: Database) {
  const folder = join(ctx.dataDir, 'profile-pictures');
  serve(app, contract.profilePictureFile, async ({ params, reply }) => {
    const picture = await store.pictureByKey(db, params.key);
    if (!picture) return reply.status(404).send({ error: 'not found', message: 'That picture was not found.' });
    return reply
      .header('content-type', picture.content_type)
      .header('content-length', String(picture.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=86400, immutable')
      .send(createReadStream(join(folder, params.key)));
  });
}
