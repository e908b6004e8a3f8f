// @postgres: raw table reads
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainRichText } from '../../contract/notes-rich-text';
import type { RunningServer } from '../../server/app';
import type { ServerOptions } from '../../server/config';
import { accountKey, chatKey, DataKeys, KeyDestroyed } from '../../server/crypto/dataKeys';
import { rotateDataKeys } from '../../server/data-keys-rotate';
import { openDatabase, type Database } from '../../server/db/database';
import { apiGet, apiJson, databaseFor, makeDataDir, onPostgresPass, signIn, signUp, start, userIdOf } from './helpers';
import { TEST_DATA_KEYS_SECRET } from './server-options';

/**
 * Issue #62, encryption at rest: a copy of the database (its tables, PGlite's data folder) and of
 * the uploads folder holds none of the people's words; their owners read them as before; when an
 * account's grace ends its key is destroyed, so a copy of its rows taken before cannot be opened;
 * and DATA_KEYS_SECRET is rotated by rewrapping the keys, the data untouched.
 */

const UM = '/api/user-manager/v1';
const CHAT = '/api/chat-server/v2';
const HOUR = 3600_000;
// Distinctive seeded words (server/notes/seed.ts, server/accounts/seed.ts).
const SEEDED_NOTE = 'Ask about weekend respite and the county waiver.';
const SEEDED_MESSAGES = ['Better: three good nights in a row.', 'Hello Daniel, I run the Thursday parent group.'];
const ATTACHMENT = 'Seizure diary, private: 3 absences on Tuesday (attachment marker 7f3a)';
const PHQ9 = [3, 3, 2, 1, 0, 0, 0, 0, 1];

let now = Date.now();
let data: Awaited<ReturnType<typeof makeDataDir>>;
let server: RunningServer;
const options = (extra: Partial<ServerOptions> = {}): Partial<ServerOptions> => ({
  clock: () => now,
  deletionJobMs: 50,
  ...extra,
});

beforeAll(async () => {
  data = await makeDataDir();
  server = await start(data.dir, options());
});
afterAll(async () => {
  await server?.close();
  await data?.remove();
});

const databaseOptions = async () => ({ dataDir: data.dir, databaseUrl: (await databaseFor(data.dir))?.url });

/** PGlite: a stopped server lets go of its data folder (a busy machine may take a moment). */
async function released() {
  if (onPostgresPass) return;
  await expect.poll(() => existsSync(path.join(data.dir, 'server.lock')), { timeout: 30_000 }).toBe(false);
}

/**
 * Reads the database directly, as someone with a copy of it would. PGlite is one process, so its
 * server is stopped meanwhile and started again after (with `restart`'s options); PostgreSQL is
 * read while the server runs.
 */
async function raw<T>(read: (db: Database) => Promise<T>, restart: Partial<ServerOptions> = {}): Promise<T> {
  if (!onPostgresPass) await server.close();
  await released();
  const db = await openDatabase(await databaseOptions());
  try {
    return await read(db);
  } finally {
    await db.close();
    if (!onPostgresPass) server = await start(data.dir, options(restart));
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))),
  );
  return nested.flat();
}

/** Which of `needles` occur in any file under `dir` (as UTF-8 bytes). */
async function foundIn(dir: string, needles: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const file of await filesUnder(dir)) {
    const bytes = await readFile(file).catch(() => undefined);
    if (!bytes) continue;
    for (const needle of needles) if (bytes.includes(Buffer.from(needle))) found.add(needle);
  }
  return [...found];
}

const chatWith = async (token: string, userName: string) => {
  const list = (await apiGet(server.url, `${CHAT}/chat`, token)).body.data as {
    chat_id: number;
    is_group: boolean;
    other_user_name: string | null;
  }[];
  return list.find((c) => !c.is_group && c.other_user_name === userName)?.chat_id;
};

