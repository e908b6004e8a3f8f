import { adminQuery } from './admin-query';
import { afterAll, beforeAll, inject } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { copyFolder } from './copy-folder';
import path from 'node:path';
import { startServer, type RunningServer } from '../../server/app';
import type { ServerOptions } from '../../server/config';
import { KEYS_FILE } from '../../server/oidc/keys';
import { APP_ORIGIN, testDataRoot, testServerOptions } from './server-options';

export { APP_ORIGIN };
export const REDIRECT_URI = `${APP_ORIGIN}/auth/callback`;
export const DEMO_PASSWORD = 'demo-pass-2026';

/** The run's seeded server (tests/server/seeded-template.ts); outside a vitest run (the benches) there is none, and each server seeds itself. */
function seeded(): { dataDir?: string; database?: string } {
  try {
    return { dataDir: inject('seededDataDir'), database: inject('seededDatabase') || undefined };
  } catch {
    return {};
  }
}

export async function makeDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(testDataRoot(), 'neurohealth-server-'));
  // A copy of the run's seeded server: its keys file, and on PGlite its database.
  const template = seeded().dataDir;
  if (template) {
    await cp(path.join(template, KEYS_FILE), path.join(dir, KEYS_FILE));
    if (!process.env.TEST_POSTGRES_URL) await copyFolder(path.join(template, 'pgdata'), path.join(dir, 'pgdata'));
  }
  return {
    dir,
    async remove() {
      await rm(dir, { recursive: true, force: true });
      const database = databases.get(dir);
      databases.delete(dir);
      await (await database)?.drop();
    },
  };
}

/** The real-Postgres database of each data folder (a restart on the same folder finds its data). */
const databases = new Map<string, Promise<{ url: string; drop(): Promise<void> } | undefined>>();

export function databaseFor(dataDir: string) {
  let database = databases.get(dataDir);
  if (!database) {
    database = freshDatabaseUrl();
    databases.set(dataDir, database);
  }
  return database;
}

/**
 * One reference server for a test file: started in a fresh data folder before
 * the file's tests, closed and removed after them. Register it before the
 * file's own hooks (they then run after it starts, and their cleanup first).
 */
export function serverPerFile(extra: Partial<ServerOptions> = {}): RunningServer {
  let running: RunningServer | undefined;
  let data: Awaited<ReturnType<typeof makeDataDir>> | undefined;
  beforeAll(async () => {
    data = await makeDataDir();
    running = await start(data.dir, extra);
  });
  afterAll(async () => {
    await running?.close();
    await data?.remove();
  });
  return {
    get url() {
      return running!.url;
    },
    get inboxUrl() {
      return running!.inboxUrl;
    },
    routes: () => running!.routes(),
    close: () => running!.close(),
    stop: (deadlineMs) => running!.stop(deadlineMs),
  };
}

/**
 * True on npm test's second pass, against a real PostgreSQL. What never reaches the database
 * (the recogniser decoding speech, its turns between accounts) is tested on the PGlite pass only:
 * the second pass is there for what the database does, and for those it would do nothing new.
 */
export const onPostgresPass = Boolean(process.env.TEST_POSTGRES_URL);

/**
 * With TEST_POSTGRES_URL (set by `npm test` for its second pass, pointing at a throwaway
 * cluster), every server gets a database of its own on that real Postgres, dropped on close;
 * without it, PGlite in the data folder.
 */
