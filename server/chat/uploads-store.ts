import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import { fileTypeFromBuffer } from 'file-type';
import { Throttle } from '../http/throttle';
import type { Database } from '../db/database';
import { ChatError } from './service';
import type { UploadLimits } from '../options';
import type { FileSealer } from '../crypto/dataKeys';

/**
 * Attachments and group pictures on disk (DATA_DIR/uploads, one file per upload named by a
 * random key; the database holds who uploaded what). Issue #26 items 1 and 2: a file is streamed
 * to disk as it arrives and its type read from its first bytes, so no upload holds the event loop
 * for its size; and what one account and one address keep is bounded, the rest reclaimed.
 */

export type { UploadLimits };

const MB = 1024 * 1024;
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: 10 * MB,
  perMinute: 10,
  accountBytes: 100 * MB,
  addressBytes: 1024 * MB,
  unusedForMs: 60 * 60_000,
  sweepEveryMs: 10 * 60_000,
  now: Date.now,
};

/**
 * How much of a file its type is read from: what file-type itself samples from a stream. Reading
 * more gains nothing (signatures sit at the start) and can cost a great deal: file-type walks a
 * PNG's chunks one promise at a time, so a PNG header and 10 MB of zeros (870,000 empty chunks)
 * held the event loop for seconds.
 */
const SAMPLE_BYTES = 4100;
/**
 * An Office document is a zip that says what it is in one of its entries, usually the first; when
 * a larger entry comes first (a thumbnail) the first bytes only say "zip", and the type is read
 * again from this much. file-type steps over a zip's entries by their headers: some 40 ms at worst
 * (128 kB of the smallest entries, 4,200 of them, measured on a 2-core machine), once a file.
 */
const ZIP_SAMPLE_BYTES = 128 * 1024;
const ZIP = 'application/zip';

const megabytes = (bytes: number) => `${Math.max(0, Math.floor(bytes / MB))} MB`;
export const tooLarge = (limits: UploadLimits) =>
  `That file is larger than ${megabytes(limits.maxFileBytes)}. Choose a smaller one.`;
export const TOO_MANY_UPLOADS = 'You are uploading files too quickly. Wait a minute, then try again.';
const accountFull = (limit: number, left: number) =>
  left <= 0
    ? `Your files and pictures have reached the ${megabytes(limit)} one account may keep. Delete messages with files you no longer need, then try again.`
    : `That file does not fit in the ${megabytes(limit)} one account may keep (${megabytes(left)} left). Choose a smaller file, or delete messages with files you no longer need.`;
const addressFull = (limit: number, left: number) =>
  left <= 0
    ? `Files uploaded from your network have reached their ${megabytes(limit)} limit. Delete files you no longer need, or try again later.`
    : `That file would take what your network uploaded past its ${megabytes(limit)} limit (${megabytes(left)} left). Choose a smaller file, or try again later.`;

/** A file received to a temporary name, waiting to be kept or discarded. */
export interface Received {
  key: string;
  size: number;
  /** What the bytes are (file-type's media type), plain UTF-8 text, or null for anything else. */
  type: string | null;
  userId: number;
  address: string;
  /** Its bytes still count as on their way in (until kept or discarded). */
  inFlight: boolean;
}

/** Where an upload is counted: its account and its address. */
interface Owner {
  userId: number;
  address: string;
}

