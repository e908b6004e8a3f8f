import type { FastifyReply } from 'fastify';

/** A picture kept in the database: its type, read from its first bytes at upload, and its bytes. */
export interface StoredPicture {
  content_type: string;
  bytes: Uint8Array;
}

/**
 * Answers GET for a stored picture by its random key (community and provider pictures): a 404
 * when there is none; otherwise the bytes as the type read at upload, shown inline and never
 * sniffed as another type, and cached for a day, since a key never names other bytes.
 */
export function sendStoredPicture(reply: FastifyReply, picture: StoredPicture | undefined) {
  if (!picture) return reply.status(404).send({ error: 'not found', message: 'That picture was not found.' });
  return reply
    .header('content-type', picture.content_type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', 'public, max-age=86400, immutable')
    .send(Buffer.from(picture.bytes));
}
