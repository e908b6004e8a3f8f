import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import type { LiveTokenVerifier } from '../http/auth';
import { TOO_MANY_CONNECTIONS, type LiveConnections, type LiveToken } from '../realtime/live-connections';
import { CHAT_SOCKET_PATH, type ServerContext } from '../config';

interface SocketData {
  userId?: number;
  token?: LiveToken;
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
 * `user:{userId}`; the chat service emits `message` / `group-message` to that room.
 * `destroyUpgrade: false` leaves other upgrade paths (the voice WebSocket) alone.
 */
export function attachChatSocket(
  server: HttpServer,
  ctx: ServerContext,
  verify: LiveTokenVerifier,
  live: LiveConnections,
): SocketServer {
  const io = new SocketServer(server, {
    path: CHAT_SOCKET_PATH,
    destroyUpgrade: false,
    cors: { origin: ctx.allowedOrigins, credentials: true },
  });
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
        next();
      },
      () => next(refusal('unauthorized')),
    );
  });
  io.on('connection', (socket) => {
    const { userId, token } = socket.data as SocketData;
    if (!userId || !token) {
      socket.disconnect(true);
      return;
    }
    // Closed when the token expires or its grant is revoked; the client reconnects with a fresh one.
    const release = live.add('chat-socket', token, () => socket.disconnect(true));
    socket.on('disconnect', release);
    void socket.join(`user:${userId}`);
  });
  return io;
}
