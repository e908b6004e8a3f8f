import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import type { LiveTokenVerifier } from '../http/auth';
import { TOO_MANY_CONNECTIONS, type LiveConnections, type LiveToken } from '../realtime/live-connections';
import { CHAT_SOCKET_PATH, type ServerContext } from '../config';
import type { DeliveredEvent, Outbox } from '../realtime/outbox';
import { socketSessionEnded } from '../../contract/sessions';
import { socketPosition, socketTyping } from '../../contract/chat-socket';
import { shareAcrossNodes } from './cluster';

interface SocketData {
  userId?: number;
  token?: LiveToken;
  /** The outbox position the client last received (`auth.after`): what came after is replayed. */
  after?: number | undefined;
}

function position(raw: unknown): number | undefined {
  const value = typeof raw === 'number' ? String(raw) : raw;
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A connect_error the client can read: `err.message` and `err.data.status`. */
const STATUS = { unauthorized: 401, forbidden: 403, 'too many connections': 429 } as const;
function refusal(message: keyof typeof STATUS): Error {
  return Object.assign(new Error(message), {
    data: { status: STATUS[message], ...(message === 'too many connections' ? { message: TOO_MANY_CONNECTIONS } : {}) },
  });
}

/**
 * The chat socket. The handshake carries the access token (`auth.token`, or `query.token`)
 * and the user id (`query.userId`), which must be the token's user; otherwise the connection
 * is refused with a connect_error ("unauthorized" or "forbidden"). A connection joins room
 * `user:{userId}` (who is online). What the chat service writes to the outbox for this user
 * (`message`, `group-message`, `chat-update`) comes to each socket with its outbox position as a
 * second argument; a client that reconnects, to this node or another, with `auth.after` set to
 * the last position it received gets what came after, once and in order, then live events. A
 * connection without `auth.after` is told where it starts (`position`, the person's newest chat
 * event, or a live one already sent if larger), so even a socket that received nothing resumes.
 * `destroyUpgrade: false` leaves other upgrade paths (the voice WebSocket) alone.
 */
export function attachChatSocket(
  server: HttpServer,
  ctx: ServerContext,
  verify: LiveTokenVerifier,
  live: LiveConnections,
  outbox: Outbox,
): SocketServer {
  const io = new SocketServer(server, {
    path: CHAT_SOCKET_PATH,
    destroyUpgrade: false,
    cors: { origin: ctx.allowedOrigins, credentials: true },
  });
  // Nodes on a PostgreSQL server share typing and presence (server/chat/cluster.ts); PGlite is one node.
  if (ctx.databaseUrl) {
    const sharing = shareAcrossNodes(io, ctx.databaseUrl);
    server.once('close', () => void sharing.close());
  }
  io.use((socket, next) => {
    const { auth, query } = socket.handshake;
    const token = first((auth as Record<string, unknown> | undefined)?.token) ?? first(query.token);
    void (typeof token === 'string' && token ? verify(token) : Promise.resolve(undefined)).then(
      (opened) => {
        if (!opened) return next(refusal('unauthorized'));
        if (Number(first(query.userId)) !== opened.userId) return next(refusal('forbidden'));
        if (live.full(opened.userId, 'chat-socket')) return next(refusal('too many connections'));
        (socket.data as SocketData).userId = opened.userId;
        (socket.data as SocketData).token = opened;
        (socket.data as SocketData).after = position((auth as Record<string, unknown> | undefined)?.after ?? first(query.after));
        next();
      },
      () => next(refusal('unauthorized')),
    );
  });
  io.on('connection', (socket) => {
    const { userId, token, after } = socket.data as SocketData;
    if (!userId || !token) {
      socket.disconnect(true);
      return;
    }
    // Closed when the token expires (the client reconnects with a fresh one) or when its session
    // ends, after saying why (the client signs out instead of reconnecting).
    const release = live.add('chat-socket', token, (ended) => {
      if (ended) socket.emit(socketSessionEnded.event, { reason: ended });
      socket.disconnect(true);
    });
    // Live events wait here until the replay is sent; the position skips any both carry.
    let pending: DeliveredEvent[] | undefined = after === undefined ? undefined : [];
    let lastSent = after ?? 0;
    const send = (event: DeliveredEvent) => {
      if (event.channel !== 'chat' || !event.event || event.position <= lastSent || !socket.connected) return;
      lastSent = event.position;
      socket.emit(event.event, event.payload, event.position);
    };
    const unsubscribe = outbox.subscribe(userId, (event) => (pending ? pending.push(event) : send(event)));
    socket.on('disconnect', () => {
      release();
      unsubscribe();
    });
    void socket.join(`user:${userId}`);
    if (after !== undefined) void catchUp();
    else void tellPosition();

    /** A fresh connection learns where it starts, so its first reconnection can resume from there. */
    async function tellPosition() {
      try {
        const latest = await outbox.latest(userId!, 'chat');
        if (socket.connected) socket.emit(socketPosition.event, { position: Math.max(latest, lastSent) });
      } catch (error) {
        console.error(`chat position failed: ${(error as Error).message}`);
      }
    }

    async function catchUp() {
      try {
        for (;;) {
          const page = await outbox.since(userId!, 'chat', lastSent);
          for (const event of page) send(event);
          if (page.length < 1000 || !socket.connected) break;
        }
        const waiting = pending ?? [];
        pending = undefined;
        for (const event of waiting) send(event);
      } catch (error) {
        console.error(`chat catch-up failed: ${(error as Error).message}`);
        socket.disconnect(true);
      }
    }
  });
  return io;
}

/** The least time between two `typing` notices relayed for one socket and chat. */
const TYPING_EVERY_MS = 1000;

/**
 * `typing` (contract/chat-socket.ts) from each socket: checked against the contract, at most one
 * a second per chat, handed to `typing` (the chat service: membership, blocks, the other members).
 */
export function relayTyping(io: SocketServer, typing: (userId: number, chatId: number) => Promise<unknown>) {
  io.on('connection', (socket) => {
    const last = new Map<number, number>();
    socket.on(socketTyping.event, (raw: unknown) => {
      const userId = (socket.data as SocketData).userId;
      const parsed = socketTyping.schema.safeParse(raw);
      if (!userId || !parsed.success) return;
      const chatId = parsed.data.chat_id;
      const now = Date.now();
      if (now - (last.get(chatId) ?? 0) < TYPING_EVERY_MS) return;
      last.set(chatId, now);
      if (last.size > 100) last.delete(last.keys().next().value!);
      typing(userId, chatId).catch((error: unknown) => console.error(`typing not relayed: ${(error as Error).message}`));
    });
  });
}
