import path from 'node:path';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { createLiveTokenVerifier, userIdVerifier } from './http/auth';
import { api } from './api-routes';
import { registerContact } from './contact/routes';
import { registerFeedback } from './feedback';
import { registerWebinars } from './webinars';
import { registerPublicSearch } from './search/public-routes';
import { sentrySink } from './reports/routes';
import { resolveContext, VOICE_STREAM_PATH, CHAT_SOCKET_PATH, type ServerOptions } from './config';
import { openDatabase } from './db/database';
import { createSchema } from './schema';
import { serverDataKeys, useDataKeys } from './crypto/dataKeys';
import { sealPlaintext } from './crypto/sealAtStart';
import { ageSeededAccounts, seedIfEmpty } from './accounts/seed';
import { seedSearchIfEmpty } from './search/seed';
import { registerPlaces, seedPlacesIfEmpty } from './places';
import { communityPictures, registerPictureFiles, seedCommunityContentIfEmpty } from './community';
import { registerPublicDirectory, seedDirectoryIfEmpty } from './directory';
import { seedBookingIfEmpty } from './booking/seed';
import { seedNotesIfEmpty } from './notes';
import { seedNotificationsIfEmpty } from './notifications/seed';
import { registerReviewKeywords, seedReviewsIfEmpty } from './reviews';
import { seedResourcesIfEmpty } from './resources';
import { NoraSettings } from './nora';
import { seedHelpIfEmpty } from './help';
import { seedInvoicesIfEmpty } from './invoices';
import { FaultRegistry } from './http/faults';
import { DEV_PREFIX, keepDevHooksInTheirScope } from './dev/guard';
import { applyFaults, devHooks } from './dev/routes';
import { createSplitServer, SECURITY_HEADERS } from './http-server';
import { answerErrorsPlainly, loggerOptions } from './logging';
import { refuseNul } from './http/validation';
import { appCsp, pageCsp } from './web/csp';
import { registerInteractionRoutes } from './interaction/routes';
import { startInbox } from './mail/inbox';
import { INBOX_PATH, registerInboxPage } from './mail/inboxPage';
import { proxyTrust } from './http/client-address';
import { createMailer } from './mail/mailer';
import { registerEmailVerification } from './mail/routes';
import { SignInGuard } from './accounts/sign-in-guard';
import { freePort } from './net';
import { type Closed, type ClosingStep, closeInSteps } from './closing';
import { purgeExpiredOidcPayloads } from './oidc/adapter';
import { loadServerKeys } from './oidc/keys';
import { createProvider, servedAtPublicOrigin } from './oidc/provider';
import { sessionCheck } from './oidc/session-check';
import { PinUnlocks } from './pin/unlocks';
import { attachChatSocket, ChatService, refuseAdministrators, stopSharing } from './chat';
import { attachCallSignalling, CallSettings } from './call';
import { awardBadges } from './reviews';
import { isAdministrator, providerPictures, registerProviderPictureFiles } from './admin';
import { LiveConnections } from './realtime/live-connections';
import { NotificationHub } from './realtime/notification-hub';
import { Outbox } from './realtime/outbox';
import { registerServerEvents } from './realtime/server-events';
import { createVoiceServer, upgradeVoice } from './voice/socket';
import { createRecognizerPool } from './voice/recognizer-pool';
import { VOICE_LIMITS } from './voice/turns';
import { readVocabulary } from './voice/vocabulary';
import { registerAvatars } from './web/avatars';
import { registerProfilePictureFiles } from './connections';
import { registerDocs } from './docs';
import { ownHosts } from './web/host';
import { registerStaticApp } from './web/static-app';

/** What a stop with a deadline keeps for closing the database, whatever came before it. */
const DATABASE_CLOSE_MS = 2_000;

export interface RunningServer {
  url: string;
  /** Every route registered on the Fastify app, as `GET /api/...` (the contract tests compare them with contract/). */
  routes(): string[];
  /** The local inbox page, when mail goes there (no SMTP_URL). */
  inboxUrl: string | undefined;
  close(): Promise<void>;
  /**
   * Stops within `deadlineMs` (server/main.ts on SIGTERM): what has not closed by then but the
   * database, which keeps the last two seconds, is left behind and named (server/closing.ts).
   */
  stop(deadlineMs: number): Promise<Closed>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port || (await freePort(options.host));
  const ctx = resolveContext(options, port);

