import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Server as SocketServer } from 'socket.io';

/** The `application_name` of the adapter's connections (the cluster test kills them by it). */
export const ADAPTER_APPLICATION = 'chat-socket-adapter';
/** How long a presence question waits for the other nodes before answering with this node's own. */
const PRESENCE_WAIT_MS = 1500;
/** The server-side event by which a node asks the others who of these people is connected to them. */
const ONLINE_QUESTION = 'online?';
/** The socket servers whose adapter reaches the other nodes. */
const shared = new WeakSet<SocketServer>();

/**
 * Several nodes (issue #39): what the chat socket sends outside the outbox, because losing it
 * costs nothing (typing, presence), crosses nodes through PostgreSQL's NOTIFY with the socket.io
 * Postgres adapter: `io.to(room).emit` reaches the room's sockets on every node, and `online`
 * asks the other nodes who is connected to them.
 *
 * The adapter keeps one pooled connection LISTENing and reconnects when it ends, but leaves the
 * dead connection's 'error' unhandled (a crash) and never gives its place in the pool back. Here
 * every connection of its pool has an 'error' handler, and a checked-out connection that ends is
 * released with an error (removed from the pool), so killing it any number of times costs nothing
 * but the broadcasts sent until it listens again (1 to 3 s).
 */
export function shareAcrossNodes(io: SocketServer, databaseUrl: string, log: (message: string) => void = console.error) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, application_name: ADAPTER_APPLICATION });
  let closing = false;
  // The adapter asks for its LISTEN connection in its constructor, without waiting for it, and its
  // close releases only a connection it already has. A node closed while that connection was on
  // its way got it all the same, after its close: checked out for good and listening, so the pool
  // never ended and the database kept the session of a server gone (the server tests' template
  // database, copied per test on the PostgreSQL pass, then refused every copy: "being accessed by
  // other users"). Once closing, a connection that arrives is ended and the adapter's request is
  // left unanswered: answered with an error, the adapter would ask again two seconds later, forever.
  const connect = pool.connect.bind(pool) as (...callback: unknown[]) => Promise<pg.PoolClient>;
  pool.connect = ((...callback: unknown[]) => {
    // The pool's own queries ask with a callback; only the adapter waits on the promise.
    if (callback.length) return connect(...callback);
    if (closing) return new Promise<never>(() => undefined);
    return connect().then((client) => {
      if (!closing) return client;
      client.release(new Error('the chat socket adapter is closed'));
      return new Promise<never>(() => undefined);
    });
  }) as typeof pool.connect;
  const checkedOut = new Set<pg.PoolClient>();
  const report = (error: unknown) => log(`chat socket adapter: ${(error as Error | undefined)?.message ?? String(error)}`);
  pool.on('error', report);
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', report);
    client.on('end', () => {
      if (!checkedOut.delete(client)) return;
      try {
        (client as pg.PoolClient).release(new Error('connection ended'));
      } catch {
        // already released
      }
    });
  });
  // Messages larger than a NOTIFY payload go through this table (created once, by whichever node is first).
  const ready = pool
    .query(
      `create table if not exists socket_io_attachments (
         id bigserial unique, created_at timestamptz default now(), payload bytea)`,
    )
    .catch((error: unknown) => {
      if ((error as { code?: string }).code !== '23505') report(error);
    });
  io.adapter(createAdapter(pool, { errorHandler: report }));
  shared.add(io);
  // Answers the other nodes' presence questions with this node's sockets.
  io.on(ONLINE_QUESTION, (userIds: unknown, reply: unknown) => {
    if (typeof reply !== 'function' || !Array.isArray(userIds)) return;
    (reply as (online: number[]) => void)(
      localOnline(
        io,
        userIds.filter((id): id is number => Number.isInteger(id)),
      ),
    );
  });
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      closing = true;
      await ready;
      io.of('/').adapter.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await pool.end().catch(report);
    })());
  closers.set(io, close);
  return {
    /** Stops listening and closes the pool (after the adapter has said goodbye to the others). */
    close,
  };
}

const closers = new WeakMap<SocketServer, () => Promise<void>>();

/** Resolves once the socket server's adapter has stopped and its connections are closed (at once if it has none). */
export function stopSharing(io: SocketServer): Promise<void> {
  return closers.get(io)?.() ?? Promise.resolve();
}

/** Of these people, who has a chat socket on this node. */
export function localOnline(io: SocketServer, userIds: number[]): number[] {
  const rooms = io.of('/').adapter.rooms;
  return userIds.filter((id) => (rooms.get(`user:${id}`)?.size ?? 0) > 0);
}

/**
 * Who of these people is connected to the chat socket on any node: this node's rooms, and the
 * answers of the other nodes that come within 1.5 s (a node that went away is forgotten after the
 * adapter's heartbeat timeout, 10 s; until then its answer is missing and only the others count).
 */
export async function onlineAnywhere(io: SocketServer, userIds: number[]): Promise<Record<number, boolean>> {
  const online = new Set(localOnline(io, userIds));
  const missing = userIds.filter((id) => !online.has(id));
  if (missing.length > 0 && shared.has(io)) {
    const answers = await new Promise<unknown[]>((resolve) => {
      const timer = setTimeout(() => resolve([]), PRESENCE_WAIT_MS);
      io.serverSideEmit(ONLINE_QUESTION, missing, (_error: Error | null, responses: unknown[]) => {
        clearTimeout(timer);
        resolve(Array.isArray(responses) ? responses : []);
      });
    });
    for (const answer of answers)
      if (Array.isArray(answer)) for (const id of answer) if (missing.includes(id as number)) online.add(id as number);
  }
  return Object.fromEntries(userIds.map((id) => [id, online.has(id)]));
}
