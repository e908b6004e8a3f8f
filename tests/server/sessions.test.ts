// @postgres: the sessions' store.
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../contract/admin';
import { idleMinutesFromEnv, optionsFromEnv } from '../../server/config';
import {
  apiGet,
  apiJson,
  beginAuthorization,
  Browser,
  DEMO_PASSWORD,
  exchangeCode,
  serverPerFile,
  signIn,
  SseStream,
  userIdOf,
} from './helpers';

/*
 * A person's own sessions (issue #37, Settings › Sessions: contract/sessions.ts, server/sessions)
 * and a session's end reaching its open pages (issue #36): each session is listed with its
 * browser, address and times; one or all others are signed out; another person's sessions are
 * neither listed nor ended; an ended session's event stream and chat socket say why before they
 * close. Administrators are refused on messages (routes and socket).
 */
const server = serverPerFile();
const S = '/api/sessions/v1/sessions';
const SOCKET_PATH = '/public/chat-sockets/socket.io';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A browser that says which one it is: Settings names sessions by their user agent. */
class NamedBrowser extends Browser {
  constructor(
    base: string,
    readonly userAgent: string,
  ) {
    super(base);
  }
  override fetch(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set('user-agent', this.userAgent);
    return super.fetch(url, { ...init, headers });
  }
}

/** Signs in from a named browser; answers its access token. */
async function signInFrom(login: string, userAgent: string): Promise<string> {
  const browser = new NamedBrowser(server.url, userAgent);
  const { uid, verifier } = await beginAuthorization(browser);
  await browser.fetch(`/interaction/${uid}`);
  const { location } = await browser.follow(
    await browser.postForm(`/interaction/${uid}/login`, { login, password: DEMO_PASSWORD }),
  );
  const { body } = await exchangeCode(browser, location!, verifier);
  return String(body.access_token);
}

type Listed = { id: string; current: boolean; device: string | null; address: string | null; signed_in_at: string | null };
const list = async (token: string) => {
  const res = await apiGet(server.url, S, token);
  expect(res.status).toBe(200);
  return res.body.data as Listed[];
};
const works = async (token: string) => (await apiGet(server.url, '/api/user-manager/v1/users/me', token)).status;
const stream = async (token: string, userId?: number) =>
  SseStream.open(
    `${server.url}/public/user-audit/server-event/subscribe/${userId ?? (await userIdOf(server.url, token))}?access_token=${token}`,
  );

/** The `session.ended` message a closed stream sent last, parsed. */
async function endedReason(s: SseStream) {
  await s.closed;
  const last = s.messages.at(-1);
  return last?.event === 'session.ended' ? (JSON.parse(last.data) as { reason: string }).reason : undefined;
}

/** A chat socket opened with a token: resolves once connected, or with the connect error's data. */
async function socketOf(token: string, userId?: number) {
  const socket = io(server.url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    query: { userId: String(userId ?? (await userIdOf(server.url, token))) },
    auth: { token },
  });
  const ended = new Promise<string>((resolve) => socket.on('session.ended', (m: { reason: string }) => resolve(m.reason)));
  const opened = await new Promise<{ status?: number; message?: string } | undefined>((resolve) => {
    socket.on('connect', () => resolve(undefined));
    socket.on('connect_error', (e) => resolve((e as Error & { data?: { status?: number; message?: string } }).data ?? {}));
  });
  return { socket, ended, refused: opened };
}

