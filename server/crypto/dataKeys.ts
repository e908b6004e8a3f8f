import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/types';

/**
 * Encryption at rest (issue #62, docs/SECURITY.md "Encryption at rest"). Every account has a
 * random 256-bit data key, and so has every conversation (what a person received stays readable
 * to them after its sender's account is deleted, so a message cannot be sealed with its sender's
 * key). Each data key is stored wrapped (AES-256-GCM) by the server key, which is derived from
 * DATA_KEYS_SECRET with HKDF-SHA256; the secret is in the configuration, never in the database.
 * So a copy of the database alone (the PGlite folder, a Postgres dump, a backup) holds only
 * ciphertext, and destroying an account's key row makes its ciphertext unreadable everywhere
 * (crypto-shredding: server/account/deletion.ts).
 *
 * A value sealed here is `dk1.<key version>.<nonce>.<ciphertext>.<tag>` (base64url), its
 * additional data the key's owner (`account:12`), so ciphertext moved to another row of another
 * owner does not open. A file is the same in bytes: `NHE1`, the key version, the nonce, the
 * ciphertext and the tag. Node's own `crypto` only.
 */

export type Scope = 'account' | 'chat';
export interface KeyOwner {
  scope: Scope;
  id: number;
}
export const accountKey = (id: number): KeyOwner => ({ scope: 'account', id });
export const chatKey = (id: number): KeyOwner => ({ scope: 'chat', id });

/** Used when DATA_KEYS_SECRET is unset: development and tests only (the server warns outside them). */
export const DEVELOPMENT_DATA_KEYS_SECRET = 'neurohealth development data keys: not a secret';

const TABLE: Record<Scope, { table: string; column: string }> = {
  account: { table: 'account_data_keys', column: 'user_id' },
  chat: { table: 'chat_data_keys', column: 'chat_id' },
};

/** The wrapped keys: one row per account and per conversation; a conversation's goes with it. */
export const DATA_KEYS_SCHEMA = `
create table if not exists account_data_keys (
  user_id int primary key references users(user_id) on delete cascade,
  version int not null default 1,
  wrapped text not null,
  created_at timestamptz not null default now()
);
create table if not exists chat_data_keys (
  chat_id int primary key references chats(id) on delete cascade,
  version int not null default 1,
  wrapped text not null,
  created_at timestamptz not null default now()
);
`;
export const DATA_KEYS_TABLES = ['account_data_keys', 'chat_data_keys'];

const SEALED = 'dk1.';
const FILE_MAGIC = Buffer.from('NHE1');
const NONCE = 12;
const TAG = 16;
const b64 = (b: Buffer) => b.toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url');
const aadOf = (owner: KeyOwner) => Buffer.from(`${owner.scope}:${owner.id}`);

/** A value this module sealed (anything else is a row written before encryption: the start seals it). */
export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(SEALED);
export const isSealedFile = (bytes: Buffer) => bytes.subarray(0, 4).equals(FILE_MAGIC);

/** The key's row is gone (the account was deleted): its data can no longer be read. */
export class KeyDestroyed extends Error {
  constructor(owner: KeyOwner) {
    super(`the data key of ${owner.scope} ${owner.id} was destroyed`);
  }
}

interface ServerKey {
  kid: string;
  key: Buffer;
}

function serverKey(secret: string): ServerKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'neurohealth data keys', 'wrap data keys v1', 32));
  const kid = createHmac('sha256', key).update('key id').digest('hex').slice(0, 16);
  return { kid, key };
}

function gcmSeal(key: Buffer, plaintext: Buffer, aad: Buffer) {
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { nonce, ciphertext, tag: cipher.getAuthTag() };
}

function gcmOpen(key: Buffer, nonce: Buffer, ciphertext: Buffer, tag: Buffer, aad: Buffer) {
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}

export interface DataKeysOptions {
  /** DATA_KEYS_SECRET: wraps new keys, and rewraps old ones on rotation. */
  secret: string;
  /** DATA_KEYS_SECRET_PREVIOUS: still unwraps keys wrapped before a rotation. */
  previous?: readonly string[];
  /** Unwrapped keys kept in memory (least recently used beyond): 2,000 unless set. */
  cacheSize?: number;
  /** How long an unwrapped key stays cached: 10 minutes unless set. */
  cacheMs?: number;
  now?: () => number;
}

interface Cached {
  version: number;
  key: Buffer;
  at: number;
}

export interface FileSealer {
  header: Buffer;
  update(chunk: Buffer): Buffer;
  final(): Buffer;
}

export class DataKeys {
  private readonly current: ServerKey;
  private readonly all: Map<string, ServerKey>;
  private readonly cache = new Map<string, Cached>();
  private readonly cacheSize: number;
  private readonly cacheMs: number;
  private readonly now: () => number;