async function upload(token: string, chatId: number, text: string) {
  const form = new FormData();
  form.append('chat_id', String(chatId));
  form.append('file', new Blob([text]), 'diary.txt');
  const res = await fetch(`${server.url}${CHAT}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { data: { id: number } } };
}

describe('encryption at rest', { timeout: 240_000 }, () => {
  it('a copy of the tables, the data folder and the uploads holds none of the seeded note, screening or message text; the owners read them', async () => {
    const caregiver = String((await signIn(server.url, 'caregiver')).tokens.access_token);
    const caregiverId = await userIdOf(server.url, caregiver);
    expect(
      (await apiJson(server.url, 'POST', '/api/screening/v1/results', { tool: 'phq9', answers: PHQ9 }, caregiver)).status,
    ).toBe(200);
    const chatId = (await chatWith(caregiver, 'coordinator'))!;
    expect(chatId).toBeGreaterThan(0);
    const sent = await upload(caregiver, chatId, ATTACHMENT);
    expect(sent.status).toBe(201);

    // The API answers them decrypted, to their owner.
    const notes = await apiGet(server.url, `${UM}/notes/personal`, caregiver);
    expect(JSON.stringify(notes.body)).toContain(SEEDED_NOTE);
    const results = await apiGet(server.url, '/api/screening/v1/results', caregiver);
    expect((results.body.data as { answers: number[] }[])[0]?.answers).toEqual(PHQ9);
    const messages = await apiGet(server.url, `${CHAT}/chat/${chatId}/messages?page=0&pageSize=100`, caregiver);
    expect(JSON.stringify(messages.body)).toContain(SEEDED_MESSAGES[0]);
    const file = await fetch(`${server.url}${CHAT}/chat/${chatId}/file/${sent.body.data.id}`, {
      headers: { authorization: `Bearer ${caregiver}` },
    });
    expect(await file.text()).toBe(ATTACHMENT);

    const everything = [SEEDED_NOTE, ...SEEDED_MESSAGES];
    const tables = await raw(async (db) => {
      const notesRaw = (await db.query<{ t: string }>(`select coalesce(string_agg(body::text, ' '), '') as t from notes`))
        .rows[0]!.t;
      const messagesRaw = (await db.query<{ t: string }>(`select string_agg(body, ' ') as t from chat_messages`)).rows[0]!.t;
      const screening = (
        await db.query<{ answers: string; details: string; sealed: string }>(
          'select answers::text as answers, details::text as details, sealed from screening_results where user_id = $1',
          [caregiverId],
        )
      ).rows;
      return { notesRaw, messagesRaw, screening };
    });
    for (const text of everything) {
      expect(tables.notesRaw).not.toContain(text);
      expect(tables.messagesRaw).not.toContain(text);
    }
    expect(tables.notesRaw).toContain('dk1.');
    expect(tables.screening).toHaveLength(1);
    expect(tables.screening[0]).toMatchObject({ answers: '{}', details: '{}' });
    expect(tables.screening[0]!.sealed).toMatch(/^dk1\./);
    expect(tables.screening[0]!.sealed).not.toContain(JSON.stringify(PHQ9));
    // The files themselves: the uploaded one, and (PGlite) every byte of the database's folder.
    expect(await filesUnder(path.join(data.dir, 'uploads'))).not.toHaveLength(0);
    expect(await foundIn(path.join(data.dir, 'uploads'), [ATTACHMENT, 'attachment marker 7f3a'])).toEqual([]);
    if (!onPostgresPass) expect(await foundIn(path.join(data.dir, 'pgdata'), everything)).toEqual([]);
  });

  it('after deletion and the grace, the account’s rows cannot be decrypted with the server key, a copy taken before neither; what it sent stays for others', async () => {
    const leaving = String((await signUp(server.url, 'shredded-soon')).tokens.access_token);
    const id = await userIdOf(server.url, leaving);
    expect(
      (
        await apiJson(
          server.url,
          'POST',
          `${UM}/notes/personal`,
          { note_title: 'Mine', note_body: plainRichText('Shredded words (marker 91c2)') },
          leaving,
        )
      ).status,
    ).toBe(201);
    expect(
      (await apiJson(server.url, 'POST', '/api/screening/v1/results', { tool: 'phq9', answers: PHQ9 }, leaving)).status,
    ).toBe(200);
    const sent = await apiJson(
      server.url,
      'POST',
      `${CHAT}/chat/careseeker/messages`,
      { message: 'Kept for the careseeker' },
      leaving,
    );
    expect(sent.status).toBe(201);
    const chatId = sent.body.data.chat_id as number;

    // A backup: the account's sealed rows as a copy of the database holds them.
    const backup = await raw(async (db) => ({
      note: (await db.query<{ body: string }>('select body from notes where author_id = $1', [id])).rows[0]!.body,
      screening: (await db.query<{ sealed: string }>('select sealed from screening_results where user_id = $1', [id])).rows[0]!
        .sealed,
    }));
    // (PGlite: raw() restarts the server on another port, so tokens are asked for again after it.)
    const before = await raw((db) => new DataKeys({ secret: TEST_DATA_KEYS_SECRET }).decrypt(db, accountKey(id), backup.note));
    expect(before).toContain('marker 91c2');
    const again = String((await signIn(server.url, 'shredded-soon', 'a-long-password-1')).tokens.access_token);
    const careseekerAgain = String((await signIn(server.url, 'careseeker')).tokens.access_token);

    expect((await apiJson(server.url, 'POST', '/api/account/v1/deletion', { secret: 'a-long-password-1' }, again)).status).toBe(
      202,
    );
    now += 14 * 24 * HOUR + 60_000;
    await expect
      .poll(async () => (await apiGet(server.url, '/api/user-manager/v1/profiles/shredded-soon', careseekerAgain)).status, {
        timeout: 10_000,
      })
      .toBe(404);

    // The server key, in a DataKeys of its own (nothing cached), as a server restored from a backup would have.
    const serverKey = new DataKeys({ secret: TEST_DATA_KEYS_SECRET });
    const after = await raw(async (db) => ({
      key: (await db.query('select 1 from account_data_keys where user_id = $1', [id])).rows.length,
      note: await serverKey.decrypt(db, accountKey(id), backup.note).catch((error: unknown) => error),
      screening: await serverKey.decrypt(db, accountKey(id), backup.screening).catch((error: unknown) => error),
      chatKey: (await db.query('select 1 from chat_data_keys where chat_id = $1', [chatId])).rows.length,
    }));
    expect(after.key).toBe(0);
    expect(after.note).toBeInstanceOf(KeyDestroyed);
    expect(after.screening).toBeInstanceOf(KeyDestroyed);
    expect(after.chatKey).toBe(1);
    // The message they sent is the conversation's, sealed with its key: the careseeker still reads it.
    const careseekerNow = String((await signIn(server.url, 'careseeker')).tokens.access_token);
    const messages = await apiGet(server.url, `${CHAT}/chat/${chatId}/messages?page=0&pageSize=10`, careseekerNow);
    expect((messages.body.data as { data: { body: string; sender_name?: string }[] }).data[0]).toMatchObject({
      body: 'Kept for the careseeker',
      sender_name: 'Deleted account',
    });
  });

  it('rotates DATA_KEYS_SECRET: every key is rewrapped, the old secret opens nothing after, the data reads as before', async () => {
    const NEW = 'the new data keys secret, after the rotation';
    const readNote = async () => {
      const token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
      return JSON.stringify((await apiGet(server.url, `${UM}/notes/personal`, token)).body);
    };
    const rotate = () =>
      databaseOptions().then((o) =>
        rotateDataKeys({ ...o, dataKeysSecret: NEW, dataKeysSecretPrevious: [TEST_DATA_KEYS_SECRET] }),
      );
    const keyCount = async (db: Database) =>
      Number(
        (
          await db.query<{ n: number }>(
            'select (select count(*) from account_data_keys) + (select count(*) from chat_data_keys) as n',
          )
        ).rows[0]!.n,
      );

    // Servers started with the new secret and the old one read keys wrapped either way.
    await server.close();
    server = await start(data.dir, options({ dataKeysSecret: NEW, dataKeysSecretPrevious: [TEST_DATA_KEYS_SECRET] }));
    expect(await readNote()).toContain(SEEDED_NOTE);
    let rewrapped: number;
    let again: number;
    let keys: number;
    if (onPostgresPass) {
      // No downtime: the command runs while the server serves.
      rewrapped = await rotate();
      expect(await readNote()).toContain(SEEDED_NOTE);
      again = await rotate();
      keys = await raw(keyCount);
    } else {
      // PGlite is one process: its server stops for the command.
      await server.close();
      await released();
      rewrapped = await rotate();
      again = await rotate();
      const db = await openDatabase(await databaseOptions());
      keys = await keyCount(db).finally(() => db.close());
      server = await start(data.dir, options({ dataKeysSecret: NEW }));
    }
    expect(rewrapped).toBeGreaterThan(0);
    expect(rewrapped).toBe(keys);
    // Run again, it finds nothing left to rewrap.
    expect(again).toBe(0);

    if (onPostgresPass) {
      await server.close();
      server = await start(data.dir, options({ dataKeysSecret: NEW }));
    }
    // Only the new secret now: everything reads.
    expect(await readNote()).toContain(SEEDED_NOTE);
    const caregiver = String((await signIn(server.url, 'caregiver')).tokens.access_token);
    const caregiverId = await userIdOf(server.url, caregiver);
    const opened = await raw(
      async (db) => {
        const body = (await db.query<{ body: string }>('select body from notes where author_id = $1 limit 1', [caregiverId]))
          .rows[0]!.body;
        const chat = (await db.query<{ chat_id: number; body: string }>('select chat_id, body from chat_messages limit 1'))
          .rows[0]!;
        return {
          withNew: await new DataKeys({ secret: NEW }).decrypt(db, accountKey(caregiverId), body),
          message: await new DataKeys({ secret: NEW }).decrypt(db, chatKey(chat.chat_id), chat.body),
          withOld: await new DataKeys({ secret: TEST_DATA_KEYS_SECRET }).decrypt(db, accountKey(caregiverId), body).then(
            () => 'opened',
            (error: unknown) => (error as Error).message,
          ),
        };
      },
      { dataKeysSecret: NEW },
    );
    expect(opened.withNew.length).toBeGreaterThan(0);
    expect(opened.message.length).toBeGreaterThan(0);
    expect(opened.withOld).toMatch(/wrapped by a server key this server does not have/);
  });
});
