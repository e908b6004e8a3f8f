import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { ChatService } from '../realtime/chat-service';
import { requireBearer, type TokenVerifier } from './auth';
import { registerChat } from './chat';
import { registerConciergeSearch } from './concierge-search';
import { registerMentorBooking } from './mentor-booking';
import type { NotificationHub } from '../realtime/notification-hub';
import { registerSideLists } from './communities';
import { registerNotifications } from './notifications';
import { registerPinManager } from './pin-manager';
import { registerSearchEngine } from './search-engine';
import { registerUserManager } from './user-manager';

export interface ApiOptions {
  ctx: ServerContext;
  db: Database;
  verify: TokenVerifier;
  chat: ChatService;
  mailer: Mailer;
  hub: NotificationHub;
}

/** Everything under /api that needs a bearer token (registered with prefix /api). */
export async function api(app: FastifyInstance, { ctx, db, verify, chat, mailer, hub }: ApiOptions) {
  requireBearer(app, verify);
  registerUserManager(app, ctx, db);
  registerNotifications(app, ctx, db);
  registerChat(app, ctx, db, chat);
  registerSideLists(app, ctx, db);
  registerSearchEngine(app, ctx, db);
  registerPinManager(app, db, mailer);
  registerMentorBooking(app, ctx, db, hub);
  registerConciergeSearch(app, ctx, db);
}
