import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { LiveTokenVerifier } from '../http/auth';
import { FaultRegistry } from '../http/faults';
import * as contract from '../../contract/realtime';
import { sessionEndedEvent } from '../../contract/sessions';
import { resetEvent } from '../../contract/realtime-reset';
import { serve } from '../http/endpoint';
import { TOO_MANY_CONNECTIONS, type LiveConnections } from './live-connections';
import type { NotificationHub, StoredEvent } from './notification-hub';

export interface ServerEventsOptions {
  hub: NotificationHub;
  verify: LiveTokenVerifier;
  live: LiveConnections;
  faults?: FaultRegistry | undefined;
  keepAliveMs?: number | undefined;
  /** The newest event id pruned of the person's stream (Outbox.prunedUpTo): a Last-Event-ID before it has a gap. */
  prunedUpTo?: ((userId: number) => Promise<number>) | undefined;
}

interface OpenStream {
  path: string;
  userId: number;
  cut(): void;
}

const RETRY_MS = 2000;

// The path and query are contract/realtime.ts's. A malformed lastEventId is ignored (the stream
// starts at the present), as EventSource would resend it.
const REPLAY_PAGE = 1000;

function parseEventId(raw: unknown): number | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

const frame = (event: StoredEvent) => `id: ${event.id}\ndata: ${JSON.stringify(event.payload)}\n\n`;

/**
 * GET /public/user-audit/server-event/subscribe/:userId?access_token=<jwt>[&lastEventId=n]
 *
 * EventSource cannot send headers, so the access token comes in the query string and is
 * verified as on /api. The stream is a PassThrough given to reply.send (so CORS and security
 * headers from the hooks are kept). With Last-Event-ID (header, or `lastEventId` for clients
 * that reconnect by hand) the stored events after it are replayed first, then live ones; when
 * events after it were pruned (older than the outbox's retention), `reset` comes first.
 */
export function registerServerEvents(
  app: FastifyInstance,
  { hub, verify, live, faults, keepAliveMs = 15_000, prunedUpTo = async () => 0 }: ServerEventsOptions,
): { openStreams(): { path: string; userId: number }[] } {
  const open = new Set<OpenStream>();

  // A dropStream fault cuts the streams already open (new ones are cut by applyFaults).
  faults?.onAdded((fault) => {
    if (!fault.dropStream) return;
    for (const stream of [...open]) {
      if (FaultRegistry.matches(fault, 'GET', stream.path) && faults.use(fault)) stream.cut();
    }
  });

  serve(app, contract.subscribe, async ({ params, query, req, reply }) => {
    const token = query.access_token;
    const opened = token ? await verify(token) : undefined;
    const sub = opened?.userId;
    if (!opened || !sub) return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    if (params.userId !== sub) return reply.status(403).send({ error: 'forbidden' });
    if (live.full(sub, 'server-events'))
      return reply.status(429).send({ error: 'too many connections', message: TOO_MANY_CONNECTIONS });
    const userId = sub;
    const lastEventId = parseEventId(req.headers['last-event-id']) ?? parseEventId(query.lastEventId);

    const body = new PassThrough();
    let closed = false;
    // Until the replay (or the position) is known, live events wait here; afterwards they are written directly.
    let pending: StoredEvent[] | undefined = [];
    let lastSent = lastEventId ?? 0;
    const send = (event: StoredEvent) => {
      if (closed || event.id <= lastSent) return;
      lastSent = event.id;
      body.write(frame(event));
    };
    const unsubscribe = hub.subscribe(userId, (event) => (pending ? pending.push(event) : send(event)));
    const keepAlive = setInterval(() => {
      if (!closed) body.write(': keep-alive\n\n');
    }, keepAliveMs);
    const entry: OpenStream = { path: req.url.split('?')[0] ?? '', userId, cut: () => reply.raw.destroy() };
    open.add(entry);
    // Ends cleanly when the token expires (the client reconnects with a fresh token) or when its
    // session ends, after saying why (the client signs out instead of reconnecting).
    const release = live.add('server-events', opened, (ended) => {
      if (ended && !closed) body.write(`event: ${sessionEndedEvent.event}\ndata: ${JSON.stringify({ reason: ended })}\n\n`);
      body.end();
    });

    const cleanup = () => {
      if (closed) return;
      closed = true;
      release();
      unsubscribe();
      clearInterval(keepAlive);
      open.delete(entry);
      body.end();
    };
    reply.raw.on('close', cleanup);
    body.on('close', cleanup);

    body.write(`retry: ${RETRY_MS}\n\n`);
    void (async () => {
      try {
        if (lastEventId !== undefined) {
          // Some of what it missed is past the outbox's retention: it is told, not left with a gap.
          if (lastEventId < (await prunedUpTo(userId)) && !closed) body.write(`event: ${resetEvent.event}\ndata: {}\n\n`);
          for (;;) {
            const page = await hub.since(userId, lastSent, REPLAY_PAGE);
            if (closed) return;
            for (const event of page) send(event);
            if (page.length < REPLAY_PAGE) break;
          }
        } else {
          lastSent = await hub.latestId(userId);
        }
        if (closed) return;
        // Tells the client where the stream stands, even before its first event, so a
        // reconnection after an outage asks for everything sent in between.
        body.write(`event: ready\nid: ${lastSent}\ndata: {}\n\n`);
        const live = pending ?? [];
        pending = undefined;
        for (const event of live) send(event);
      } catch (error) {
        req.log.error(error, 'server-event replay failed');
        reply.raw.destroy();
      }
    })();

    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(body);
  });

  return { openStreams: () => [...open].map(({ path, userId }) => ({ path, userId })) };
}
