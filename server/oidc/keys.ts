import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/database';

export interface ServerKeys {
  /** Private signing keys for oidc-provider. */
  jwks: { keys: JWK[] };
  /** Public halves, used to verify access tokens on /api without a network round trip. */
  publicJwks: { keys: JWK[] };
  cookieKeys: string[];
}

// Generated once and stored, so that sessions (signed cookies) and tokens survive restarts.
export async function loadServerKeys(db: Database): Promise<ServerKeys> {
  const jwks = await loadOrCreate(db, 'jwks', async () => ({ keys: [await newSigningKey()] }));
  const cookieKeys = await loadOrCreate(db, 'cookie_keys', async () => [randomBytes(32).toString('base64url')]);
  return { jwks, cookieKeys, publicJwks: { keys: jwks.keys.map(publicHalf) } };
}

async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.query<{ value: T }>('select value from server_keys where name = $1', [name]);
  if (existing.rows[0]) return existing.rows[0].value;
  // `on conflict do nothing` + re-read keeps two processes starting at once on the same key.
  await db.query('insert into server_keys (name, value) values ($1, $2) on conflict (name) do nothing', [name, JSON.stringify(await create())]);
  const { rows } = await db.query<{ value: T }>('select value from server_keys where name = $1', [name]);
  if (!rows[0]) throw new Error(`server key ${name} could not be stored`);
  return rows[0].value;
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
