import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './types';
import { cleanErrors } from './errors';

/**
 * Postgres' buffer pool, here in PGlite's WebAssembly heap. Its default of 128 MB is grown and
 * touched at every open: about a second of CPU on these machines, most of a test server's
 * start. The reference data is some 30 MB, so 32 MB holds all of it; measured on a copy of the
 * seeded folder, an open took 0.45 s instead of 1.0 s, with 0.6 CPU-s instead of 1.2.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** Embedded Postgres (WebAssembly) persisted under DATA_DIR/pgdata. */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir, 'pgdata');
  await mkdir(dir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(dir, {
      extensions: { pg_trgm, btree_gist },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (error) {
    await unlock();
    throw error;
  }
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
      await unlock();
    },
  };
}

/** What a second server on the same PGlite data folder is told. */
export const ONE_NODE_ON_PGLITE =
  'Another reference server is already running on this data folder (PGlite is embedded: one server only). ' +
  'To run several nodes, give each DATABASE_URL pointing at one PostgreSQL server.';

const LOCK_FILE = 'server.lock';

/**
 * PGlite is a database inside one process: a second process on the same files would corrupt
 * them, and a second node could not see the first one's writes. The lock file holds the pid of
 * the server using the folder; one left by a process that no longer runs is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.resolve(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && running(pid)) throw new Error(ONE_NODE_ON_PGLITE, { cause: error });
      await rm(file, { force: true });
    }
  }
  throw new Error(ONE_NODE_ON_PGLITE);
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
