import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contract/chat';
import type { ServerContext } from '../../config';
import type { Database } from '../../db/database';
import { serve } from '../../http/endpoint';
import { chatKey, dataKeysOf } from '../../crypto/dataKeys';
import { fail, route } from '../access';
import { attachmentsOf, insertAttachment, insertPicture, visibleFile, visiblePicture } from '../attachment-store';
import { PICTURE_PATH } from '../pictures';
import { ChatError, type ChatService } from '../service';
import { DEFAULT_UPLOAD_LIMITS, type Received, tooLarge, UploadStore } from '../uploads-store';

export const NOT_ALLOWED = 'That kind of file cannot be sent. Send an image, a PDF or a document.';
export const NOT_A_PICTURE = 'A group picture must be an image: PNG, JPEG, GIF or WebP.';

/**
 * What may be sent, by what the bytes are (file-type reads the signature from the first 4,100
 * bytes, server/chat/uploads-store.ts), never by the name. Office documents are zip files with a
 * known layout, which file-type recognises; plain text has no signature, so it is accepted only
 * when the whole file is valid UTF-8 without control characters.
 */
export const PICTURES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const ALLOWED = new Set([
  ...PICTURES,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'text/plain; charset=utf-8',
]);

/** A file's name as given, without path separators or control characters, at most 200 characters. */
// eslint-disable-next-line no-control-regex -- control characters are what is taken out
const safeName = (name: string) => name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200);

/**
 * POST /upload (multipart: chat_id and file, or purpose=group_picture and file), GET /chat/{id}/attachments,
 * GET /chat/{id}/file/{fileId}, and GET /picture/{key} (a group picture).
 */
