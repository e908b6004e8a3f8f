import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { Throttle } from '../http/throttle';

/**
 * Profile pictures on disk (DATA_DIR/profile-pictures), received with messaging's upload rules
 * (server/chat/uploads-store.ts): the type is read from the first bytes, never the name, and
 * only PNG, JPEG, GIF and WebP pass; 10 MB at most; 10 uploads a minute per account. What one
 * account keeps is bounded by profile-store.ts's clean-up (its shown pictures and one waiting).
 */

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const NOT_A_PICTURE = 'A profile picture must be an image: PNG, JPEG, GIF or WebP.';
export const TOO_MANY = 'You are uploading pictures too quickly. Wait a minute, then try again.';
const MB = 1024 * 1024;
const SAMPLE_BYTES = 4100;

export class PictureRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface PictureLimits {
  maxFileBytes: number;
  perMinute: number;
  now: () => number;
}

export class ProfilePictures {
  private readonly starts: Throttle;

  constructor(
    readonly folder: string,
    readonly limits: PictureLimits,
  ) {
    this.starts = new Throttle(
      { lockAfter: limits.perMinute + 1, windowMs: 60_000, baseDelayMs: 0, maxDelayMs: 0, maxKeys: 10_000 },
      limits.now,
    );
  }

  tooLarge() {
    return `That picture is larger than ${Math.floor(this.limits.maxFileBytes / MB)} MB. Choose a smaller one.`;
  }

  /** Before reading a file: the account's rate. */
  admit(userId: number) {
    const key = String(userId);
    if (this.starts.lockedUntil(key) || this.starts.hit(key)) throw new PictureRefused(429, TOO_MANY);
  }

  /**
   * Streams the file to a temporary name, reading its type from the first bytes; past the size
   * limit the rest is read and dropped (a server that stops reading mid-request resets the
   * connection, and the browser would show that instead of the reason).
   */
  async receive(file: Readable & { truncated?: boolean }): Promise<{ key: string; size: number; type: string }> {
    await mkdir(this.folder, { recursive: true });
    const key = randomUUID();
    const part = join(this.folder, `${key}.part`);
    const out = createWriteStream(part, { flags: 'wx' });
    let size = 0;
    let sample = Buffer.alloc(0);
    let tooLarge = false;
    try {
      for await (const chunk of file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (tooLarge || size > this.limits.maxFileBytes) {
          tooLarge = true;
          continue;
        }
        if (sample.length < SAMPLE_BYTES) sample = Buffer.concat([sample, chunk.subarray(0, SAMPLE_BYTES - sample.length)]);
        if (!out.write(chunk)) await once(out, 'drain');
      }
      out.end();
      await once(out, 'finish');
      if (tooLarge || file.truncated) throw new PictureRefused(413, this.tooLarge());
      if (size === 0) throw new PictureRefused(400, 'That file is empty.');
      const type = (await fileTypeFromBuffer(sample))?.mime;
      if (!type || !PICTURE_TYPES.includes(type)) throw new PictureRefused(415, NOT_A_PICTURE);
      await rename(part, join(this.folder, key));
      return { key, size, type };
    } catch (error) {
      out.destroy();
      await unlink(part).catch(() => {});
      throw error;
    }
  }

  path(key: string) {
    return join(this.folder, key);
  }

  async remove(keys: string[]) {
    for (const key of keys) await unlink(join(this.folder, key)).catch(() => {});
  }
}
