import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database';

export interface ServerKeys {
  /** Private signing keys for oidc-provider. */
  jwks: { keys: JWK[] };
  /** Public halves, used to verify access tokens on /api without a network round trip. */
  publicJwks: { keys: JWK[] };
  cookieKeys: string[];
}

interface StoredKeys {
  jwks: { keys: JWK[] };
  cookie_keys: string[];
}

export interface KeyStorage {
  dataDir: string;
  /** With DATABASE_URL and a secret, keys live in the database, encrypted with it (several servers share them). */
  databaseUrl?: string | undefined;
  secret?: string | undefined;
}

export const KEYS_FILE = 'server-keys.json';

/**
 * Signing and cookie keys, generated once and kept so sessions and tokens survive restarts.
 * Never in clear in the database: in `<DATA_DIR>/server-keys.json` with mode 0600, or, with
 * DATABASE_URL and SERVER_KEYS_SECRET, in `server_keys` encrypted (AES-256-GCM). Keys an older
 * version stored in clear in the database are moved to the new place and the clear rows deleted.
 */
export async function loadServerKeys(db: Database, storage: KeyStorage): Promise<ServerKeys> {
  const legacy = await readLegacyRows(db);
  const stored =
    storage.databaseUrl && storage.secret
      ? await loadEncrypted(db, storage.secret, legacy)
      : await loadFile(path.resolve(storage.dataDir, KEYS_FILE), legacy);
  if (legacy) await db.query("delete from server_keys where name in ('jwks', 'cookie_keys')");
  return { jwks: stored.jwks, cookieKeys: stored.cookie_keys, publicJwks: { keys: stored.jwks.keys.map(publicHalf) } };
}

async function generate(): Promise<StoredKeys> {
  return { jwks: { keys: [await newSigningKey()] }, cookie_keys: [randomBytes(32).toString('base64url')] };
}

async function readLegacyRows(db: Database): Promise<StoredKeys | undefined> {
  const { rows } = await db.query<{ name: string; value: unknown }>(
    "select name, value from server_keys where name in ('jwks', 'cookie_keys')",
  );
  const jwks = rows.find((r) => r.name === 'jwks')?.value as StoredKeys['jwks'] | undefined;
  const cookieKeys = rows.find((r) => r.name === 'cookie_keys')?.value as string[] | undefined;
  return jwks && cookieKeys ? { jwks, cookie_keys: cookieKeys } : undefined;
}

async function loadFile(file: string, legacy: StoredKeys | undefined): Promise<StoredKeys> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = legacy ?? (await generate());
  await mkdir(path.dirname(file), { recursive: true });
  // Written to a private temporary file then renamed: never readable by others, never half-written.
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(JSON.stringify(keys));
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  return keys;
}

const ENCRYPTED = 'keys_encrypted';

async function loadEncrypted(db: Database, secret: string, legacy: StoredKeys | undefined): Promise<StoredKeys> {
  const key = createHash('sha256').update(secret, 'utf8').digest();
  const read = async () => {
    const { rows } = await db.query<{ value: { data: string } }>('select value from server_keys where name = $1', [ENCRYPTED]);
    return rows[0] ? decrypt(key, rows[0].value.data) : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  const data = encrypt(key, legacy ?? (await generate()));
  // `on conflict do nothing` + re-read: two servers starting at once agree on one set.
  await db.query('insert into server_keys (name, value) values ($1, $2) on conflict (name) do nothing', [
    ENCRYPTED,
    JSON.stringify({ data }),
  ]);
  const stored = await read();
  if (!stored) throw new Error('server keys could not be stored');
  return stored;
}

function encrypt(key: Buffer, keys: StoredKeys): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(keys), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, data: string): StoredKeys {
  const raw = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  try {
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as StoredKeys;
  } catch {
    throw new Error('SERVER_KEYS_SECRET does not decrypt the stored server keys (was it changed?)');
  }
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

function publicHalf(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
  return publicJwk;
}
