import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Database, Queryable } from '../db/database';

/**
 * Public pictures on disk (issue #57 item 1): community pictures and providers' pictures, one file
 * per picture in DATA_DIR/pictures/<kind>, named by its random key; the database keeps only who
 * uploaded what, its type and size. Received as chat uploads are (server/chat/uploads-store.ts):
 * streamed to disk as they arrive, the type read from the first bytes (never the name), the rate
 * and the account's room checked before a byte is read. Served as a static file: its length, an
 * ETag (a key never names other bytes) and a day's public caching, so a reader costs one small
 * row and a file stream, never the picture's bytes through the database.
 *
 * The quota is reserved, not only checked (issue #57 item 2): the row is written before the file
 * is read (so the rate counts it at once), and kept only after a second look at the account's sum,
 * both under a lock on the uploader's `users` row, so parallel uploads cannot all pass one check.
 *
 * The table of each kind has: storage_key text primary key, uploader_id int, content_type text,
 * size int, ready boolean (false while its file arrives), created_at timestamptz.
 */
export interface PictureRules {
  /** The table of this kind of picture (its name is fixed in code, never from input). */
  table: string;
  /** Where its files are. */
  folder: string;
  /** The largest picture. */
  maxBytes: number;
  /** Uploads one account may start in a minute (429 beyond). */
  perMinute: number;
  /** Bytes one account's pictures may take together (413 beyond); Infinity for no bound. */
  accountBytes: number;
  /** How long a picture nothing shows is kept before it is deleted. */
  unusedForMs: number;
  /** SQL, over the picture's row `f`, that is true while something shows it (it is then kept). */
  inUse: string;
  /** The types accepted, by their bytes. */
  types: readonly string[];
  /** The words of each refusal. */
  words: { tooLarge: string; notAPicture: string; tooMany: string; full: string };
  /** The time (tests move it on). */
  now: () => number;
}

export type PictureAnswer =
  | { ok: true; key: string; type: string; size: number }
  | { ok: false; status: 400 | 413 | 415 | 429; error: string; message: string };

/** The words for a request that is not multipart at all. */
export const SEND_AS_MULTIPART = 'Send the picture as multipart/form-data.';

/** @fastify/multipart's options for one picture of at most `maxBytes` (a larger one is cut and refused, not thrown). */
export const pictureMultipart = (maxBytes: number) => ({
  limits: { fileSize: maxBytes, files: 1, fields: 2 },
  throwFileSizeLimit: false,
});

/** What file-type samples: the signatures sit at the start (server/chat/uploads-store.ts says why no more). */
const SAMPLE_BYTES = 4100;

const refused = (status: 400 | 413 | 415 | 429, error: string, message: string): PictureAnswer => ({
  ok: false,
  status,
  error,
  message,
});

export class PictureFiles {
  constructor(
    private readonly db: Database,
    readonly rules: PictureRules,
  ) {}

  /** Sweeps every ten minutes (see `sweep`) until `onClose`: the app that takes the uploads starts it. */
  sweepOften(onClose: (stop: () => Promise<void>) => void) {
    const timer = setInterval(() => void this.sweep().catch(() => {}), 10 * 60_000).unref();
    onClose(async () => clearInterval(timer));
  }

  /**
   * Receives the one picture of a multipart request for `userId`: reserved (the rate and the
   * account's room, before reading), streamed to disk, kept (the room again, with its size). A
   * refused file is still read to its end, so the answer arrives instead of a reset connection.
   */
  async upload(req: FastifyRequest, userId: number): Promise<PictureAnswer> {
    if (!req.isMultipart()) return refused(400, 'invalid request', SEND_AS_MULTIPART);
    const part = await req.file();
    if (!part) return refused(400, 'invalid request', 'Choose a picture.');
    const file = part.file as Readable & { truncated?: boolean };
    await this.sweepUnused(userId);
    const reserved = await this.reserve(userId);
    if (!reserved.ok) {
      await drain(file);
      return reserved.answer;
    }
    const { key, room } = reserved;
    let kept = false;
    try {
      const received = await this.receive(file, key, room);
      if (!received.ok) return received;
      const answer = await this.keep(userId, key, received.type, received.size);
      kept = answer.ok;
      return answer;
    } finally {
      if (!kept) await this.forget(key);
    }
  }

