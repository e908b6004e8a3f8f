import type { FastifyInstance } from 'fastify';
import { registerUserManager } from './accounts/routes';
import { registerBooking } from './booking';
import { registerCallRoutes, type CallSettings } from './call';
import { registerChat, type ChatService } from './chat';
import { registerConnections } from './connections';
import { registerCommunity } from './community';
import type { ServerContext } from './config';
import type { Database } from './db/database';
import { requireBearer, type LiveTokenVerifier } from './http/auth';
import { limitWrites } from './http/write-rates';
import type { Mailer } from './mail/mailer';
import { registerNotes } from './notes';
import { registerNotifications } from './notifications/routes';
import { requirePin } from './pin/guard';
import { registerPinManager } from './pin/routes';
import { registerReviews } from './reviews';
import type { PinUnlocks } from './pin/unlocks';
import type { NotificationHub } from './realtime/notification-hub';
import { registerScreening } from './screening';
import { registerResources } from './resources';
import { registerFavorites } from './favorites';
import { registerFeedbackAdmin } from './feedback';
import { registerHelp } from './help';
import { registerInvoices } from './invoices';
import { registerAccount } from './account';
import { registerPreferences } from './preferences';
import { keepAdministratorsOut, registerAdmin, registerProviderPictures } from './admin';
import type { SignInGuard } from './accounts';
import type { LiveConnections } from './realtime/live-connections';
import { registerSearchEngine } from './search/routes';
import { registerDirectory } from './directory';
import { registerNora, type NoraSettings } from './nora';
import { registerSessions } from './sessions';
import { registerAccessLog } from './accessLog';

export interface ApiOptions {
  ctx: ServerContext;
  db: Database;
  verify: LiveTokenVerifier;
  unlocks: PinUnlocks;
  chat: ChatService;
  mailer: Mailer;
  hub: NotificationHub;
  nora: NoraSettings;
  live: LiveConnections;
  guard: SignInGuard;
  calls: CallSettings;
}

/** Everything under /api that needs a bearer token (registered with prefix /api). */
export async function api(
  app: FastifyInstance,
  { ctx, db, verify, unlocks, chat, mailer, hub, nora, live, guard, calls }: ApiOptions,
) {
  requireBearer(app, verify);
  // Then each account's write rate (issue #57.4), before anything else reads the request.
  limitWrites(app, db, { rates: ctx.writeRates, now: ctx.clock });
  // After the bearer check, before any route: the messages need the PIN given in this session.
  requirePin(app, unlocks);
  // Administrators manage accounts; they never read members' messages, notes or screening results.
  keepAdministratorsOut(app, db);
  registerUserManager(app, ctx, db);
  registerNotifications(app, ctx, db);
  registerChat(app, ctx, db, chat);
  registerCommunity(app, ctx, db, hub);
  registerSearchEngine(app, ctx, db);
  registerDirectory(app, db, ctx.savedProvidersMax);
  registerPinManager(app, db, mailer, unlocks, ctx.pinLimits);
  registerBooking(app, ctx, db, hub);
  registerCallRoutes(app, ctx, db, calls);
  registerNotes(app, db, hub, ctx.clock);
  registerScreening(app, db, hub, ctx.clock ?? Date.now);
  registerResources(app, db);
  registerNora(app, db, nora);
  registerFavorites(app, db);
  registerFeedbackAdmin(app, db);
  registerHelp(app, db);
  registerInvoices(app, db);
  registerAccount(app, db, {
    mailer,
    origin: ctx.publicOrigin,
    clock: ctx.clock ?? Date.now,
    live,
    hub,
    jobMs: ctx.deletionJobMs,
  });
  registerPreferences(app, db, ctx.clock ?? Date.now, { mailer, everyMs: ctx.digestJobMs });
  registerReviews(app, ctx, db, hub);
  registerConnections(app, ctx, db, hub);
  registerSessions(app, db, live);
  registerAccessLog(app, db);
  registerAdmin(app, db, live, guard, hub);
  registerProviderPictures(app, ctx, db);
}
