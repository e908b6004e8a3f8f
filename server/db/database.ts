// The one database interface the server talks to: PGlite by default, a real Postgres when
// DATABASE_URL is set. Both speak Postgres SQL, so schema and queries are shared.
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back
   * when it throws (the error is rethrown). Used where a rule spans statements, such as a
   * reschedule that frees one time and takes another.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs one or more statements without parameters (schema, resets). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

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
