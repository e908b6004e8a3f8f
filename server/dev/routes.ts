import type { FastifyInstance } from 'fastify';
import { allContactMessages } from '../contact';
import { insertPostsInBulk } from '../community';
import type { Database } from '../db/database';
import type { Mailer } from '../mail';
import type { ChatService } from '../chat';
import type { NotificationHub } from '../realtime/notification-hub';
import type { NoraSettings } from '../nora';
import type { CallSettings } from '../call';
import { findUserByName } from '../db/users';
import { DatabaseError } from '../db/errors';
import { randomUUID } from 'node:crypto';
import * as contract from '../../contract/dev';
import { serve } from '../http/endpoint';
import { sleep, type FaultRegistry } from '../http/faults';
import { sendDueDigests } from '../preferences';
import { guardDevHooks } from './guard';
import { registerRealtimeDevRoutes } from './realtime-routes';

/** Applies registered faults to /api and /public requests (before authentication). */
export function applyFaults(app: FastifyInstance, faults: FaultRegistry) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return;
    const path = req.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') && !path.startsWith('/public/')) return;
    const fault = faults.take(req.method, path);
    if (!fault) return;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.dropStream) {
      // The client sees the connection die without an answer.
      reply.hijack();
      req.raw.socket.destroy();
      return;
    }
    if (fault.status) return reply.status(fault.status).send({ error: 'injected fault' });
  });
}

/** What the development hooks read and change. */
export interface DevHookOptions {
  allowedOrigins: readonly string[];
  db: Database;
  faults: FaultRegistry;
  hub: NotificationHub;
  chat: ChatService;
  mailer: Mailer;
  serverEvents: { openStreams(): { path: string; userId: number }[] };
  nora: NoraSettings;
  calls: CallSettings;
  /** The server's clock (tests move it): the digest hook sends what is due by it. */
  clock: () => number;
  /** Sets the instant the webinars' registration reads as now, or (undefined) back to the server's clock. */
  setWebinarNow: (at: number | undefined) => void;
}

/**
 * /__dev: test hooks, off in production unless REFERENCE_DEV_HOOKS=1. A plugin registered
 * with prefix DEV_PREFIX: its routes and its guard share one scope (guard.ts), so no spelling
 * of a path reaches a hook around the guard.
 */
export async function devHooks(
  scope: FastifyInstance,
  { allowedOrigins, db, faults, hub, chat, serverEvents, mailer, nora, calls, clock, setWebinarNow }: DevHookOptions,
) {
  guardDevHooks(scope, allowedOrigins);
  registerRealtimeDevRoutes(scope, { db, hub, chat });
  // The digest job's run, on demand: a test moves the clock a day and sees what is sent, without waiting for the hour.
  serve(scope, contract.runDigests, async () => ({ sent: await sendDueDigests(db, mailer, clock()) }));
  // Open server-sent-event streams and live listeners per user (leak checks in tests).
  serve(scope, contract.serverEvents, async () => {
    const streams = serverEvents.openStreams();
    const users = [...new Set(streams.map((s) => s.userId))];
    return { open: streams.length, listeners: Object.fromEntries(users.map((u) => [u, hub.listenerCount(u)])) };
  });
  serve(scope, contract.noraModel, async ({ body }) => {
    nora.model = body.model ?? undefined;
    return { result: 'ok' as const };
  });
  // Which webinars are over, by a test's instant: the e2e registers for a session whatever today's date.
  serve(scope, contract.webinarClock, async ({ body }) => {
    setWebinarNow(body.at === null ? undefined : Date.parse(body.at));
    return { result: 'ok' as const };
  });
  serve(scope, contract.callIce, async ({ body }) => {
    calls.servers = body.servers;
    calls.policy = body.policy;
    return { result: 'ok' as const };
  });
  serve(scope, contract.devSession, async ({ body, reply }) => {
    const concierge = await findUserByName(db, body.concierge);
    const booker = await findUserByName(db, body.booker);
    if (!concierge || !booker) return reply.status(404).send({ error: 'not found' });
    const start = new Date(body.start);
    const end = new Date(start.getTime() + body.minutes * 60_000);
    const meetingId = randomUUID();
    try {
      const { rows } = await db.query<{ id: number }>(
        `insert into bookings (concierge_id, booker_id, during, status, meeting_id, idempotency_key, booker_timezone)
           values ($1, $2, tstzrange($3, $4), $5, $6, $7, 'UTC') returning id`,
        [concierge.user_id, booker.user_id, start, end, body.status, meetingId, `dev-${meetingId}`],
      );
      return reply
        .status(201)
        .send({ id: rows[0]!.id, meeting_id: meetingId, start: start.toISOString(), end: end.toISOString() });
    } catch (error) {
      if (error instanceof DatabaseError && error.code === '23P01') return reply.status(409).send({ error: 'overlap' });
      throw error;
    }
  });
  serve(scope, contract.addFault, async ({ body, reply }) => reply.status(201).send({ fault: faults.add(body) }), {
    onInvalid: (reply, _where, error) => reply.status(400).send({ error: 'invalid fault', issues: error.issues }),
  });
  serve(scope, contract.listFaults, async () => ({ faults: faults.list() }));
  serve(scope, contract.clearFaults, async () => {
    faults.clear();
    return { result: 'ok' };
  });

  // Mail the server captured (no SMTP_URL): verification links, PIN codes.
  serve(scope, contract.mail, async () => ({ mail: mailer.outbox() }));
  serve(scope, contract.errorReports, async () => {
    const { rows } = await db.query<{ id: number; received_at: Date | string; project_id: string; envelope: string }>(
      'select id, received_at, project_id, envelope from error_reports order by id',
    );
    return { reports: rows.map((r) => ({ ...r, received_at: new Date(r.received_at).toISOString() })) };
  });
  serve(scope, contract.clearErrorReports, async () => {
    await db.query('delete from error_reports');
    return { result: 'ok' };
  });
  // What the public contact form stored (POST /public/contact-messages).
  // Long feeds arranged at once: through the API they would meet the write rate (#57.4), which is for people.
  serve(scope, contract.communityPostsBulk, async ({ body, reply }) => {
    const author = await findUserByName(db, body.author);
    if (!author) return reply.status(404).send({ error: `no user named ${body.author}` });
    const post_ids = await insertPostsInBulk(db, author.user_id, {
      community_id: body.community_id,
      kind: body.kind,
      title: body.title,
      count: body.count,
      tags: body.tags,
    });
    return { post_ids };
  });
  serve(scope, contract.contactMessages, async () => {
    const rows = await allContactMessages(db);
    return { messages: rows.map((r) => ({ ...r, received_at: new Date(r.received_at).toISOString() })) };
  });
}