describe('the person’s own sessions', () => {
  let laptop: string;
  let phone: string;

  beforeAll(async () => {
    laptop = await signInFrom('caregiver', FIREFOX);
    phone = await signInFrom('caregiver', SAFARI);
  });

  it('lists this browser first, then the others, each with its browser, address and times', async () => {
    const sessions = await list(laptop);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions[0]).toMatchObject({ current: true, device: 'Firefox on Linux' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => s.device === 'Safari on iOS');
    expect(other).toMatchObject({ current: false, address: expect.any(String), signed_in_at: expect.any(String) });
    // The id is no cookie value: it is not the session cookie's, and it is the same from either side.
    expect((await list(phone)).find((s) => s.current)?.id).toBe(other!.id);
  });

  it('another person neither sees nor signs out these sessions', async () => {
    const stranger = String((await signIn(server.url, 'careseeker')).tokens.access_token);
    const theirs = (await list(laptop)).map((s) => s.id);
    const mine = (await list(stranger)).map((s) => s.id);
    expect(mine.some((id) => theirs.includes(id))).toBe(false);
    for (const id of theirs) expect((await apiJson(server.url, 'DELETE', `${S}/${id}`, undefined, stranger)).status).toBe(404);
    expect((await apiJson(server.url, 'POST', `${S}/sign-out-others`, undefined, stranger)).status).toBe(200);
    expect(await works(laptop)).toBe(200);
    expect(await works(phone)).toBe(200);
  });

  it('signs out one other session: its tokens stop and its open stream hears why; this one is refused (use Log out)', async () => {
    const sessions = await list(laptop);
    const own = sessions.find((s) => s.current)!;
    expect((await apiJson(server.url, 'DELETE', `${S}/${own.id}`, undefined, laptop)).status).toBe(409);

    const phoneUser = await userIdOf(server.url, phone);
    const phoneStream = await stream(phone);
    const phoneSocket = await socketOf(phone);
    expect(phoneSocket.refused).toBeUndefined();
    const phoneId = (await list(phone)).find((s) => s.current)!.id;
    expect((await apiJson(server.url, 'DELETE', `${S}/${phoneId}`, undefined, laptop)).status).toBe(200);

    expect(await endedReason(phoneStream)).toBe('signed_out_elsewhere');
    expect(await phoneSocket.ended).toBe('signed_out_elsewhere');
    expect(await works(phone)).toBe(401);
    expect(await works(laptop)).toBe(200);
    expect((await list(laptop)).map((s) => s.id)).not.toContain(phoneId);
    // Its reconnection is refused.
    await expect(stream(phone, phoneUser)).rejects.toMatchObject({ status: 401 });
    expect((await socketOf(phone, phoneUser)).refused).toMatchObject({ status: 401 });
  });

  it('signs out every other session at once', async () => {
    const tablet = await signInFrom('caregiver', SAFARI);
    const res = await apiJson(server.url, 'POST', `${S}/sign-out-others`, undefined, laptop);
    expect(res.body).toMatchObject({ result: 'ok', signed_out: expect.any(Number) });
    expect(res.body.signed_out).toBeGreaterThanOrEqual(1);
    expect(await works(tablet)).toBe(401);
    expect(await works(laptop)).toBe(200);
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);
  });
});

describe('idle sign-out (issue #62)', () => {
  it('ends this browser’s own session at the server: its tokens stop, its open stream hears why; the person’s other session carries on', async () => {
    const idle = await signInFrom('caregiver', FIREFOX);
    const other = await signInFrom('caregiver', SAFARI);
    const idleStream = await stream(idle);
    const idleId = (await list(idle)).find((s) => s.current)!.id;
    const res = await apiJson(server.url, 'POST', `${S}/current/idle-sign-out`, undefined, idle);
    expect(res).toMatchObject({ status: 200, body: { result: 'ok' } });
    expect(await endedReason(idleStream)).toBe('idle');
    expect(await works(idle)).toBe(401);
    expect(await works(other)).toBe(200);
    expect((await list(other)).map((s) => s.id)).not.toContain(idleId);
    // Nobody else's: without a token it is refused, and an ended session cannot call it again.
    expect((await apiJson(server.url, 'POST', `${S}/current/idle-sign-out`, undefined, '')).status).toBe(401);
    expect((await apiJson(server.url, 'POST', `${S}/current/idle-sign-out`, undefined, idle)).status).toBe(401);
  });

  it('hands the app its idle time in /config.json: 30 minutes unless IDLE_SIGN_OUT_MINUTES says otherwise', async () => {
    const config = (await (await fetch(`${server.url}/config.json`)).json()) as { session?: { idleMinutes?: number } };
    expect(config.session).toEqual({ idleMinutes: 30 });
    expect(optionsFromEnv({ IDLE_SIGN_OUT_MINUTES: '15' }).idleSignOutMinutes).toBe(15);
    expect(optionsFromEnv({}).idleSignOutMinutes).toBeUndefined();
    for (const wrong of ['1', '2.5', 'soon']) expect(() => idleMinutesFromEnv(wrong)).toThrow(/IDLE_SIGN_OUT_MINUTES/);
  });
});

