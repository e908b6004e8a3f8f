import pg from 'pg';

/**
 * Runs one statement on its own connection to a PostgreSQL server (the tests' throwaway cluster):
 * creating and dropping the databases tests use, which cannot run inside another's transaction.
 */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