export async function freshDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) return undefined;
  const name = `nh_${randomBytes(6).toString('hex')}`;
  const run = (sql: string) => adminQuery(admin, sql);
  // A copy of the run's seeded template database when there is one (tests/server/seeded-template.ts).
  const template = seeded().database;
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists ${name} with (force)`) };
}

export async function start(dataDir: string, extra: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const database = await databaseFor(dataDir);
  return startServer({
    ...testServerOptions(dataDir),
    // Every answer is checked against its contract entry (contract/): a shape it does not declare fails the test.
    checkResponses: true,
    ...(database ? { databaseUrl: database.url } : {}),
    ...extra,
  });
}

/** A tiny browser: a cookie jar and manual redirects. Paths are ignored (one origin). */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(url, this.base), { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1] ?? '').getTime() < Date.now());
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  postForm(url: string, fields: Record<string, string>): Promise<Response> {
    return this.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects until one leaves the server (e.g. to the app's callback). */
  async follow(res: Response): Promise<{ res: Response; location?: string }> {
    let current = res;
    for (let i = 0; i < 10; i++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { res: current };
      const next = new URL(location, this.base);
      if (next.origin !== new URL(this.base).origin) return { res: current, location: next.href };
      current = await this.fetch(next.href);
    }
    throw new Error('too many redirects');
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** GET /oidc/auth → the interaction page; returns its uid. */
export async function beginAuthorization(browser: Browser, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: 'neurohealth-web',
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const res = await browser.fetch(`/oidc/auth?${query}`);
  if (res.status !== 303) throw new Error(`expected 303 from /oidc/auth, got ${res.status}: ${await res.text()}`);
  const location = res.headers.get('location') ?? '';
  const uid = /\/interaction\/([^/?]+)/.exec(location)?.[1];
  if (!uid) throw new Error(`unexpected interaction location ${location}`);
  return { uid, verifier, state, interactionUrl: location };
}

export async function exchangeCode(browser: Browser, callback: string, verifier: string) {
  const code = new URL(callback).searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback}`);
  const res = await fetch(new URL('/oidc/token', browser.base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: 'neurohealth-web',
      code_verifier: verifier,
    }).toString(),
  });
  return { res, body: (await res.json()) as Record<string, string | number> };
}

/** The whole sign-in as a user would do it; returns the token response. */
export async function signIn(base: string, login: string, password = DEMO_PASSWORD) {
  const browser = new Browser(base);
  const { uid, verifier } = await beginAuthorization(browser);
  await browser.fetch(`/interaction/${uid}`);
  const posted = await browser.postForm(`/interaction/${uid}/login`, { login, password });
  const { location } = await browser.follow(posted);
  if (!location) throw new Error('sign-in did not reach the callback');
  const { body } = await exchangeCode(browser, location, verifier);
  return { browser, tokens: body };
}

