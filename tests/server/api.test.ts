import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, apiGet, signIn, serverPerFile } from './helpers';

const server = serverPerFile();
let token: string;
let userId: number;

beforeAll(async () => {
  token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  const me = await apiGet(server.url, '/api/user-manager/v1/users/me', token);
  userId = (me.body.data as { user_id: number }).user_id;
});

describe('API authentication', () => {
  it('answers 401 without a token', async () => {
    expect(await apiGet(server.url, '/api/user-manager/v1/users/me')).toEqual({ status: 401, body: { error: 'unauthorized' } });
  });

  it('answers 401 with a tampered token', async () => {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url');
    expect((await apiGet(server.url, '/api/user-manager/v1/users/me', `${header}.${forged}.${signature}`)).status).toBe(401);
    expect((await apiGet(server.url, '/api/user-manager/v1/users/me', `${token}x`)).status).toBe(401);
  });

  it('allows CORS preflight from the app origin with Authorization', async () => {
    const res = await fetch(`${server.url}/api/user-manager/v1/users/me`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });
});

describe('seeded counts for caregiver', () => {
  it('has 3 unseen notifications, 2 unread messages and 1 pending invitation', async () => {
    expect((await apiGet(server.url, `/api/user-audit/user-notification/bell-count/user/${userId}`, token)).body).toEqual({
      result_map: { notification_not_seen_count: 3 },
    });
    expect((await apiGet(server.url, '/api/chat-server/v2/chat/unread/count', token)).body).toEqual({ unreadCount: 2 });
    expect((await apiGet(server.url, `/api/user-manager/v1/users/${userId}/invitations/pending-count`, token)).body).toEqual({
      data: { count: 1 },
    });
  });

  it('refuses another user id with 403', async () => {
    expect((await apiGet(server.url, `/api/user-audit/user-notification/bell-count/user/${userId + 1}`, token)).status).toBe(403);
  });

  it('mentor has an absolute mentor_detail.profile_picture', async () => {
    const mentorToken = String((await signIn(server.url, 'mentor@demo.neurohealth.test')).tokens.access_token);
    const me = await apiGet(server.url, '/api/user-manager/v1/users/me', mentorToken);
    expect(me.body.data).toMatchObject({
      is_mentor: true,
      mentor_detail: { profile_picture: `${server.url}/public/avatars/mentor-mentor.svg` },
    });
  });
});

describe('faults', () => {
  it('makes the next bell-count call fail with the injected status, once', async () => {
    const path = '/api/user-audit/user-notification/bell-count';
    const added = await fetch(`${server.url}/__dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path, status: 503, times: 1 }),
    });
    expect(added.status).toBe(201);
    const failed = await apiGet(server.url, `${path}/user/${userId}`, token);
    expect(failed).toEqual({ status: 503, body: { error: 'injected fault' } });
    expect((await apiGet(server.url, `${path}/user/${userId}`, token)).status).toBe(200);
  });

  it('delays and lists and clears', async () => {
    await fetch(`${server.url}/__dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/chat-server', delayMs: 300 }),
    });
    expect(((await (await fetch(`${server.url}/__dev/faults`)).json()) as { faults: unknown[] }).faults).toHaveLength(1);
    const t0 = Date.now();
    expect((await apiGet(server.url, '/api/chat-server/v2/chat/unread/count', token)).status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
    await fetch(`${server.url}/__dev/faults`, { method: 'DELETE' });
    expect(((await (await fetch(`${server.url}/__dev/faults`)).json()) as { faults: unknown[] }).faults).toHaveLength(0);
  });
});

describe('Sentry sink', () => {
  it('stores a text/plain envelope without auth and lists it', async () => {
    const envelope = '{"event_id":"abc","sent_at":"2026-01-01T00:00:00Z"}\n{"type":"event"}\n{"message":"boom"}';
    const res = await fetch(`${server.url}/api/1/envelope/?sentry_key=neurohealth&sentry_version=7`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: APP_ORIGIN },
      body: envelope,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const listed = (await (await fetch(`${server.url}/__dev/error-reports`)).json()) as { reports: { envelope: string }[] };
    expect(listed.reports.map((r) => r.envelope)).toContain(envelope);
    await fetch(`${server.url}/__dev/error-reports`, { method: 'DELETE' });
    const cleared = (await (await fetch(`${server.url}/__dev/error-reports`)).json()) as { reports: unknown[] };
    expect(cleared.reports).toHaveLength(0);
  });
});

describe('public assets', () => {
  it('serves deterministic SVG avatars and the client config', async () => {
    const a = await fetch(`${server.url}/public/avatars/someone-new.svg`);
    expect(a.headers.get('content-type')).toContain('image/svg+xml');
    expect(await a.text()).toBe(await (await fetch(`${server.url}/public/avatars/someone-new.svg`)).text());
    // Issue #28.7: a person's avatar shows the initials of their SPEC §6 display name (the
    // mentor's and the coordinator's first and last name, the provider's practice, the user name
    // otherwise), in a colour from their user id, so two people whose user names start alike differ.
    const svg = async (name: string) => (await fetch(`${server.url}/public/avatars/${name}.svg`)).text();
    const initials = (text: string) => />([^<]*)<\/text>/.exec(text)?.[1];
    const colour = (text: string) => /<circle[^>]* fill="([^"]+)"/.exec(text)?.[1];
    expect(initials(await svg('mentor'))).toBe('PN');
    expect(initials(await svg('mentor-mentor'))).toBe('PN');
    expect(initials(await svg('coordinator'))).toBe('JL');
    expect(initials(await svg('provider'))).toBe('BT');
    const [caregiver, careseeker] = [await svg('caregiver'), await svg('careseeker')];
    expect([initials(caregiver), initials(careseeker)]).toEqual(['C', 'C']);
    expect(colour(caregiver)).not.toBe(colour(careseeker));
    // Anything else (a provider of the directory, a community) is drawn from its own name.
    expect(initials(await svg('someone-new'))).toBe('SN');
    const config = await fetch(`${server.url}/config.json`);
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(await config.json()).toMatchObject({ oidc: { authority: `${server.url}/oidc`, clientId: 'neurohealth-web' } });
  });
});
