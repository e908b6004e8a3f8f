import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/types';
import { accountKey, chatKey, dataKeysOf, isSealedFile } from './dataKeys';
import { sealAnswers } from '../screening';

/**
 * The start's migration (issue #62): whatever is still plain text of what is encrypted at rest
 * (the seed, rows written before encryption, a development hook's messages) is sealed with its
 * owner's key, so a fresh database holds no plaintext of note bodies, screening answers, message
 * bodies, attachments or exports. Each row is sealed on its own and only if it is still plain,
 * so running it again, or on several nodes at once, does nothing twice. Returns how many it sealed.
 */
export async function sealPlaintext(db: Database, uploadsFolder: string): Promise<number> {
  const keys = dataKeysOf(db);
  let sealed = 0;
  const count = (rows: unknown[]) => (sealed += rows.length);

  const notes = await db.query<{ id: number; author_id: number; body: unknown }>(
    `select id, author_id, body from notes where jsonb_typeof(body) <> 'string'`,
  );
  for (const n of notes.rows) {
    const body = JSON.stringify(await keys.encrypt(db, accountKey(n.author_id), JSON.stringify(n.body)));
    count(
      (
        await db.query(`update notes set body = $2::jsonb where id = $1 and jsonb_typeof(body) <> 'string' returning 1`, [
          n.id,
          body,
        ])
      ).rows,
    );
  }

  const messages = await db.query<{ id: number; chat_id: number; body: string }>(
    `select id, chat_id, body from chat_messages where body not like 'dk1.%'`,
  );
  for (const m of messages.rows) {
    const body = await keys.encrypt(db, chatKey(m.chat_id), m.body);
    count(
      (await db.query('update chat_messages set body = $2 where id = $1 and body = $3 returning 1', [m.id, body, m.body])).rows,
    );
  }

  const results = await db.query<{ id: number; user_id: number; answers: number[]; details: unknown }>(
    `select id, user_id, answers::int[] as answers, details from screening_results where sealed is null`,
  );
  for (const r of results.rows) {
    const box = await sealAnswers(db, r.user_id, r.answers, r.details);
    count(
      (
        await db.query(
          `update screening_results set sealed = $2, answers = '{}', details = '{}'::jsonb where id = $1 and sealed is null returning 1`,
          [r.id, box],
        )
      ).rows,
    );
  }

  const exports = await db.query<{ id: string; user_id: number; file: string }>(
    `select id::text as id, user_id, file from account_exports where file is not null and file not like 'dk1.%'`,
  );
  for (const e of exports.rows) {
    const file = await keys.encrypt(db, accountKey(e.user_id), e.file);
    count(
      (
        await db.query(
          'update account_exports set file = $2, file_bytes = coalesce(file_bytes, $4) where id = $1 and file = $3 returning 1',
          [e.id, file, e.file, Buffer.byteLength(e.file)],
        )
      ).rows,
    );
  }

  const files = await db.query<{ chat_id: number; storage_key: string }>('select chat_id, storage_key from chat_attachments');
  for (const f of files.rows) {
    const path = join(uploadsFolder, f.storage_key);
    const bytes = await readFile(path).catch(() => undefined);
    if (!bytes || isSealedFile(bytes)) continue;
    // Written beside, then renamed over: a crash midway leaves the plain file, sealed next time.
    await writeFile(`${path}.sealing`, await keys.encryptFile(db, chatKey(f.chat_id), bytes));
    await rename(`${path}.sealing`, path);
    sealed += 1;
  }
  // An update leaves the plain row's old version in its page until the table is rewritten, and
  // the write-ahead log recycles its segments: both go now, once, when something was sealed.
  if (sealed > 0) {
    // A database role that may not checkpoint (not a superuser, no pg_checkpoint) leaves that to the server's own checkpoints.
    await db.exec('vacuum full notes, chat_messages, screening_results, account_exports');
    await db.exec('checkpoint').catch(() => {});
  }
  return sealed;
}
