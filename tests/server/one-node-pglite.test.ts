import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { ONE_NODE_ON_PGLITE, PGLITE_SHARED_BUFFERS } from '../../server/db/pglite';
import { makeDataDir } from './helpers';

// Issue #39: PGlite is one node. A second server on the same data folder is refused before it
// touches the files; once the first is closed, the folder opens again.
const removals: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const remove of removals) await remove();
});

// The Postgres pass has nothing to lock (its servers share no files).
it.skipIf(Boolean(process.env.TEST_POSTGRES_URL))(
  'refuses a second server on the same PGlite data folder, with a sentence that says what to do',
  async () => {
    // A copy of the run's seeded database: no initdb to wait for.
    const { dir: dataDir, remove } = await makeDataDir();
    removals.push(remove);
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(ONE_NODE_ON_PGLITE);
    expect(ONE_NODE_ON_PGLITE).toContain('DATABASE_URL');
    expect((await first.query<{ n: number }>('select 1 as n')).rows[0]?.n).toBe(1);
    // Opened with the small buffer pool that keeps a start quick (server/db/pglite.ts).
    expect((await first.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]?.shared_buffers).toBe(
      PGLITE_SHARED_BUFFERS,
    );
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  },
);
