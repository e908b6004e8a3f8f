import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { findUserById } from '../db/users';
import { presentUser } from './present';
import { pendingInvitations } from './store';
import { sameUser } from '../http/same-user';

/** /api/user-manager/v1 */
export function registerUserManager(api: FastifyInstance, ctx: ServerContext, db: Database) {
  api.get('/user-manager/v1/users/me', async (req, reply) => {
    const user = await findUserById(db, req.userId);
    if (!user) return reply.status(404).send({ error: 'not found' });
    return { data: presentUser(ctx.publicOrigin, user) };
  });

  api.get<{ Params: { userId: string } }>('/user-manager/v1/users/:userId/invitations/pending-count', async (req, reply) => {
    if (!sameUser(req, reply)) return reply;
    return { data: { count: await pendingInvitations(db, req.userId) } };
  });
}
