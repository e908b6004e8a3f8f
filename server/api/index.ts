import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import { requireBearer } from './auth';
import { registerChat } from './chat';
import { registerNotifications } from './notifications';
import { registerUserManager } from './user-manager';

export interface ApiOptions {
  ctx: ServerContext;
  db: Database;
  publicJwks: { keys: JWK[] };
}

/** Everything under /api that needs a bearer token (registered with prefix /api). */
export async function api(app: FastifyInstance, { ctx, db, publicJwks }: ApiOptions) {
  requireBearer(app, ctx, publicJwks);
  registerUserManager(app, ctx, db);
  registerNotifications(app, db);
  registerChat(app, db);
}
