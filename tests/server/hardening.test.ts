// @postgres: concurrent requests against the pool's connections and locks.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { optionsFromEnv } from '../../server/config';
import { blankValues, DatabaseError } from '../../server/db/errors';
import { openPglite } from '../../server/db/pglite';
import { devHookRefusal } from '../../server/dev/guard';
import { redactUrl } from '../../server/logging';
import { hashTokenId } from '../../server/oidc/adapter';
import { KEYS_FILE } from '../../server/oidc/keys';
import { appCsp } from '../../server/web/csp';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../server/http-server';
import { LOGOUT_SCRIPT } from '../../server/web/inline-scripts';
import { PASSWORD_RULE, passwordProblem } from '../../server/accounts/password-policy';
import {
  APP_ORIGIN,
  apiGet,
  apiJson,
  beginAuthorization,
  exchangeCode,
  freshDatabaseUrl,
  Browser,
  DEMO_PASSWORD,
  makeDataDir,
  serverPerFile,
  SseStream,
  signIn,
  start,
  userIdOf,
} from './helpers';

/**
 * Two servers for the whole file, its cases run concurrently (they are independent: each
 * signs in, fails, signs up or connects as its own account, or reads only what it made):
 *
 * - `server`, as every server test's, with the error-report sink's bounds lowered (only the
 *   sink's case posts reports);
 * - `plain`, as `npm start` starts it (no development hooks), with 8-second access tokens
 *   and the sign-in guard's delays and sign-up limit lowered. Only the token-expiry and
 *   throttling cases use it; none of them needs a token for longer than it lives. (A token
 *   must outlive opening its three connections on a loaded machine: at 3 s the voice socket
 *   was once refused with 401 on the PostgreSQL pass.)
 *
 * Two cases still make a data folder of their own: they read it on disk after the server closes.
 */
const server = serverPerFile({ errorReports: { perMinute: 5, keep: 3 } });
const plain = serverPerFile({
  devHooks: optionsFromEnv({}).devHooks,
  accessTokenTtl: 8,
  signInGuard: { account: { baseDelayMs: 20, maxDelayMs: 200 }, signUp: { lockAfter: 3 } },
});

describe.concurrent('development hooks (#7.2)', () => {
  it('are off, and no development origin is trusted, unless the environment asks', () => {
    const plain = optionsFromEnv({});
    expect(plain.devHooks).toBe(false);
    expect(plain.appOrigins).toEqual([]);
    expect(optionsFromEnv({ NODE_ENV: 'development' }).devHooks).toBe(false);
    expect(optionsFromEnv({ REFERENCE_DEV_HOOKS: '1' }).devHooks).toBe(true);
  });

  it('do not exist on a server started as npm start starts it', async () => {
    for (const path of ['/__dev/notify', '/__dev/chat', '/__dev/faults']) {
      const res = await fetch(`${plain.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status, path).toBe(404);
    }
    expect((await fetch(`${plain.url}/__dev/error-reports`)).status).toBe(404);
  });

  it('refuse a cross-site form post, a foreign Origin, and callers off the loopback interface', async () => {
    const form = await fetch(`${server.url}/__dev/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'user_name=caregiver&type=Chat',
    });
    expect(form.status).toBe(403);
    const plainText = await fetch(`${server.url}/__dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"status":500}',
    });
    expect(plainText.status).toBe(403);
    const foreign = await fetch(`${server.url}/__dev/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ from: 'admin', to: 'caregiver', message: 'hi' }),
    });
    expect(foreign.status).toBe(403);
    // JSON from this machine still works (the test runner's way in).
    expect((await apiJson(server.url, 'POST', '/__dev/notify', { user_name: 'caregiver', type: 'Chat' })).status).toBe(200);
    expect(devHookRefusal({ method: 'GET', headers: {}, remoteAddress: '10.0.0.5' }, [])).toMatch(/loopback/);
    expect(devHookRefusal({ method: 'GET', headers: {}, remoteAddress: '::ffff:127.0.0.1' }, [])).toBeUndefined();
  });
});