export function registerAttachments(api: FastifyInstance, ctx: ServerContext, db: Database, chat: ChatService) {
  const folder = join(ctx.dataDir, 'uploads');

  // One store per server: its sweep timer stops when the server closes.
  const store = new UploadStore(db, folder, PICTURE_PATH, { ...DEFAULT_UPLOAD_LIMITS, ...ctx.uploads });
  api.addHook('onClose', async () => store.close());

  void api.register(async (scope) => {
    // Past the size limit busboy stops keeping the file and marks it truncated; the store answers
    // 413 once the request is read (an error thrown mid-request would cut the connection).
    await scope.register(multipart, {
      limits: { fileSize: store.limits.maxFileBytes, files: 1, fields: 4 },
      throwFileSizeLimit: false,
    });
    serve(scope, contract.upload, async ({ req, reply }) => {
      if (!req.isMultipart()) return fail(reply, new ChatError(400, 'Send the file as multipart/form-data.'));
      const owner = { userId: req.userId, address: req.ip };
      let received: Received | undefined;
      try {
        let chatId: number | undefined;
        let purpose: unknown;
        let name = 'file';
        let refusal: unknown;
        for await (const part of req.parts()) {
          if (part.type === 'field' && part.fieldname === 'chat_id') chatId = Number(part.value);
          else if (part.type === 'field' && part.fieldname === 'purpose') purpose = part.value;
          else if (part.type === 'file') {
            // Everything that can refuse without the bytes is asked first (the fields come
            // before the file); a refused file is still read to its end, so the answer arrives.
            try {
              if (refusal) throw refusal;
              await admitted(purpose, chatId, owner.userId);
              await store.admit(owner);
              name = part.filename || 'file';
              // An attachment is sealed with its conversation's key (issue #62); a group picture is not.
              const sealer =
                purpose === 'group_picture' ? undefined : await dataKeysOf(db).fileSealer(db, chatKey(target(purpose, chatId)));
              received = await store.receive(part.file, owner, sealer);
            } catch (error) {
              refusal ??= error;
              await UploadStore.drain(part.file);
            }
          }
        }
        if (refusal) throw refusal;
        if (purpose === 'group_picture') {
          // A picture for a group, maybe one not made yet: it belongs to the uploader until a
          // group's image_url names it (POST or PUT /group-chat checks who uploaded it).
          if (!received) throw new ChatError(400, 'Choose a picture.');
          if (received.size === 0) throw new ChatError(400, 'That file is empty.');
          const type = received.type;
          if (!type || !PICTURES.includes(type)) throw new ChatError(415, NOT_A_PICTURE);
          const file = received;
          const { rows } = await store.keep(file, () => insertPicture(db, owner, type, file.size, file.key));
          return reply.status(201).send({
            data: {
              id: rows[0]?.id,
              file_name: safeName(name),
              content_type: type,
              size: file.size,
              url: `${ctx.publicOrigin}${PICTURE_PATH}${file.key}`,
            },
          });
        }
        const to = target(purpose, chatId);
        if (!received) throw new ChatError(400, 'Choose a file to send.');
        if (received.size === 0) throw new ChatError(400, 'That file is empty.');
        const type = received.type;
        if (!type || !ALLOWED.has(type)) throw new ChatError(415, NOT_ALLOWED);
        const file = received;
        const fileName = safeName(name);
        const { rows } = await store.keep(file, () => insertAttachment(db, to, owner, fileName, type, file.size, file.key));
        return reply.status(201).send({
          data: { id: rows[0]?.id, chat_id: to, file_name: fileName, content_type: type, size: file.size },
        });
      } catch (error) {
        // Received but refused after all (kept files are settled already: this does nothing).
        if (received) await store.discard(received);
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          return fail(reply, new ChatError(413, tooLarge(store.limits)));
        if (error instanceof ChatError && error.status === 429) void reply.header('retry-after', '60');
        return fail(reply, error);
      }
    });
  });

  /** An attachment's purpose (none) and conversation, as the fields give them. */
  function target(purpose: unknown, chatId: number | undefined): number {
    if (purpose !== undefined) throw new ChatError(400, 'purpose must be group_picture, or left out for an attachment.');
    if (!chatId || !Number.isInteger(chatId) || chatId < 1) throw new ChatError(400, 'Say which conversation the file is for.');
    return chatId;
  }

  /**
   * What is asked of an upload before its bytes are read: a purpose the server knows, and for an
   * attachment a conversation the uploader may send in.
   */
  async function admitted(purpose: unknown, chatId: number | undefined, userId: number) {
    if (purpose === 'group_picture') return;
    const member = await chat.membership(target(purpose, chatId), userId);
    if (member.removed) throw new ChatError(403, 'You are no longer a member of this group.');
    if (member.is_group && member.permissions.send_messages === 'admins' && !member.is_admin)
      throw new ChatError(403, 'Only admins can send messages in this group.');
  }

  serve(
    api,
    contract.attachments,
    route(async ({ params, req }) => {
      await chat.membership(params.id, req.userId);
      const rows = await attachmentsOf(db, params.id, req.userId);
      return { data: rows.map((r) => ({ ...r, sent_at: new Date(r.sent_at).toISOString() })) };
    }),
  );

  /** The file, to a member who can see the message it was sent with. */
  serve(
    api,
    contract.file,
    route(async ({ params, req, reply }) => {
      await chat.membership(params.id, req.userId);
      const file = await visibleFile(db, params.id, params.fileId, req.userId);
      if (!file) return fail(reply, new ChatError(404, 'That file was not found.'));
      return reply
        .header('content-type', file.content_type)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
        .header('cache-control', 'private, max-age=3600')
        .send(await dataKeysOf(db).decryptFile(db, chatKey(params.id), await readFile(join(folder, file.storage_key))));
    }),
  );

  /**
   * A group picture, to whoever uploaded it and to the members (and removed members, who keep the
   * group's name and history) of a group whose picture it is. The key alone opens nothing.
   */
  serve(api, contract.picture, async ({ params, req, reply }) => {
    const picture = await visiblePicture(db, params.key, req.userId);
    if (!picture) return fail(reply, new ChatError(404, 'That picture was not found.'));
    return reply
      .header('content-type', picture.content_type)
      .header('content-length', String(picture.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, max-age=86400, immutable')
      .send(createReadStream(join(folder, params.key)));
  });
}
