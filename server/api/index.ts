import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { ChatService } from '../realtime/chat-service';
import { requireBearer, type LiveTokenVerifier } from './auth';
import { registerChat } from './chat';
import { registerConciergeSearch } from './concierge-search';
import { registerMentorBooking } from './mentor-booking';
import type { NotificationHub } from '../realtime/notification-hub';
import { registerSideLists } from './communities';
import { registerNotifications } from './notifications';
import { registerPinManager } from './pin-manager';
import { requirePin } from '../pin/guard';
import type { PinUnlocks } from '../pin/unlocks';
import { registerSearchEngine } from './search-engine';
import { registerUserManager } from './user-manager';

export interface ApiOptions {
  ctx: ServerContext;
  db: Database;
  verify: LiveTokenVerifier;
  unlocks: PinUnlocks;
  chat: ChatService;
  mailer: Mailer;
  hub: NotificationHub;
}

/** Everything under /api that needs a bearer token (registered with prefix /api). */
export async function api(app: FastifyInstance, { ctx, db, verify, unlocks, chat, mailer, hub }: ApiOptions) {
  requireBearer(app, verify);
  // After the bearer check, before any route: the messages need the PIN given in this session.
  requirePin(app, unlocks);
  registerUserManager(app, ctx, db);
  registerNotifications(app, ctx, db);
  registerChat(app, ctx, db, chat);
  registerSideLists(app, ctx, db);
  registerSearchEngine(app, ctx, db);
  registerPinManager(app, db, mailer, unlocks, ctx.pinLimits);
  registerMentorBooking(app, ctx, db, hub);
  registerConciergeSearch(app, ctx, db);
}
