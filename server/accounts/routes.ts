import type { FastifyInstance } from 'fastify';
import * as contract from '../../contract/accounts';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { findUserById } from '../db/users';
import { serve } from '../http/endpoint';
import { sameUser } from '../http/same-user';
import { presentUser } from './present';
import { pendingInvitations } from '../connections';

/** /api/user-manager/v1 (contract/accounts.ts) */
export function registerUserManager(api: FastifyInstance, ctx: ServerContext, db: Database) {
  serve(api, contract.currentUser, async ({ req, reply }) => {
    const user = await findUserById(db, req.userId);
    if (!user) return reply.status(404).send({ error: 'not found' });
    return { data: presentUser(ctx.publicOrigin, user) };
  });

  serve(api, contract.pendingInvitationCount, async ({ params, req, reply }) => {
    if (!sameUser(req, reply, params.userId)) return reply;
    return { data: { count: await pendingInvitations(db, req.userId) } };
  });
}
