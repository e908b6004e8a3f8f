import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import { CHAT_SOCKET_PATH, type ServerContext } from '../config';

/**
 * The chat socket. A connection joins room `user:{userId}`; the messaging issue emits
 * `message` / `group-message` to that room. `destroyUpgrade: false` leaves other upgrade
 * paths (the voice WebSocket) alone.
 */
export function attachChatSocket(server: HttpServer, ctx: ServerContext): SocketServer {
  const io = new SocketServer(server, {
    path: CHAT_SOCKET_PATH,
    destroyUpgrade: false,
    cors: { origin: ctx.allowedOrigins, credentials: true },
  });
  io.on('connection', (socket) => {
    const raw = socket.handshake.query.userId;
    const userId = Number(Array.isArray(raw) ? raw[0] : raw);
    if (!Number.isSafeInteger(userId) || userId <= 0) {
      socket.disconnect(true);
      return;
    }
    void socket.join(`user:${userId}`);
  });
  return io;
}