  /** The picture's row, if its file is in place. */
  async find(db: Queryable, key: string) {
    const { rows } = await db.query<{ content_type: string; size: number }>(
      `select content_type, size from ${this.rules.table} where storage_key = $1 and ready`,
      [key],
    );
    return rows[0];
  }

  /**
   * Answers GET for a picture by its key: 404 when there is none; 304 to a reader who has it
   * (If-None-Match); otherwise the file, as the type read at upload, inline, never sniffed as
   * another type, cached for a day.
   */
  async send(req: FastifyRequest, reply: FastifyReply, key: string) {
    const picture = await this.find(this.db, key);
    const handle = picture ? await open(join(this.rules.folder, key)).catch(() => undefined) : undefined;
    if (!picture || !handle) return reply.status(404).send({ error: 'not found', message: 'That picture was not found.' });
    const etag = `"${key}"`;
    void reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff');
    const asked = req.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      await handle.close();
      return reply.status(304).send();
    }
    return reply
      .header('content-type', picture.content_type)
      .header('content-length', String(picture.size))
      .header('content-disposition', 'inline')
      .send(handle.createReadStream());
  }

  /**
   * Deletes the pictures nothing shows past their unused time (everyone's, or one account's before
   * it uploads again), with their files; and, for everyone, files without a row.
   */
  async sweep() {
    await this.sweepUnused();
    const { rows } = await this.db.query<{ storage_key: string }>(`select storage_key from ${this.rules.table}`);
    const known = new Set(rows.map((r) => r.storage_key));
    const before = this.rules.now() - this.rules.unusedForMs;
    for (const name of await readdir(this.rules.folder).catch(() => [] as string[])) {
      if (known.has(name)) continue;
      const path = join(this.rules.folder, name);
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile() && info.mtimeMs < before) await unlink(path).catch(() => {});
    }
  }

  private async sweepUnused(userId?: number) {
    const one = userId === undefined ? [] : [userId];
    const { rows } = await this.db.query<{ storage_key: string }>(
      `delete from ${this.rules.table} f where f.created_at < $1 ${one.length ? 'and f.uploader_id = $2' : ''}
          and not (${this.rules.inUse})
       returning storage_key`,
      [new Date(this.rules.now() - this.rules.unusedForMs), ...one],
    );
    for (const { storage_key } of rows) await this.removeFiles(storage_key);
  }

  /**
   * The rate and the room, checked and taken in one transaction under the uploader's row lock: a
   * row not yet ready, which counts as an upload of this minute at once. The room is what the
   * account's kept pictures leave (the file is refused as soon as it passes it).
   */
  private async reserve(userId: number): Promise<{ ok: true; key: string; room: number } | { ok: false; answer: PictureAnswer }> {
    const now = this.rules.now();
    return this.db.transaction(async (tx) => {
      await tx.query('select 1 from users where user_id = $1 for update', [userId]);
      const { rows } = await tx.query<{ recent: number; bytes: string | number }>(
        `select count(*) filter (where created_at > $2)::int as recent, coalesce(sum(size), 0)::bigint as bytes
           from ${this.rules.table} where uploader_id = $1`,
        [userId, new Date(now - 60_000)],
      );
      if ((rows[0]?.recent ?? 0) >= this.rules.perMinute)
        return { ok: false as const, answer: refused(429, 'too many', this.rules.words.tooMany) };
      const room = this.rules.accountBytes - Number(rows[0]?.bytes ?? 0);
      if (room <= 0) return { ok: false as const, answer: refused(413, 'quota', this.rules.words.full) };
      const key = randomUUID();
      await tx.query(
        `insert into ${this.rules.table} (storage_key, uploader_id, content_type, size, ready, created_at)
              values ($1, $2, '', 0, false, $3)`,
        [key, userId, new Date(now)],
      );
      return { ok: true as const, key, room };
    });
  }

  /**
   * Streams the file to `key`.part: refused (413) past the size limit or the room, (400) empty,
   * (415) when its first bytes are not one of the types. The rest of a refused file is read and dropped.
   */
  private async receive(
    file: Readable & { truncated?: boolean },
    key: string,
    room: number,
  ): Promise<{ ok: true; type: string; size: number } | (PictureAnswer & { ok: false })> {
    await mkdir(this.rules.folder, { recursive: true });
    const out = createWriteStream(this.partPath(key), { flags: 'wx' });
    const outFailed = once(out, 'error').then(([error]) => Promise.reject(error as Error));
    outFailed.catch(() => {});
    let size = 0;
    let sample = Buffer.alloc(0);
    let refusal: (PictureAnswer & { ok: false }) | undefined;
    try {
      for await (const chunk of file as AsyncIterable<Buffer>) {
        if (refusal) continue;
        size += chunk.length;
        if (file.truncated || size > this.rules.maxBytes) {
          refusal = refused(413, 'too large', this.rules.words.tooLarge) as PictureAnswer & { ok: false };
          continue;
        }
        if (size > room) {
          refusal = refused(413, 'quota', this.rules.words.full) as PictureAnswer & { ok: false };
          continue;
        }
        if (sample.length < SAMPLE_BYTES) sample = Buffer.concat([sample, chunk.subarray(0, SAMPLE_BYTES - sample.length)]);
        if (!out.write(chunk)) await Promise.race([once(out, 'drain'), outFailed]);
      }
      out.end();
      await Promise.race([once(out, 'finish'), outFailed]);
    } catch (error) {
      out.destroy();
      throw error;
    }
    if (refusal) return refusal;
    if (file.truncated) return refused(413, 'too large', this.rules.words.tooLarge) as PictureAnswer & { ok: false };
    if (size === 0) return refused(400, 'invalid request', 'That file is empty.') as PictureAnswer & { ok: false };
    const type = (await fileTypeFromBuffer(sample))?.mime;
    if (!type || !this.rules.types.includes(type))
      return refused(415, 'not a picture', this.rules.words.notAPicture) as PictureAnswer & { ok: false };
    return { ok: true, type, size };
  }

  /**
   * Keeps a received picture: its file takes its key, then, under the uploader's row lock again,
   * the account's sum with this size must still fit (others may have been kept meanwhile).
   */
  private async keep(userId: number, key: string, type: string, size: number): Promise<PictureAnswer> {
    await rename(this.partPath(key), join(this.rules.folder, key));
    return this.db.transaction(async (tx) => {
      await tx.query('select 1 from users where user_id = $1 for update', [userId]);
      const { rows } = await tx.query<{ bytes: string | number }>(
        `select coalesce(sum(size), 0)::bigint as bytes from ${this.rules.table} where uploader_id = $1 and storage_key <> $2`,
        [userId, key],
      );
      if (Number(rows[0]?.bytes ?? 0) + size > this.rules.accountBytes) return refused(413, 'quota', this.rules.words.full);
      await tx.query(`update ${this.rules.table} set content_type = $2, size = $3, ready = true where storage_key = $1`, [
        key,
        type,
        size,
      ]);
      return { ok: true as const, key, type, size };
    });
  }

  /**
   * Moves pictures stored as bytes in the table (before issue #57) to files, one row at a time,
   * then drops the column: run at every start, it does nothing once the column is gone.
   */
  async moveBytesToFiles() {
    const { table, folder } = this.rules;
    const { rows: column } = await this.db.query(
      `select 1 from information_schema.columns where table_schema = current_schema() and table_name = $1 and column_name = 'bytes'`,
      [table],
    );
    if (!column.length) return;
    await mkdir(folder, { recursive: true });
    const { rows } = await this.db.query<{ storage_key: string }>(`select storage_key from ${table} where bytes is not null`);
    for (const { storage_key } of rows) {
      const { rows: one } = await this.db.query<{ bytes: Uint8Array }>(`select bytes from ${table} where storage_key = $1`, [
        storage_key,
      ]);
      if (one[0]) await writeFile(join(folder, storage_key), one[0].bytes);
    }
    await this.db.exec(`alter table ${table} drop column if exists bytes`);
  }

  /** A reservation not kept: its row and whatever of its file was written. */
  private async forget(key: string) {
    await this.db.query(`delete from ${this.rules.table} where storage_key = $1 and not ready`, [key]);
    await this.removeFiles(key);
  }

  private async removeFiles(key: string) {
    await unlink(join(this.rules.folder, key)).catch(() => {});
    await unlink(this.partPath(key)).catch(() => {});
  }

  private partPath(key: string) {
    return join(this.rules.folder, `${key}.part`);
  }
}

/** Reads a refused file to its end (see PictureFiles.upload). */
async function drain(file: Readable) {
  for await (const _chunk of file) {
    // dropped
  }
}