  // Encryption at rest (issue #62): every store finds its keys from the database it is given.
  if (!ctx.dataKeysSecret && !ctx.devHooks)
    console.warn(
      'DATA_KEYS_SECRET is not set: data at rest is encrypted under the development default. Set it (docs/DEPLOY.md).',
    );
  const db = useDataKeys(await openDatabase(ctx), serverDataKeys(ctx));
  try {
    await createSchema(db);
    // Pictures once stored as bytes in the database become files (issue #57), before anything reads them.
    await communityPictures(ctx, db).moveBytesToFiles();
    await providerPictures(ctx, db).moveBytesToFiles();
    const seeded = await seedIfEmpty(db);
    await seedPlacesIfEmpty(db);
    await seedSearchIfEmpty(db);
    await seedCommunityContentIfEmpty(db);
    await seedDirectoryIfEmpty(db);
    await seedBookingIfEmpty(db);
    await seedNotesIfEmpty(db);
    await seedReviewsIfEmpty(db);
    await seedResourcesIfEmpty(db);
    await seedHelpIfEmpty(db);
    await seedInvoicesIfEmpty(db);
    await seedNotificationsIfEmpty(db);
    if (seeded) await ageSeededAccounts(db);
    // What is still plain of what is encrypted at rest (the seed, older rows) is sealed now.
    await sealPlaintext(db, path.join(ctx.dataDir, 'uploads'));
    await purgeExpiredOidcPayloads(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const keys = await loadServerKeys(db, { dataDir: ctx.dataDir, databaseUrl: ctx.databaseUrl, secret: ctx.keysSecret });
  const provider = createProvider(ctx, db, keys);
  provider.on('server_error', (_c, error) => {
    const e = error as Error;
    console.error(`oidc-provider server_error: ${e.name}: ${e.message}`);
  });
  const oidcHandler = servedAtPublicOrigin(ctx.publicOrigin, provider.callback());

  const faults = ctx.devHooks ? new FaultRegistry() : undefined;
  // Without SMTP_URL, mail goes over SMTP to a local catch-all inbox (read at /__mail).
  const inbox = ctx.smtpUrl ? undefined : await startInbox({ captureDir: path.resolve(ctx.dataDir, 'mail') });
  const mailer = createMailer({ smtpUrl: ctx.smtpUrl ?? inbox!.smtpUrl, from: ctx.mailFrom, inbox });
  const trustProxy = proxyTrust(ctx.trustProxy);
  const app = Fastify({
    logger: loggerOptions(ctx.logger, ctx.logStream),
    serverFactory: createSplitServer(() => oidcHandler, pageCsp(ctx)),
    // Long-lived streams (SSE) must not keep close() waiting.
    forceCloseConnections: true,
    // req.ip: the peer's address, or X-Forwarded-For's from a trusted proxy (server/http/client-address.ts).
    trustProxy: (address: string) => trustProxy(address),
  });

  app.decorate('checkResponses', ctx.checkResponses === true);
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  const csp = { app: appCsp(ctx), page: pageCsp(ctx) };
  app.addHook('onSend', async (req, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', req.url.startsWith('/interaction') ? csp.page : csp.app);
    }
  });
  await app.register(cors, {
    origin: ctx.allowedOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  await app.register(formbody);
  answerErrorsPlainly(app);
  refuseNul(app);
  keepDevHooksInTheirScope(app);
  if (faults) applyFaults(app, faults);

  // A token works while its grant stands (sign-out ends it at once); each use keeps its session's PIN unlock.
  const unlocks = new PinUnlocks(db, ctx.clock);
  const verifyLive = createLiveTokenVerifier(ctx, keys.publicJwks, sessionCheck(provider, unlocks, db));
  const verify = userIdVerifier(verifyLive);
  const live = new LiveConnections();
  // Sign-out and refresh-token revocation revoke the grant: what its tokens opened closes.
  provider.on('grant.revoked', (_c, grantId) => {
    if (typeof grantId === 'string') live.closeGrant(grantId, 'signed_out');
  });
  // One node on PGlite wakes its outbox itself at each write; nodes on a Postgres server also
  // hear each other's NOTIFY and poll behind it.
  const outbox = new Outbox(db, { pollMs: ctx.databaseUrl ? 250 : 2000, clock: ctx.clock });
  await outbox.start();
  const io = attachChatSocket(app.server, ctx, verifyLive, live, outbox);
  refuseAdministrators(io, (userId) => isAdministrator(db, userId));
  const hub = new NotificationHub(db, ctx.publicOrigin, outbox);
  const chat = new ChatService(db, ctx.publicOrigin, io, outbox);
  const calls = new CallSettings(ctx.iceServers ?? [], ctx.iceTransportPolicy ?? 'all', ctx.turnSecret);
  attachCallSignalling(io, {
    db,
    hub,
    clock: ctx.clock ?? Date.now,
    // A completed session counts towards the concierge's badges (server/reviews/badges.ts).
    completed: (conciergeId) => awardBadges(db, hub, conciergeId),
  });

  registerAvatars(app, db);
  registerPictureFiles(app, ctx, db);
  registerProfilePictureFiles(app, ctx, db);
  registerProviderPictureFiles(app, ctx, db);
  await registerDocs(app, ctx);
  registerContact(app, db);
  registerFeedback(app, db);
  // The webinars read the server's clock, or the instant a test set through /__dev/webinars/clock.
  let webinarNow: number | undefined;
  const serverClock = ctx.clock ?? Date.now;
  registerWebinars(app, db, mailer, ctx.publicOrigin, () => webinarNow ?? serverClock());
  registerPublicSearch(app, db, verify);
  registerPublicDirectory(app, db);
  registerPlaces(app, db);
  registerReviewKeywords(app, db);
  await app.register(sentrySink, { db, ...ctx.errorReports });
  const nora = new NoraSettings(ctx.noraModel);
  // One guard for sign-in and the administrator who unlocks a locked-out person.
  const guard = new SignInGuard(db, ctx.signInGuard);
  await app.register(api, { prefix: '/api', ctx, db, verify: verifyLive, unlocks, chat, mailer, hub, nora, live, guard, calls });
  const serverEvents = registerServerEvents(app, {
    hub,
    verify: verifyLive,
    live,
    faults,
    keepAliveMs: options.sseKeepAliveMs,
    prunedUpTo: (userId) => outbox.prunedUpTo(userId, 'sse'),
  });
  registerInteractionRoutes(app, ctx, db, provider, guard, mailer);
  registerEmailVerification(app, db);
  if (inbox) registerInboxPage(app, inbox, ownHosts(ctx.publicOrigin, port));
  if (faults) {
    await app.register(devHooks, {
      prefix: DEV_PREFIX,
      allowedOrigins: ctx.allowedOrigins,
      db,
      faults,
      hub,
      chat,
      serverEvents,
      mailer,
      nora,
      calls,
      clock: ctx.clock ?? Date.now,
      setWebinarNow: (at) => {
        webinarNow = at;
      },
    });
  }
  await registerStaticApp(app, ctx);
  // The offline recogniser reads what can be said from the providers in the database.
  const voiceLimits = { ...VOICE_LIMITS, ...options.voice };
  const speech =
    options.speechEngine ?? createRecognizerPool({ vocabulary: () => readVocabulary(db), maxWorkers: voiceLimits.recognisers });
  const voice = createVoiceServer(live, speech, voiceLimits);
  app.server.on('upgrade', (req, socket, head) => {
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    if (pathname === VOICE_STREAM_PATH) {
      void upgradeVoice(voice, req, socket, head, {
        verify: verifyLive,
        live,
        allowedOrigins: ctx.allowedOrigins,
        faults,
        trust: trustProxy,
      });
    } else if (!pathname.startsWith(`${CHAT_SOCKET_PATH}/`)) socket.destroy();
    // socket.io handles its own path.
  });

  try {
    await app.listen({ port, host: ctx.host ?? 'localhost' });
  } catch (error) {
    await inbox?.close();
    await db.close();
    throw error;
  }

  const steps: ClosingStep[] = [
    {
      name: 'voice sockets and recognisers',
      run: async () => {
        for (const client of voice.wss.clients) client.terminate();
        voice.wss.close();
        await speech.close();
      },
    },
    {
      name: 'chat sockets',
      run: async () => {
        io.disconnectSockets(true);
        io.engine.close();
      },
    },
    { name: 'the outbox', run: () => outbox.stop() },
    { name: 'HTTP connections', run: () => app.close() },
    // Its PostgreSQL connections too, before close() says the server is gone (server/chat/cluster.ts).
    { name: 'chat sharing between nodes', run: () => stopSharing(io) },
    { name: 'the local inbox (its SMTP connections)', run: async () => inbox?.close() },
    { name: 'the database', run: () => db.close() },
  ];
  let closing: Promise<Closed> | undefined;
  const stop = (deadlineMs: number) => (closing ??= closeInSteps(steps, deadlineMs, DATABASE_CLOSE_MS));
  return {
    url: `http://localhost:${port}`,
    routes: () => [...routes],
    inboxUrl: inbox ? `http://localhost:${port}${INBOX_PATH}` : undefined,
    async close() {
      const { errors } = await stop(Infinity);
      if (errors.length) throw errors[0];
    },
    stop,
  };
}