describe.concurrent('live connections end with their token (#7.6)', () => {
  async function openAll(base: string, token: string) {
    const userId = await userIdOf(base, token);
    const stream = await SseStream.open(
      `${base}/public/user-audit/server-event/subscribe/${userId}?access_token=${encodeURIComponent(token)}`,
    );
    const socket = io(base, {
      path: '/public/chat-sockets/socket.io',
      transports: ['websocket'],
      query: { userId: String(userId) },
      auth: { token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const socketClosed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    const voice = new WebSocket(
      `${base.replace('http', 'ws')}/public/voice-assistant/v1/voice-to-text/stream?access_token=${encodeURIComponent(token)}`,
    );
    await new Promise((resolve, reject) => {
      voice.on('open', resolve);
      voice.on('error', reject);
    });
    const voiceClosed = new Promise<number>((resolve) => voice.on('close', (code) => resolve(code)));
    return { stream, socketClosed, voiceClosed };
  }

  it('closes the event stream, the chat socket and the voice socket when the access token expires', async () => {
    const token = String((await signIn(plain.url, 'caregiver')).tokens.access_token);
    const { stream, socketClosed, voiceClosed } = await openAll(plain.url, token);
    expect(await stream.closed).toBe('end');
    expect(await socketClosed).toBe('io server disconnect');
    expect(await voiceClosed).toBe(1008);
  });

  it('closes them when the person signs out (the refresh token, and with it the grant, is revoked)', async () => {
    const { tokens } = await signIn(server.url, 'careseeker');
    const { stream, socketClosed, voiceClosed } = await openAll(server.url, String(tokens.access_token));
    const revoked = await fetch(`${server.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
      body: new URLSearchParams({
        token: String(tokens.refresh_token),
        token_type_hint: 'refresh_token',
        client_id: 'neurohealth-web',
      }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect(await stream.closed).toBe('end');
    expect(await socketClosed).toBe('io server disconnect');
    expect(await voiceClosed).toBe(1008);
  });
});

describe.concurrent('headers (#7.7)', () => {
  it('the server pages carry a CSP that allows only their own inline scripts, are never framed, and keep the microphone to this origin', async () => {
    const res = await fetch(`${server.url}/oidc/session/end`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src( 'sha256-[^']+')+(;|$)/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toContain('microphone=(self), camera=(self), display-capture=(self)');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
  });

  it('an idle connection is kept 72 s, as Fastify keeps its own, so a client reusing it is not reset', async () => {
    // Node's 5 s default closed sockets under clients about to reuse them (ECONNRESET on a busy machine).
    for (const path of ['/oidc/session/end', '/config.json']) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('keep-alive'), path).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    }
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });

  it("the app's policy: scripts from self, connections to the configured API, not framed", () => {
    const csp = appCsp({ publicOrigin: 'https://care.example' });
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' https://care.example wss://care.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
  });
});

describe.concurrent('cross-site sign-out (#7.8)', () => {
  it('asks for confirmation when the request has no id_token_hint from this client', async () => {
    const { browser } = await signIn(server.url, 'careseeker');
    const res = await browser.fetch('/oidc/session/end');
    const html = await res.text();
    expect(html).toContain('Sign out of NeuroHealth Care?');
    expect(html).toContain('Stay signed in');
    expect(html).not.toContain(LOGOUT_SCRIPT);
    // Still signed in: a new authorization goes straight through (no sign-in page).
    const again = await browser.fetch(`/oidc/session/end?client_id=neurohealth-web`);
    expect(await again.text()).not.toContain(LOGOUT_SCRIPT);
  });

  it("submits itself for the app's own Log out (a valid id_token_hint)", async () => {
    const { browser, tokens } = await signIn(server.url, 'careseeker');
    const res = await browser.fetch(
      `/oidc/session/end?${new URLSearchParams({ id_token_hint: String(tokens.id_token), client_id: 'neurohealth-web' })}`,
    );
    expect(await res.text()).toContain(LOGOUT_SCRIPT);
  });
});

describe.concurrent('secrets stay out of logs (#7.13)', () => {
  it('a database error keeps its code and loses the values: parameters, detail, quoted input', async () => {
    const data = await makeDataDir();
    const db = await openPglite(data.dir);
    try {
      const error = await db.query('select $1::int', ['s3cret-hash-value']).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DatabaseError);
      expect((error as DatabaseError).code).toBe('22P02');
      expect(JSON.stringify(error)).not.toContain('s3cret');
      expect(String((error as Error).message)).not.toContain('s3cret');
    } finally {
      await db.close();
      await data.remove();
    }
    const fromPg = new DatabaseError({
      code: '23505',
      constraint: 'users_email_key',
      message: 'duplicate key',
      detail: 'Key (email)=(a@b.example) already exists.',
    });
    expect(JSON.stringify(fromPg)).not.toContain('a@b.example');
    expect(blankValues('Key (email)=(a@b.example) already exists')).not.toContain('a@b.example');
  });

  it('redacts credentials in logged URLs', () => {
    expect(redactUrl('/x?access_token=abc.def&lastEventId=4')).toBe('/x?access_token=[redacted]&lastEventId=4');
    expect(redactUrl('/oidc/session/end?id_token_hint=abc')).toBe('/oidc/session/end?id_token_hint=[redacted]');
  });
});

describe.concurrent('every input is validated at the route (#7.10)', () => {
  let token = '';
  const get = (path: string) => apiJson(server.url, 'GET', path, undefined, token);
  const post = (path: string, body?: unknown) => apiJson(server.url, 'POST', path, body, token);
  beforeAll(async () => {
    token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  });

  it('answers 400 with the field, never 500 or database text, for what used to reach SQL', async () => {
    for (const sortField of ['__proto__', 'constructor', 'toString']) {
      const res = await post(`/api/user-audit/user-notification/get?sortField=${sortField}`, {});
      expect(res.status, sortField).toBe(400);
      expect(res.body.issues[0].path).toBe('query.sortField');
    }
    const huge = await post('/api/user-audit/user-notification/get?page=1e20', {});
    expect(huge.status).toBe(400);
    expect(huge.body.issues.map((i: { path: string }) => i.path)).toContain('query.page');
    const chat = await get('/api/chat-server/v2/chat/99999999999/messages');
    expect(chat.status).toBe(400);
    expect(chat.body.issues[0].path).toBe('params.id');
    const mark = await post('/api/user-audit/user-notification/mark-read/id/99999999999');
    expect(mark.status).toBe(400);
    for (const res of [huge, chat, mark])
      expect(JSON.stringify(res.body)).not.toMatch(/syntax|relation|column|integer out of range/i);
  });

  it('refuses NUL in a chat message, the contact form, sign-up and the OIDC state and nonce', async () => {
    const message = await post('/api/chat-server/v2/chat/careseeker/messages', { message: 'hi\u0000there' });
    expect(message.status).toBe(400);
    expect(message.body.issues[0]).toEqual({ path: 'body.message', message: 'must not contain NUL characters' });
    const contact = await apiJson(server.url, 'POST', '/public/contact-messages', {
      name: 'A\u0000',
      email: 'a@b.example',
      message: 'hello',
    });
    expect(contact.status).toBe(400);
    const signup = await fetch(`${server.url}/interaction/nope/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'user_name=a%00b&password=x',
    });
    expect(signup.status).toBe(400);
    for (const param of ['state', 'nonce']) {
      const res = await fetch(
        `${server.url}/oidc/auth?client_id=neurohealth-web&response_type=code&scope=openid&${param}=a%00b`,
        { redirect: 'manual' },
      );
      expect(res.status, param).toBe(400);
    }
    // The server is fine afterwards.
    expect((await get('/api/user-manager/v1/users/me')).status).toBe(200);
  });
});

describe.concurrent('sign-in throttling (#7.3)', () => {
  const guarded = plain;

  async function attempt(base: string, login: string, password: string, browser?: Browser) {
    const b = browser ?? new Browser(base);
    const { uid } = await beginAuthorization(b);
    const started = performance.now();
    const res = await b.postForm(`/interaction/${uid}/login`, { login, password });
    return { status: res.status, html: await res.text(), ms: performance.now() - started, browser: b };
  }

  it('slows each further failure, locks the account after 10, refuses even the right password, and says when to try again', async () => {
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await attempt(guarded.url, 'mentor', `wrong-password-${i}`));
    expect(answers.slice(0, 9).every((a) => a.html.includes('Wrong e-mail, user name or password.'))).toBe(true);
    expect(answers[9]!.status).toBe(429);
    expect(answers[9]!.html).toContain('Too many failed sign-ins. Try again in 15 minutes.');
    // Growing delays: the ninth answer waited for 8 earlier failures (20 ms doubling, capped at 200).
    expect(answers[8]!.ms).toBeGreaterThan(150);
    const right = await attempt(guarded.url, 'mentor', DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.html).toContain('Try again in');
    expect(right.html).not.toContain('password.');
    // Another account is not locked by it.
    expect((await attempt(guarded.url, 'coordinator', DEMO_PASSWORD)).status).toBe(303);
  });

  it('answers an unknown user the same way, and only after a password check', async () => {
    const unknown = await attempt(guarded.url, 'nobody-by-this-name', 'some-password');
    const known = await attempt(guarded.url, 'provider', 'some-password');
    expect(unknown.html.replace(/nobody-by-this-name/g, 'X').replace(/interaction\/[^/"]+/g, '')).toBe(
      known.html.replace(/provider/g, 'X').replace(/interaction\/[^/"]+/g, ''),
    );
  });

  it('limits sign-ups per address, and may say that a name is taken', async () => {
    const browser = new Browser(guarded.url);
    const form = (n: string) => ({
      first_name: 'A',
      last_name: 'B',
      user_name: n,
      email: `${n}@example.com`,
      password: 'a-long-password',
      user_type: '1',
    });
    const { uid } = await beginAuthorization(browser);
    const taken = await browser.postForm(`/interaction/${uid}/signup`, form('caregiver'));
    expect(await taken.text()).toContain('This user name is already taken.');
    await browser.postForm(`/interaction/${uid}/signup`, form('x'));
    await browser.postForm(`/interaction/${uid}/signup`, form('y'));
    const limited = await browser.postForm(`/interaction/${uid}/signup`, form('throttled-person'));
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many new accounts from this network.');
  });
});

describe.concurrent('accounts (#7.11, #7.12)', () => {
  it('three sign-ups differing only in letter case: exactly one succeeds', async () => {
    const names = ['Casey.Race', 'casey.race', 'CASEY.RACE'];
    const results = await Promise.all(
      names.map(async (name) => {
        const browser = new Browser(server.url);
        const { uid } = await beginAuthorization(browser);
        const res = await browser.postForm(`/interaction/${uid}/signup`, {
          first_name: 'Casey',
          last_name: 'Race',
          user_name: name,
          email: `${name}@Example.com`,
          password: 'a-long-password',
          user_type: '1',
        });
        return res.status;
      }),
    );
    expect(results.filter((s) => s === 303)).toHaveLength(1);
  });

  it('refuses common, blank and short passwords, and shows the rule on the form', async () => {
    expect(passwordProblem('password')).toMatch(/at least 10/);
    expect(passwordProblem('          ')).toMatch(/only spaces/);
    expect(passwordProblem('Password2026!')).toMatch(/too common/);
    expect(passwordProblem('qwertyuiop')).toMatch(/too common/);
    expect(passwordProblem('aaaaaaaaaaaa')).toMatch(/too common/);
    expect(passwordProblem('river-lamp-orbit')).toBeUndefined();
    const browser = new Browser(server.url);
    const { uid } = await beginAuthorization(browser);
    const page = await (await browser.fetch(`/interaction/${uid}?screen=signup`)).text();
    expect(page).toContain(PASSWORD_RULE);
    const refused = await browser.postForm(`/interaction/${uid}/signup`, {
      first_name: 'W',
      last_name: 'P',
      user_name: 'weak.pass',
      email: 'weak@example.com',
      password: 'password',
      user_type: '1',
    });
    expect(await refused.text()).toContain('Use at least 10 characters.');
  });
});

describe.concurrent('the error-report sink is bounded (#7.4)', () => {
  const sink = server;
  const post = (project: string, body: string) =>
    fetch(`${sink.url}/api/${project}/envelope/`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
  const stored = async () =>
    ((await (await fetch(`${sink.url}/__dev/error-reports`)).json()) as { reports: { envelope: string }[] }).reports;

  it('takes only the configured project, refuses envelopes over 200 kB, keeps the newest N, and limits each address', async () => {
    expect((await post('2', '{}')).status).toBe(404);
    expect((await post('1', 'x'.repeat(250 * 1024))).status).toBe(413);
    for (let i = 1; i <= 4; i++) expect((await post('1', `{"n":${i}}`)).status).toBe(200);
    expect((await stored()).map((r) => r.envelope)).toEqual(['{"n":2}', '{"n":3}', '{"n":4}']);
    expect((await post('1', '{"n":5}')).status).toBe(200);
    // Five a minute from one address: the sixth is refused.
    const limited = await post('1', '{"n":6}');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
  });
});

describe.concurrent('per-user limits on connections and messages (#7.15)', () => {
  it('refuses an eleventh event stream, chat socket or voice socket with a clear 429', async () => {
    const token = String((await signIn(server.url, 'coordinator')).tokens.access_token);
    const userId = await userIdOf(server.url, token);
    const url = `${server.url}/public/user-audit/server-event/subscribe/${userId}?access_token=${encodeURIComponent(token)}`;
    const streams = await Promise.all(Array.from({ length: 10 }, () => SseStream.open(url)));
    const refused = await fetch(url);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many open connections/);
    streams[0]!.close();
    await streams[0]!.closed;
    await expect
      .poll(async () => {
        const r = await fetch(url);
        const ok = r.status === 200;
        await r.body?.cancel();
        return ok;
      })
      .toBe(true);
    for (const s of streams) s.close();

    const sockets = [];
    for (let i = 0; i < 10; i++) {
      const socket = io(server.url, {
        path: '/public/chat-sockets/socket.io',
        transports: ['websocket'],
        query: { userId: String(userId) },
        auth: { token },
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      sockets.push(socket);
    }
    const extra = io(server.url, {
      path: '/public/chat-sockets/socket.io',
      transports: ['websocket'],
      query: { userId: String(userId) },
      auth: { token },
      reconnection: false,
    });
    const error = await new Promise<Error & { data?: { status?: number } }>((resolve) => extra.on('connect_error', resolve));
    expect(error.message).toBe('too many connections');
    expect(error.data?.status).toBe(429);
    for (const s of [...sockets, extra]) s.close();
  });

  it('refuses the 61st chat message in a minute with a message the app can show', async () => {
    const token = String((await signIn(server.url, 'mentor')).tokens.access_token);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push(
        (await apiJson(server.url, 'POST', '/api/chat-server/v2/chat/careseeker/messages', { message: `hello ${i}` }, token))
          .status,
      );
    }
    expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
    const last = await apiJson(
      server.url,
      'POST',
      '/api/chat-server/v2/chat/careseeker/messages',
      { message: 'one more' },
      token,
    );
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('You are sending messages too quickly. Wait a minute, then send again.');
  });
});

describe.concurrent('secrets at rest (#7.14)', () => {
  it('keeps the signing and cookie keys in a 0600 file, not the database, and refresh tokens by hash', async () => {
    const data = await makeDataDir();
    const own = await start(data.dir);
    try {
      const { tokens } = await signIn(own.url, 'caregiver');
      const file = await stat(path.join(data.dir, KEYS_FILE));
      expect(file.mode & 0o777).toBe(0o600);
      const keys = JSON.parse(await readFile(path.join(data.dir, KEYS_FILE), 'utf8')) as {
        jwks: { keys: unknown[] };
        cookie_keys: string[];
      };
      expect(keys.jwks.keys.length).toBeGreaterThan(0);
      await own.close();
      // Read the database directly (PGlite here; the Postgres pass checks the same through the server).
      if (!process.env.TEST_POSTGRES_URL) {
        const db = await openPglite(data.dir);
        try {
          const { rows } = await db.query<{ name: string }>('select name from server_keys');
          expect(rows).toEqual([]);
          const dump = JSON.stringify((await db.query('select id, payload from oidc_payloads')).rows);
          expect(dump).not.toContain(String(tokens.refresh_token));
          expect(dump).toContain(hashTokenId(String(tokens.refresh_token)));
        } finally {
          await db.close();
        }
      }
    } finally {
      await own.close().catch(() => undefined);
      await data.remove();
    }
  });

  it('with DATABASE_URL and SERVER_KEYS_SECRET, keeps them encrypted in the database', async () => {
    const database = await freshDatabaseUrl();
    if (!database) return; // Only on the real-Postgres pass of npm test.
    const data = await makeDataDir();
    try {
      const first = await start(data.dir, { databaseUrl: database.url, keysSecret: 'a test secret' });
      const { tokens } = await signIn(first.url, 'caregiver');
      await first.close();
      const client = new pg.Client(database.url);
      await client.connect();
      const { rows } = await client.query<{ name: string; value: unknown }>('select name, value from server_keys');
      await client.end();
      expect(rows.map((r) => r.name)).toEqual(['keys_encrypted']);
      expect(JSON.stringify(rows)).not.toMatch(/"kty"|"d":/);
      // Another data folder (another server) with the same secret verifies the same tokens.
      const other = await makeDataDir();
      const second = await start(other.dir, {
        databaseUrl: database.url,
        keysSecret: 'a test secret',
        port: Number(new URL(first.url).port),
      });
      expect((await apiGet(second.url, '/api/user-manager/v1/users/me', String(tokens.access_token))).status).toBe(200);
      await second.close();
      await other.remove();
    } finally {
      await data.remove();
      await database.drop();
    }
  });
});

describe.concurrent('email_verified means verified (#7.5)', () => {
  const claims = (idToken: unknown) =>
    JSON.parse(Buffer.from(String(idToken).split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

  it('is true for seeded accounts, false after sign-up, and true once the e-mailed link is opened (once)', async () => {
    expect(claims((await signIn(server.url, 'careseeker')).tokens.id_token).email_verified).toBe(true);

    const browser = new Browser(server.url);
    const { uid, verifier } = await beginAuthorization(browser);
    const email = `Verify.Me.${Date.now()}@example.com`;
    const posted = await browser.postForm(`/interaction/${uid}/signup`, {
      first_name: 'Vera',
      last_name: 'Fy',
      user_name: `vera${Date.now()}`,
      email,
      password: 'river-lamp-orbit',
      user_type: '1',
    });
    const { location } = await browser.follow(posted);
    const { body } = await exchangeCode(browser, location ?? '', verifier);
    expect(claims(body.id_token).email_verified).toBe(false);

    const { mail } = (await (await fetch(`${server.url}/__dev/mail`)).json()) as {
      mail: { to: string; subject: string; text: string }[];
    };
    const sent = mail.find((m) => m.to === email);
    expect(sent?.subject).toBe('Confirm your e-mail address for NeuroHealth Care');
    const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(sent?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    const opened = await fetch(link.replace(/^https?:\/\/[^/]+/, server.url));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Your e-mail address is confirmed');
    expect((await fetch(link.replace(/^https?:\/\/[^/]+/, server.url))).status).toBe(400);

    const again = await signIn(server.url, email, 'river-lamp-orbit');
    expect(claims(again.tokens.id_token).email_verified).toBe(true);
  });
});

describe.concurrent('the event stream and the sign-in forms are validated too (#7.10)', () => {
  it('answers 400 with the field for a malformed stream path, and treats odd form bodies as plain wrong input', async () => {
    const token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
    const res = await fetch(
      `${server.url}/public/user-audit/server-event/subscribe/99999999999?access_token=${encodeURIComponent(token)}`,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe('params.userId');
    const browser = new Browser(server.url);
    const { uid } = await beginAuthorization(browser);
    const odd = await browser.fetch(`/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: ['caregiver'], password: { $ne: '' } }),
    });
    expect(odd.status).toBe(200);
    expect(await odd.text()).toContain('Wrong e-mail, user name or password.');
  });
});
