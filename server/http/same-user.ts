import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Routes with a :userId act only on the token's own user: another user's is 403 (a malformed id
 * is the contract's 400, contract/fields.ts userParams, before the handler runs).
 */
export function sameUser(req: FastifyRequest, reply: FastifyReply, userId: number): boolean {
  if (userId === req.userId) return true;
  void reply.status(403).send({ error: 'forbidden' });
  return false;
}
