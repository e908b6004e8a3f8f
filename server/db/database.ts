// The one database interface the server talks to: PGlite by default, a real Postgres when
// DATABASE_URL is set. Both speak Postgres SQL, so schema and queries are shared.
export type { Database, Queryable } from './types';
import type { Database } from './types';

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir);
}