export class UploadStore {
  private readonly starts: Throttle;
  /** Bytes on their way in, not yet in the database, by `u:{userId}` and `a:{address}`. */
  private readonly inFlight = new Map<string, number>();
  /** Keeping a file (the last quota check, then its row) runs one at a time. */
  private keeping: Promise<unknown> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    readonly folder: string,
    /** The path a group's image_url names a picture by, before its key. */
    private readonly picturePath: string,
    readonly limits: UploadLimits,
  ) {
    this.starts = new Throttle(
      { lockAfter: limits.perMinute + 1, windowMs: 60_000, baseDelayMs: 0, maxDelayMs: 0, maxKeys: 10_000 },
      limits.now,
    );
    this.timer = setInterval(() => void this.sweep().catch(() => {}), limits.sweepEveryMs).unref();
    void this.sweep().catch(() => {});
  }

  close() {
    clearInterval(this.timer);
  }

  /** Before reading a file: the account's rate and both quotas (a full account reads nothing). */
  async admit(owner: Owner) {
    const key = String(owner.userId);
    if (this.starts.lockedUntil(key) || this.starts.hit(key)) throw new ChatError(429, TOO_MANY_UPLOADS);
    await this.sweepUnused(owner.userId);
    await this.checkRoom(owner, 0);
  }

  /**
   * Streams `file` to a temporary file: its type from the first bytes; text checked chunk by
   * chunk; refused (413) past the size limit or the room left in either quota. A refused file is
   * still read to its end, kept nowhere: a server that stops reading mid-request resets the
   * connection, and the browser would show that instead of the reason.
   */
  async receive(file: Readable & { truncated?: boolean }, owner: Owner, sealer?: FileSealer): Promise<Received> {
    await mkdir(this.folder, { recursive: true });
    const key = randomUUID();
    const out = createWriteStream(this.partPath(key), { flags: 'wx' });
    // An attachment is sealed with its conversation's key as it streams in (issue #62).
    const write = (bytes: Buffer) => out.write(sealer ? sealer.update(bytes) : bytes);
    if (sealer) out.write(sealer.header);
    const outFailed = once(out, 'error').then(([error]) => Promise.reject(error as Error));
    outFailed.catch(() => {});
    const [used, fromAddress] = await Promise.all([this.usedBy(owner.userId), this.usedFrom(owner.address)]);
    let size = 0;
    let sample = Buffer.alloc(0);
    let zip = false;
    let type: string | null | undefined;
    const text = new PlainText();
    let refusal: unknown;
    for await (const chunk of file as AsyncIterable<Buffer>) {
      if (refusal) continue;
      try {
        size += chunk.length;
        this.count(owner, chunk.length);
        if (file.truncated || size > this.limits.maxFileBytes) throw new ChatError(413, tooLarge(this.limits));
        // Past the room either quota has left: refused now, not after the whole file is stored.
        this.checkFits(owner, { used, fromAddress, size, counted: size });
        if (type === undefined) {
          const limit = zip ? ZIP_SAMPLE_BYTES : SAMPLE_BYTES;
          // Kept past the first sample while it may be a zip, so a second look reads the bytes in order.
          if (sample.length < ZIP_SAMPLE_BYTES)
            sample = Buffer.concat([sample, chunk.subarray(0, ZIP_SAMPLE_BYTES - sample.length)]);
          if (sample.length >= limit) {
            type = await detect(sample.subarray(0, limit));
            if (type === ZIP && !zip) {
              zip = true;
              type = sample.length >= ZIP_SAMPLE_BYTES ? await detect(sample) : undefined;
            }
          }
        }
        if (type === undefined || type === TEXT) text.add(chunk);
        if (!write(chunk)) await Promise.race([once(out, 'drain'), outFailed]);
      } catch (error) {
        refusal = error;
      }
    }
    try {
      if (refusal) throw refusal;
      if (file.truncated) throw new ChatError(413, tooLarge(this.limits));
      if (type === undefined) type = await detect(sample);
      if (type === TEXT && !text.end()) type = null;
      out.end(sealer?.final());
      await Promise.race([once(out, 'finish'), outFailed]);
      return { key, size, type, userId: owner.userId, address: owner.address, inFlight: true };
    } catch (error) {
      this.count(owner, -size);
      out.destroy();
      await unlink(this.partPath(key)).catch(() => {});
      throw error;
    }
  }

  /**
   * Keeps a received file: a last check that it still fits (other uploads may have finished
   * meanwhile), then its row, written by `insert`; the temporary file takes its key.
   */
  keep<T>(received: Received, insert: () => Promise<T>): Promise<T> {
    const run = this.keeping.then(async () => {
      try {
        this.settle(received);
        await this.checkRoom(received, received.size);
        await rename(this.partPath(received.key), join(this.folder, received.key));
        return await insert();
      } catch (error) {
        await this.remove([received.key]);
        throw error;
      }
    });
    this.keeping = run.catch(() => undefined);
    return run;
  }

  /** Reads a file that is refused before it is looked at, to its end (see `receive`). */
  static async drain(file: Readable) {
    for await (const _chunk of file) {
      // dropped
    }
  }

  /** Throws away a received file that was refused after all (not a member, not a picture). */
  async discard(received: Received) {
    this.settle(received);
    await unlink(this.partPath(received.key)).catch(() => {});
  }

  /**
   * Deletes what nothing uses any more, past `unusedForMs`: attachments no message carries (never
   * sent, or their message deleted), pictures no group shows; then any file without a row (its
   * conversation deleted) or a temporary one left by a crash.
   */
  async sweep() {
    await this.sweepUnused();
    const keys = await this.db.query<{ storage_key: string }>(
      'select storage_key from chat_attachments union all select storage_key from chat_pictures',
    );
    const known = new Set(keys.rows.map((r) => r.storage_key));
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const before = this.limits.now() - this.limits.unusedForMs;
    for (const name of names) {
      if (known.has(name)) continue;
      const path = join(this.folder, name);
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile() && info.mtimeMs < before) await unlink(path).catch(() => {});
    }
  }

  /** Bytes the account keeps: its uploads in use, and those still waiting to be used. */
  async usedBy(userId: number) {
    return this.used('uploader_id = $1', userId);
  }

  async usedFrom(address: string) {
    return this.used('uploader_address = $1', address);
  }

  private async used(who: string, value: number | string) {
    const { rows } = await this.db.query<{ n: string | number }>(
      `select coalesce(sum(size), 0)::bigint as n from (
         select a.size from chat_attachments a
          where a.${who} and (a.created_at > $2 or exists (select 1 from chat_messages m where m.attachment_id = a.id))
         union all
         select f.size from chat_pictures f
          where f.${who} and (f.created_at > $2 or exists (select 1 from chats c where c.image_url = $3 || f.storage_key))
       ) s`,
      [value, this.unusedSince(), this.picturePath],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Deletes unused uploads past their time: everyone's, or one account's (before it uploads again). */
  private async sweepUnused(userId?: number) {
    const since = this.unusedSince();
    const one = userId === undefined ? [] : [userId];
    const attachments = await this.db.query<{ storage_key: string }>(
      `delete from chat_attachments a where a.created_at <= $1 ${one.length ? 'and a.uploader_id = $2' : ''}
          and not exists (select 1 from chat_messages m where m.attachment_id = a.id)
       returning storage_key`,
      [since, ...one],
    );
    const pictures = await this.db.query<{ storage_key: string }>(
      `delete from chat_pictures f where f.created_at <= $1 ${one.length ? 'and f.uploader_id = $3' : ''}
          and not exists (select 1 from chats c where c.image_url = $2 || f.storage_key)
       returning storage_key`,
      [since, this.picturePath, ...one],
    );
    await this.remove([...attachments.rows, ...pictures.rows].map((r) => r.storage_key));
  }

  /** Whether a file of `size` bytes (0: any file at all) fits in both quotas, as stored now. */
  private async checkRoom(owner: Owner, size: number) {
    const [used, fromAddress] = await Promise.all([this.usedBy(owner.userId), this.usedFrom(owner.address)]);
    this.checkFits(owner, { used, fromAddress, size, counted: 0 });
  }

  /**
   * Throws 413 when `size` more bytes do not fit beside what is stored (`used` by the account,
   * `fromAddress` by the address) and what other uploads are bringing in; `counted` of `size`
   * is already among the bytes in flight. A size of 0 asks whether there is any room left.
   */
  private checkFits(owner: Owner, n: { used: number; fromAddress: number; size: number; counted: number }) {
    const accountLeft = this.limits.accountBytes - n.used - (this.pending(`u:${owner.userId}`) - n.counted);
    if (n.size === 0 ? accountLeft <= 0 : n.size > accountLeft)
      throw new ChatError(413, accountFull(this.limits.accountBytes, accountLeft));
    const addressLeft = this.limits.addressBytes - n.fromAddress - (this.pending(`a:${owner.address}`) - n.counted);
    if (n.size === 0 ? addressLeft <= 0 : n.size > addressLeft)
      throw new ChatError(413, addressFull(this.limits.addressBytes, addressLeft));
  }

  private unusedSince() {
    return new Date(this.limits.now() - this.limits.unusedForMs);
  }

  /** A received file's bytes stop counting as on their way in (once). */
  private settle(received: Received) {
    if (!received.inFlight) return;
    received.inFlight = false;
    this.count(received, -received.size);
  }

  private count(owner: Owner, bytes: number) {
    for (const key of [`u:${owner.userId}`, `a:${owner.address}`]) {
      const n = this.pending(key) + bytes;
      if (n > 0) this.inFlight.set(key, n);
      else this.inFlight.delete(key);
    }
  }

  private pending(key: string) {
    return this.inFlight.get(key) ?? 0;
  }

  private partPath(key: string) {
    return join(this.folder, `${key}.part`);
  }

  private async remove(keys: string[]) {
    for (const key of keys) {
      await unlink(join(this.folder, key)).catch(() => {});
      await unlink(this.partPath(key)).catch(() => {});
    }
  }
}

const TEXT = 'text/plain; charset=utf-8';

/** What the first bytes say the file is: file-type's signature, else possibly text (checked in full as it streams). */
async function detect(sample: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(sample);
  if (detected) return detected.mime;
  return TEXT;
}

/**
 * Plain text has no signature: it is accepted when the whole file is valid UTF-8 without control
 * characters, checked chunk by chunk as it arrives (a streaming decoder keeps a character split
 * between two chunks).
 */
class PlainText {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private ok = true;

  add(chunk: Buffer) {
    if (!this.ok) return;
    try {
      this.ok = !CONTROL.test(this.decoder.decode(chunk, { stream: true }));
    } catch {
      this.ok = false;
    }
  }

  end(): boolean {
    if (!this.ok) return false;
    try {
      return !CONTROL.test(this.decoder.decode());
    } catch {
      return false;
    }
  }
}
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000E-\u001F]/;
