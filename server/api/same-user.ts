import type { FastifyReply, FastifyRequest } from 'fastify';

/** Routes with a :userId act only on the token's own user; anything else is 403. */
export function sameUser(req: FastifyRequest<{ Params: { userId: string } }>, reply: FastifyReply): boolean {
  if (Number(req.params.userId) === req.userId) return true;
  void reply.status(403).send({ error: 'forbidden' });
  return false;
}
