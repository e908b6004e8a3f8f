// @postgres: the audit log's append-only trigger.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { createSchema } from '../../server/schema';
import { databaseFor, makeDataDir } from './helpers';

/*
 * Issue #36: the audit log is append-only in the database itself (server/admin/schema.ts), on
 * PGlite and on Postgres: a row goes in, and no statement, whoever sends it, changes or removes it.
 * These statements go around the routes on purpose.
 */
let data: Awaited<ReturnType<typeof makeDataDir>>;
let db: Database;

beforeAll(async () => {
  data = await makeDataDir();
  db = await openDatabase({ dataDir: data.dir, databaseUrl: (await databaseFor(data.dir))?.url });
  await createSchema(db);
  await db.query(
    `insert into admin_audit (actor_id, actor_name, action, target_id, target_name, reason, address)
     values (1, 'admin', 'suspend', 2, 'someone', 'Spam', '127.0.0.1')`,
  );
});
afterAll(async () => {
  await db?.close();
  await data?.remove();
});

it('takes a row, and refuses to update or delete it', async () => {
  await expect(db.query(`update admin_audit set reason = 'nothing happened'`)).rejects.toThrow(/append-only/);
  await expect(db.query('delete from admin_audit')).rejects.toThrow(/append-only/);
  const { rows } = await db.query<{ reason: string }>('select reason from admin_audit');
  expect(rows.map((r) => r.reason)).toEqual(['Spam']);
});
