import pg from 'pg';
import type { Database, Queryable } from './types';
import { cleanErrors } from './errors';

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
    async exec(sql: string) {
      await cleanErrors(() => pool.query(sql));
    },
    async close() {
      await pool.end();
    },
  };
}
