import pg from 'pg';
import type { Database } from './database';
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
    async exec(sql: string) {
      await cleanErrors(() => pool.query(sql));
    },
    async close() {
      await pool.end();
    },
  };
}
