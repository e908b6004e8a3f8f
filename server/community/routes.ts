import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import type { NotificationHub } from '../realtime/notification-hub';
import { registerComments } from './comments-routes';
import { registerCommunities } from './communities-routes';
import { CommunityNotices } from './notify';
import { registerPictureUpload } from './pictures';
import { registerPosts } from './posts-routes';

/** Every community route under /api (contract/community.ts); the pictures' GET is public (registerPictureFiles). */
export function registerCommunity(app: FastifyInstance, ctx: ServerContext, db: Database, hub: NotificationHub) {
  const notices = new CommunityNotices(db, hub);
  registerCommunities(app, ctx, db, notices);
  registerPictureUpload(app, ctx, db);
  registerPosts(app, ctx, db, notices);
  registerComments(app, ctx, db, notices);
}
