import pg from 'pg';
import type { Database, Queryable } from './types';
import { cleanErrors, DatabaseError } from './errors';

/** A real Postgres server, used when DATABASE_URL is set. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection (server restart) must not end the process; the pool replaces it.
  pool.on('error', (error) => console.error(`postgres pool: ${error.message}`));
  // Fail at start rather than on the first request if the server is unreachable.
  const client = await pool.connect();
  client.release();
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await cleanErrors(() => pool.query(sql, params));
      return { rows: result.rows as T[] };
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await cleanErrors(() => pool.connect());
      try {
        await client.query('begin');
        const result = await work({
          async query<R>(sql: string, params: unknown[] = []) {
            const r = await cleanErrors(() => client.query(sql, params));
            return { rows: r.rows as R[] };
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen(channel, onNotify, onError) {
      return listenOn(connectionString, channel, onNotify, onError);
    },
    async exec(sql: string) {
      await cleanErrors(() => pool.query(sql));
    },
    async close() {
      await pool.end();
    },
  };
}

const RELISTEN_MS = 500;

/**
 * LISTEN on a client of its own (a pooled one would be handed to other queries). Its connection
 * can die (a restart, pg_terminate_backend): the error is handled, never left to crash the
 * process, and a new connection listens again; NOTIFYs sent in between are lost, so the caller
 * is woken once after each reconnection (and polls anyway).
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotify: () => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (first: boolean) => {
    const next = new pg.Client({ connectionString, application_name: 'outbox-listener' });
    let lost = false;
    const reconnect = (error: unknown) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (stopped) return;
      onError(new Error(`outbox listener lost its connection: ${(error as Error | undefined)?.message ?? 'ended'}`));
      retry = setTimeout(() => void connect(false).catch(onError), RELISTEN_MS);
      retry.unref?.();
    };
    next.on('error', reconnect);
    next.on('end', () => reconnect(new Error('connection ended')));
    next.on('notification', () => onNotify());
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (first) {
        next.removeAllListeners();
        next.on('error', () => undefined);
        await next.end().catch(() => undefined);
        throw new DatabaseError(error);
      }
      reconnect(error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (!first) onNotify();
  };
  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    if (last) {
      last.removeAllListeners('end');
      await last.end().catch(() => undefined);
    }
  };
}
