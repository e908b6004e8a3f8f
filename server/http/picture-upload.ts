import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Reading one uploaded picture from a multipart request, as community pictures and providers'
 * pictures both do: its type read from its first bytes, never its name, and one of the types the
 * caller accepts (both pass the chat's picture types, from server/chat, which this shared layer
 * does not import). The caller registers @fastify/multipart with `pictureMultipart`, checks who
 * may upload and how often, then reads the file here, and answers a refusal in its own feature's way.
 */

/** @fastify/multipart's options for one picture of at most `maxBytes` (a larger one is cut and refused, not thrown). */
export const pictureMultipart = (maxBytes: number) => ({
  limits: { fileSize: maxBytes, files: 1, fields: 2 },
  throwFileSizeLimit: false,
});

/** The words for a request that is not multipart at all. */
export const SEND_AS_MULTIPART = 'Send the picture as multipart/form-data.';

/** What file-type samples: the signatures sit at the start (server/chat/uploads-store.ts). */
const SAMPLE_BYTES = 4100;

export type PictureRead =
  | { ok: true; bytes: Buffer; type: string }
  | { ok: false; status: 400 | 413 | 415; error: 'invalid request' | 'too large' | 'not a picture'; message: string };

/**
 * The request's file, whole, and its type; or why it is refused: none (400), cut at the size
 * limit (413, `tooLarge`), empty (400), or not one of `types` (415, `notAPicture`).
 */
export async function readPicture(
  req: FastifyRequest,
  rules: { types: readonly string[]; tooLarge: string; notAPicture: string },
): Promise<PictureRead> {
  const file = await req.file();
  if (!file) return { ok: false, status: 400, error: 'invalid request', message: 'Choose a picture.' };
  const bytes = await file.toBuffer().catch(() => undefined);
  if (!bytes || file.file.truncated) return { ok: false, status: 413, error: 'too large', message: rules.tooLarge };
  if (bytes.length === 0) return { ok: false, status: 400, error: 'invalid request', message: 'That file is empty.' };
  const type = (await fileTypeFromBuffer(bytes.subarray(0, SAMPLE_BYTES)))?.mime;
  if (!type || !rules.types.includes(type)) return { ok: false, status: 415, error: 'not a picture', message: rules.notAPicture };
  return { ok: true, bytes, type };
}
