import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './types';
import { cleanErrors } from './errors';

/** Embedded Postgres (WebAssembly) persisted under DATA_DIR/pgdata. */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir, 'pgdata');
  await mkdir(dir, { recursive: true });
  const pg = await PGlite.create(dir, { extensions: { pg_trgm, btree_gist } });
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await cleanErrors(() => pg.query<T>(sql, params));
      return { rows: result.rows };
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      // Statements inside are cleaned one by one; `work`'s own errors pass through unchanged.
      return pg.transaction(async (tx) =>
        work({
          async query<R>(sql: string, params: unknown[] = []) {
            return { rows: (await cleanErrors(() => tx.query<R>(sql, params))).rows };
          },
        }),
      );
    },
    async exec(sql: string) {
      await cleanErrors(() => pg.exec(sql));
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
