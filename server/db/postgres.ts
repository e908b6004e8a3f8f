import pg from 'pg';
import type { Database } from './database';

/** A real Postgres server, used when DATABASE_URL is set. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start rather than on the first request if the server is unreachable.
  const client = await pool.connect();
  client.release();
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
