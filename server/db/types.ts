// The one database interface the server talks to (database.ts opens one): PGlite or Postgres,
// both speaking Postgres SQL. Apart from database.ts so the two drivers need not import it.
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
  /**
   * LISTENs on `channel` on a connection of its own, calling `onNotify` for each NOTIFY. A lost
   * connection is reported to `onError` and opened again (then `onNotify` is called once, since
   * what was sent meanwhile is lost). Resolves with the way to stop.
   */
  listen?(channel: string, onNotify: () => void, onError: (error: unknown) => void): Promise<() => Promise<void>>;
  /** Runs one or more statements without parameters (schema, resets). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
