import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { id, parse } from '../http/validation';

const userParams = z.object({ userId: id });

/** Routes with a :userId act only on the token's own user: a malformed id is 400, another user's 403. */
export function sameUser(req: FastifyRequest, reply: FastifyReply): boolean {
  const params = parse(reply, 'params', userParams, req.params);
  if (!params) return false;
  if (params.userId === req.userId) return true;
  void reply.status(403).send({ error: 'forbidden' });
  return false;
}