/** Each server's signed-in sessions by account (`tokenFor`); a server that is closed drops out with its object. */
const sessions = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * An access token for `login` on `server`, signed in once per server and account (each sign-in
 * costs the server about 0.15 CPU-s: the password's scrypt, the OIDC round trips). For tests whose
 * subject is not the sign-in nor a session: one that signs out, revokes, changes a password or
 * needs a session of its own (a PIN given, sessions counted) calls `signIn` instead. Keyed by the
 * server's object, not its URL: a later file's server may get a closed one's port.
 */
export function tokenFor(server: { url: string }, login: string, password = DEMO_PASSWORD): Promise<string> {
  let byLogin = sessions.get(server);
  if (!byLogin) sessions.set(server, (byLogin = new Map()));
  const key = `${login}\u0000${password}`;
  let token = byLogin.get(key);
  if (!token) {
    token = signIn(server.url, login, password).then(({ tokens }) => String(tokens.access_token));
    // A failed sign-in is not kept: the next call tries again.
    token.catch(() => byLogin.delete(key));
    byLogin.set(key, token);
  }
  return token;
}

/**
 * Creates an account through the sign-up form and signs it in; returns the token response. For a
 * person nobody has talked to (the demo administrator cannot stand in: it is refused on messages).
 */
export async function signUp(base: string, userName: string, password = 'a-long-password-1') {
  const browser = new Browser(base);
  const { uid, verifier } = await beginAuthorization(browser, { screen_hint: 'signup' });
  await browser.fetch(`/interaction/${uid}`);
  const posted = await browser.postForm(`/interaction/${uid}/signup`, {
    first_name: 'Sam',
    last_name: 'Stranger',
    user_name: userName,
    email: `${userName}@example.test`,
    password,
    user_type: '1',
    provider_name: '',
  });
  const { location } = await browser.follow(posted);
  if (!location) throw new Error(`sign-up of ${userName} did not reach the callback`);
  const { body } = await exchangeCode(browser, location, verifier);
  return { browser, tokens: body };
}

export async function apiGet(base: string, path: string, token?: string) {
  const res = await fetch(new URL(path, base), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * Gives the PIN in this session, as the app asks for it before opening the messages: with the
 * PIN on (the demo `mentor`, DEMO_PIN in server/accounts/seed.ts), the server refuses the chat-server
 * calls to a session that has not given it (server/pin/guard.ts).
 */
export async function givePin(base: string, token: string, pin = '246810') {
  const res = await apiJson(base, 'POST', '/api/pin-manager/v1/pin/verify', { pin }, token);
  if (res.status !== 200) throw new Error(`PIN not accepted: ${res.status}`);
}

/** The user id behind an access token (GET /users/me). */
export async function userIdOf(base: string, token: string): Promise<number> {
  const me = await apiGet(base, '/api/user-manager/v1/users/me', token);
  return (me.body.data as { user_id: number }).user_id;
}

/** A JSON request with an optional bearer token; the body is parsed when there is one. */
export async function apiJson(base: string, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(path, base), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Record<string, any> };
}

export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/**
 * A server-sent-events reader over fetch (what EventSource does, minus reconnection):
 * `next()` resolves with the next message, `comments` and `retry` keep the rest.
 */
export class SseStream {
  readonly messages: SseMessage[] = [];
  readonly comments: string[] = [];
  retry?: number;
  /** The id of the server's \`ready\` event: where the stream stood when it opened. */
  readyId?: string;
  /** Resolves when the stream ends: 'end' (clean) or 'error' (cut). */
  readonly closed: Promise<'end' | 'error'>;
  private waiters: (() => void)[] = [];
  private read = 0;
  private done = false;

  private constructor(
    readonly res: Response,
    private readonly controller: AbortController,
  ) {
    this.closed = this.pump();
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
    const controller = new AbortController();
    const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
    if (res.status !== 200 || !res.body) throw Object.assign(new Error(`SSE answered ${res.status}`), { status: res.status });
    return new SseStream(res, controller);
  }

  private async pump(): Promise<'end' | 'error'> {
    const decoder = new TextDecoder();
    let buffer = '';
    let outcome: 'end' | 'error' = 'end';
    try {
      for await (const chunk of this.res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          this.parse(buffer.slice(0, split));
          buffer = buffer.slice(split + 2);
        }
      }
    } catch {
      outcome = 'error';
    }
    this.done = true;
    this.wake();
    return outcome;
  }

  private parse(block: string) {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      else if (line.startsWith('retry:')) this.retry = Number(line.slice(6).trim());
    }
    // Like a browser's onmessage, \`messages\` holds message events; \`ready\` only marks the position.
    if (event === 'ready') this.readyId = id;
    else if (data.length) this.messages.push({ ...(id === undefined ? {} : { id }), event, data: data.join('\n') });
    this.wake();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Waits until `predicate` holds (checked on every message and at the end). */
  async until(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (this.done) throw new Error('SSE stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('SSE wait timed out');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next unread message, its data parsed as JSON. */
  async next<T = Record<string, unknown>>(timeoutMs = 10_000): Promise<{ id?: string; event: string; data: T }> {
    await this.until(() => this.messages.length > this.read, timeoutMs);
    const message = this.messages[this.read++] as SseMessage;
    return { ...message, data: JSON.parse(message.data) as T };
  }

  /** `n` next messages. */
  async take<T = Record<string, unknown>>(n: number, timeoutMs = 10_000) {
    await this.until(() => this.messages.length >= this.read + n, timeoutMs);
    const out = [];
    for (let i = 0; i < n; i++) out.push(await this.next<T>());
    return out;
  }

  close() {
    this.controller.abort();
  }
}