describe('a password change', () => {
  it('signs out the person’s other sessions: their open stream hears why; this one carries on', async () => {
    const here = await signInFrom('coordinator', FIREFOX);
    const there = await signInFrom('coordinator', SAFARI);
    const open = await stream(there);
    const res = await apiJson(
      server.url,
      'POST',
      '/api/account/v1/password',
      { current_password: DEMO_PASSWORD, new_password: 'a-much-longer-passphrase-2026' },
      here,
    );
    expect(res.status).toBe(200);
    expect(await endedReason(open)).toBe('password_changed');
    expect(await works(there)).toBe(401);
    expect(await works(here)).toBe(200);
  });
});

describe('an administrator ends a member’s sessions', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = String((await signIn(server.url, 'admin')).tokens.access_token);
  });

  it('signs a member out everywhere with a reason and one audit row; their stream and socket hear why', async () => {
    const member = await signInFrom('provider', FIREFOX);
    const other = await signInFrom('provider', SAFARI);
    const memberId = await userIdOf(server.url, member);
    const open = await stream(member);
    const socket = await socketOf(other);
    const before = (await apiGet(server.url, `${admin.ADMIN}/audit?action=sign_out_everywhere`, adminToken)).body.data as {
      total: number;
    };

    const noReason = await apiJson(server.url, 'POST', `${admin.ADMIN}/members/${memberId}/sign-out`, { reason: '' }, adminToken);
    expect(noReason.status).toBe(400);
    const refused = await apiJson(server.url, 'POST', `${admin.ADMIN}/members/${memberId}/sign-out`, { reason: 'x' }, other);
    expect(refused.status).toBe(403);

    const res = await apiJson(
      server.url,
      'POST',
      `${admin.ADMIN}/members/${memberId}/sign-out`,
      { reason: 'Lost their phone' },
      adminToken,
    );
    expect(res.status).toBe(200);
    expect(await endedReason(open)).toBe('signed_out_by_administrator');
    expect(await socket.ended).toBe('signed_out_by_administrator');
    expect(await works(member)).toBe(401);
    expect(await works(other)).toBe(401);

    const after = (await apiGet(server.url, `${admin.ADMIN}/audit?action=sign_out_everywhere&target=${memberId}`, adminToken))
      .body.data as { total: number; data: admin.AuditRow[] };
    expect(after.data.map((r) => [r.action, r.reason, r.actor.user_name])).toEqual([
      ['sign_out_everywhere', 'Lost their phone', 'admin'],
    ]);
    expect(before.total + 1).toBe(
      ((await apiGet(server.url, `${admin.ADMIN}/audit?action=sign_out_everywhere`, adminToken)).body.data as { total: number })
        .total,
    );
    // Not suspended: the member signs in again.
    expect(await works(await signInFrom('provider', FIREFOX))).toBe(200);
  });

  it('a suspension tells the member’s open stream and socket that the account is suspended', async () => {
    const member = await signInFrom('mentor', FIREFOX);
    const memberId = await userIdOf(server.url, member);
    const open = await stream(member);
    const socket = await socketOf(member);
    const res = await apiJson(
      server.url,
      'POST',
      `${admin.ADMIN}/members/${memberId}/suspend`,
      { reason: 'Spam', until: null },
      adminToken,
    );
    expect(res.status).toBe(200);
    expect(await endedReason(open)).toBe('suspended');
    expect(await socket.ended).toBe('suspended');
    await apiJson(server.url, 'POST', `${admin.ADMIN}/members/${memberId}/unsuspend`, { reason: 'Checked' }, adminToken);
  });

  it('refuses an administrator on messages: every chat route answers 403 and the chat socket refuses to connect', async () => {
    for (const path of ['/api/chat-server/v2/chat', '/api/chat-server/v2/chat/unread/count', '/api/chat-server/v2/blocked']) {
      const res = await apiGet(server.url, path, adminToken);
      expect([path, res.status, res.body.message]).toEqual([path, 403, expect.stringContaining('messages')]);
    }
    const sent = await apiJson(server.url, 'POST', '/api/chat-server/v2/chat/careseeker/messages', { message: 'Hi' }, adminToken);
    expect(sent.status).toBe(403);
    const { refused, socket } = await socketOf(adminToken);
    expect(refused).toMatchObject({ status: 403, message: 'Administrators cannot read members\u2019 messages.' });
    socket.close();
    // A member's token still reaches them.
    const member = String((await signIn(server.url, 'careseeker')).tokens.access_token);
    expect((await apiGet(server.url, '/api/chat-server/v2/chat', member)).status).toBe(200);
  });
});