  constructor(options: DataKeysOptions) {
    if (!options.secret) throw new Error('DATA_KEYS_SECRET must not be empty');
    this.current = serverKey(options.secret);
    this.all = new Map([this.current, ...(options.previous ?? []).filter(Boolean).map(serverKey)].map((k) => [k.kid, k]));
    this.cacheSize = options.cacheSize ?? 2000;
    this.cacheMs = options.cacheMs ?? 600_000;
    this.now = options.now ?? Date.now;
  }

  /** The owner's data key: created on first use when `create`, else undefined when there is none. */
  private async keyOf(q: Queryable, owner: KeyOwner, create: boolean): Promise<Cached | undefined> {
    const name = `${owner.scope}:${owner.id}`;
    const hit = this.cache.get(name);
    if (hit && this.now() - hit.at < this.cacheMs) {
      // Most recently used last: the first entry is the one to drop.
      this.cache.delete(name);
      this.cache.set(name, hit);
      return hit;
    }
    const { table, column } = TABLE[owner.scope];
    let { rows } = await q.query<{ version: number; wrapped: string }>(
      `select version, wrapped from ${table} where ${column} = $1`,
      [owner.id],
    );
    if (!rows[0]) {
      if (!create) return undefined;
      const version = 1;
      const wrapped = this.wrap(owner, version, randomBytes(32));
      // Two first writes at once: one key is kept, and both use it.
      await q.query(`insert into ${table} (${column}, version, wrapped) values ($1, $2, $3) on conflict do nothing`, [
        owner.id,
        version,
        wrapped,
      ]);
      ({ rows } = await q.query<{ version: number; wrapped: string }>(
        `select version, wrapped from ${table} where ${column} = $1`,
        [owner.id],
      ));
    }
    const row = rows[0]!;
    const cached = { version: row.version, key: this.unwrap(owner, row.version, row.wrapped), at: this.now() };
    this.cache.set(name, cached);
    while (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return cached;
  }

  private wrap(owner: KeyOwner, version: number, key: Buffer): string {
    const { nonce, ciphertext, tag } = gcmSeal(this.current.key, key, Buffer.from(`${owner.scope}:${owner.id}:v${version}`));
    return ['w1', this.current.kid, b64(nonce), b64(ciphertext), b64(tag)].join('.');
  }

  private unwrap(owner: KeyOwner, version: number, wrapped: string): Buffer {
    const [format, kid, nonce, ciphertext, tag] = wrapped.split('.');
    const server = kid ? this.all.get(kid) : undefined;
    if (format !== 'w1' || !server || !nonce || !ciphertext || !tag)
      throw new Error(`the data key of ${owner.scope} ${owner.id} is wrapped by a server key this server does not have`);
    return gcmOpen(
      server.key,
      unb64(nonce),
      unb64(ciphertext),
      unb64(tag),
      Buffer.from(`${owner.scope}:${owner.id}:v${version}`),
    );
  }

  /** Seals text with the owner's key (made on first use). */
  async encrypt(q: Queryable, owner: KeyOwner, plaintext: string): Promise<string> {
    const { version, key } = (await this.keyOf(q, owner, true))!;
    const { nonce, ciphertext, tag } = gcmSeal(key, Buffer.from(plaintext, 'utf8'), aadOf(owner));
    return `${SEALED}${version}.${b64(nonce)}.${b64(ciphertext)}.${b64(tag)}`;
  }

  /**
   * Opens what `encrypt` sealed. A value that is not sealed is returned as it is: a row written
   * before encryption (or by a development hook), which the next start seals. Throws
   * KeyDestroyed when the owner's key is gone.
   */
  async decrypt(q: Queryable, owner: KeyOwner, value: string): Promise<string> {
    if (!isSealed(value)) return value;
    const [, , nonce, ciphertext, tag] = value.split('.');
    const found = await this.keyOf(q, owner, false);
    if (!found) throw new KeyDestroyed(owner);
    // An empty text seals to an empty ciphertext: only its nonce and tag must be there.
    if (!nonce || ciphertext === undefined || !tag) throw new Error('a sealed value is cut short');
    return gcmOpen(found.key, unb64(nonce), unb64(ciphertext), unb64(tag), aadOf(owner)).toString('utf8');
  }

  /** A file's bytes sealed with the owner's key. */
  async encryptFile(q: Queryable, owner: KeyOwner, bytes: Buffer): Promise<Buffer> {
    const { version, key } = (await this.keyOf(q, owner, true))!;
    const { nonce, ciphertext, tag } = gcmSeal(key, bytes, aadOf(owner));
    const v = Buffer.alloc(4);
    v.writeUInt32BE(version);
    return Buffer.concat([FILE_MAGIC, v, nonce, ciphertext, tag]);
  }

  /**
   * The same as encryptFile, a chunk at a time (an upload is sealed as it streams in, so its
   * plaintext never touches the disk): the header, each chunk's ciphertext, then the tag.
   */
  async fileSealer(q: Queryable, owner: KeyOwner): Promise<FileSealer> {
    const { version, key } = (await this.keyOf(q, owner, true))!;
    const nonce = randomBytes(NONCE);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    cipher.setAAD(aadOf(owner));
    const v = Buffer.alloc(4);
    v.writeUInt32BE(version);
    return {
      header: Buffer.concat([FILE_MAGIC, v, nonce]),
      update: (chunk) => cipher.update(chunk),
      final: () => Buffer.concat([cipher.final(), cipher.getAuthTag()]),
    };
  }

  /** A file's bytes opened (a file written before encryption is returned as it is). */
  async decryptFile(q: Queryable, owner: KeyOwner, bytes: Buffer): Promise<Buffer> {
    if (!isSealedFile(bytes)) return bytes;
    const found = await this.keyOf(q, owner, false);
    if (!found) throw new KeyDestroyed(owner);
    const nonce = bytes.subarray(8, 8 + NONCE);
    const ciphertext = bytes.subarray(8 + NONCE, bytes.length - TAG);
    return gcmOpen(found.key, nonce, ciphertext, bytes.subarray(bytes.length - TAG), aadOf(owner));
  }

  /** Crypto-shredding: the owner's key row is deleted (in the caller's transaction) and forgotten here. */
  async destroy(q: Queryable, owner: KeyOwner): Promise<void> {
    const { table, column } = TABLE[owner.scope];
    await q.query(`delete from ${table} where ${column} = $1`, [owner.id]);
    this.forget(owner);
  }

  forget(owner: KeyOwner) {
    this.cache.delete(`${owner.scope}:${owner.id}`);
  }

  /**
   * Rotation (`npm run data-keys:rotate`): every key not wrapped by the current secret is
   * unwrapped with the previous one and wrapped again, row by row, each in its own statement, so
   * servers keep running meanwhile (they accept both while DATA_KEYS_SECRET_PREVIOUS is set).
   * The data keys themselves, so every sealed row, stay as they are. Returns how many were rewrapped.
   */
  async rewrapAll(db: Database): Promise<number> {
    let count = 0;
    for (const scope of Object.keys(TABLE) as Scope[]) {
      const { table, column } = TABLE[scope];
      const { rows } = await db.query<{ id: number; version: number; wrapped: string }>(
        `select ${column} as id, version, wrapped from ${table} where wrapped not like $1`,
        [`w1.${this.current.kid}.%`],
      );
      for (const row of rows) {
        const owner = { scope, id: row.id };
        const key = this.unwrap(owner, row.version, row.wrapped);
        const result = await db.query(`update ${table} set wrapped = $2 where ${column} = $1 and wrapped = $3 returning 1`, [
          row.id,
          this.wrap(owner, row.version, key),
          row.wrapped,
        ]);
        count += result.rows.length;
      }
    }
    return count;
  }
}

/** The server's data keys from its configuration (DATA_KEYS_SECRET, DATA_KEYS_SECRET_PREVIOUS). */
export const serverDataKeys = (o: { dataKeysSecret?: string | undefined; dataKeysSecretPrevious?: string[] | undefined }) =>
  new DataKeys({ secret: o.dataKeysSecret ?? DEVELOPMENT_DATA_KEYS_SECRET, previous: o.dataKeysSecretPrevious });

/**
 * Which DataKeys a database (and each of its transactions) uses: the stores find it from the
 * Queryable they are given, so no route needs to pass it along.
 */
const REGISTRY = new WeakMap<object, DataKeys>();

/** Makes `keys` the data keys of `db` and of every transaction it opens from now on. */
export function useDataKeys<D extends Database>(db: D, keys: DataKeys): D {
  REGISTRY.set(db, keys);
  const transaction = db.transaction.bind(db);
  db.transaction = <T>(work: (tx: Queryable) => Promise<T>) =>
    transaction((tx) => {
      REGISTRY.set(tx, keys);
      return work(tx);
    });
  return db;
}

export function dataKeysOf(q: Queryable): DataKeys {
  const keys = REGISTRY.get(q);
  if (!keys) throw new Error('this database has no data keys (server/crypto/dataKeys.ts useDataKeys)');
  return keys;
}

/** Seals with `q`'s data keys. */
export const seal = (q: Queryable, owner: KeyOwner, plaintext: string) => dataKeysOf(q).encrypt(q, owner, plaintext);
/** Opens with `q`'s data keys. */
export const unseal = (q: Queryable, owner: KeyOwner, value: string) => dataKeysOf(q).decrypt(q, owner, value);
