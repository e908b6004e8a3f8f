// @postgres: the event outbox: LISTEN/NOTIFY on PostgreSQL, polling on PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, apiGet, apiJson, signIn, SseStream, userIdOf, serverPerFile } from './helpers';

const SSE = '/public/user-audit/server-event/subscribe';

const server = serverPerFile({ sseKeepAliveMs: 200 });
let token: string;
let userId: number;
const open: SseStream[] = [];

interface Notification {
  notificationId: string;
  type: string;
  subType?: string;
  notification: string;
  notificationFrom?: string;
  notificationUsername?: string;
  userImageUrl?: string;
  postId?: string | number;
  meeting_id?: string;
  createdAt: string;
}

const subscribeUrl = (query: Record<string, string> = {}, id: number = userId) =>
  `${server.url}${SSE}/${id}?${new URLSearchParams({ access_token: token, ...query })}`;

async function subscribe(query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const stream = await SseStream.open(subscribeUrl(query), headers);
  open.push(stream);
  return stream;
}

async function notify(body: Record<string, unknown>) {
  const res = await apiJson(server.url, 'POST', '/__dev/notify', { user_name: 'caregiver', ...body });
  expect(res.status).toBe(200);
  return res.body as { sent: number; firstEventId: string; lastEventId: string; last: Notification };
}

const bellCount = async () =>
  (
    (await apiGet(server.url, `/api/user-audit/user-notification/bell-count/user/${userId}`, token)).body.result_map as {
      notification_not_seen_count: number;
    }
  ).notification_not_seen_count;

beforeAll(async () => {
  token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  userId = await userIdOf(server.url, token);
});
afterAll(async () => {
  for (const s of open) s.close();
});

describe('server-sent events: authentication', () => {
  it('answers 401 without a token or with a bad one, 403 for another user', async () => {
    expect((await fetch(`${server.url}${SSE}/${userId}`)).status).toBe(401);
    expect((await fetch(`${server.url}${SSE}/${userId}?access_token=${token}x`)).status).toBe(401);
    expect((await fetch(`${server.url}${SSE}/${userId}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await fetch(subscribeUrl({}, userId + 1))).status).toBe(403);
  });
});

describe('server-sent events: live delivery', () => {
  it('sends retry first, then each pushed notification with its stored id; keeps the connection alive', async () => {
    const stream = await subscribe();
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    const before = await bellCount();
    const sent = await notify({ type: 'Post', subType: 'Comment', postId: 42 });
    const event = await stream.next<Notification>();
    expect(stream.retry).toBe(2000);
    expect(event.id).toBe(sent.lastEventId);
    expect(event.event).toBe('message');
    expect(event.data).toEqual(sent.last);
    expect(event.data).toMatchObject({
      type: 'Post',
      subType: 'Comment',
      postId: 42,
      // The sender as the product names them (SPEC §6: the care seeker's user name; issue #63.6).
      notification: 'careseeker commented on your post',
      notificationUsername: 'careseeker',
      notificationDisplayName: 'careseeker',
      userImageUrl: `${server.url}/public/avatars/careseeker.svg`,
    });
    expect(event.data.notificationId).toMatch(/^\d+$/);
    expect(new Date(event.data.createdAt).toISOString()).toBe(event.data.createdAt);
    // Stored under the bell too.
    expect(await bellCount()).toBe(before + 1);
    await stream.until(() => stream.comments.includes('keep-alive'), 3000);
    stream.close();
  });

  it('keeps the CORS headers for the app origin', async () => {
    const stream = await subscribe({}, { origin: APP_ORIGIN });
    expect(stream.res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(stream.res.headers.get('cache-control')).toContain('no-cache');
    stream.close();
  });

  it('sends nothing old without Last-Event-ID, but says where the stream stands', async () => {
    const old = await notify({ type: 'Follow Request' });
    const stream = await subscribe();
    // The ready event carries the newest stored id, so a client that has seen
    // nothing yet can still ask for what it misses during an outage.
    await stream.until(() => stream.readyId !== undefined);
    expect(stream.readyId).toBe(old.lastEventId);
    const sent = await notify({ type: 'Concierge', subType: 'Badge', notification: 'Fresh one' });
    const event = await stream.next<Notification>();
    expect(event.id).toBe(sent.lastEventId);
    expect(event.data).toMatchObject({ notification: 'Fresh one', notificationFrom: 'SYSADMIN', subType: 'Badge' });
    stream.close();
  });

  it('MEETING_ENDED and Chat are pushed but not listed under the bell', async () => {
    const stream = await subscribe();
    const before = await bellCount();
    const sent = await notify({ type: 'MEETING_ENDED', meeting_id: 'm-1' });
    const event = await stream.next<Notification>();
    expect(event.data).toMatchObject({ type: 'MEETING_ENDED', meeting_id: 'm-1', notificationId: `evt-${sent.lastEventId}` });
    await notify({ type: 'Chat' });
    expect((await stream.next<Notification>()).data.notificationId).toMatch(/^evt-\d+$/);
    expect(await bellCount()).toBe(before);
    stream.close();
  });

  it('delivers a burst of 200 complete and in order', async () => {
    const stream = await subscribe();
    const sent = await notify({ type: 'Post', subType: 'Upvote', count: 200 });
    expect(sent.sent).toBe(200);
    const events = await stream.take<Notification>(200);
    const ids = events.map((e) => Number(e.id));
    expect(ids[0]).toBe(Number(sent.firstEventId));
    expect(ids[199]).toBe(Number(sent.lastEventId));
    ids.forEach((id, i) => expect(id).toBe(ids[0]! + i));
    events.forEach((e, i) => expect(e.data.notification).toBe(`careseeker upvoted your post (${i + 1}/200)`));
    const notificationIds = events.map((e) => Number(e.data.notificationId));
    notificationIds.forEach((id, i) => expect(id).toBe(notificationIds[0]! + i));
    stream.close();
  });
});

describe('server-sent events: reconnection', () => {
  it('replays exactly the missed events in order after Last-Event-ID, then live ones', async () => {
    const first = await subscribe();
    const seen = await notify({ type: 'Invitation' });
    expect((await first.next()).id).toBe(seen.lastEventId);
    first.close();

    const missed = await notify({ type: 'COMMUNITY', count: 3 });
    const again = await subscribe({}, { 'last-event-id': seen.lastEventId });
    const replayed = await again.take<Notification>(3);
    expect(replayed.map((e) => Number(e.id))).toEqual([0, 1, 2].map((i) => Number(missed.firstEventId) + i));
    expect(replayed.map((e) => e.data.notification)).toEqual(
      [1, 2, 3].map((i) => `careseeker posted in Brain Injury Support. (${i}/3)`),
    );
    const live = await notify({ type: 'Post', subType: 'Post created' });
    const next = await again.next<Notification>();
    expect(next.id).toBe(live.lastEventId);
    expect(again.messages).toHaveLength(4);
    again.close();
  });

  it('accepts lastEventId in the query for clients that reconnect by hand', async () => {
    const last = await notify({ type: 'Follow Request', count: 2 });
    const stream = await subscribe({ lastEventId: String(Number(last.lastEventId) - 1) });
    const event = await stream.next<Notification>();
    expect(event.id).toBe(last.lastEventId);
    expect(event.data.notification).toBe('careseeker wants to connect with you. (2/2)');
    stream.close();
  });

  it('keeps replay and live events in order when they interleave', async () => {
    const base = await notify({ type: 'Post', subType: 'Comment' });
    await notify({ type: 'Post', subType: 'Comment', count: 500 });
    const stream = await subscribe({}, { 'last-event-id': base.lastEventId });
    const live = notify({ type: 'Post', subType: 'Comment', count: 20 });
    const events = await stream.take(520);
    const ids = events.map((e) => Number(e.id));
    expect(ids).toEqual(ids.map((_, i) => Number(base.lastEventId) + 1 + i));
    expect(ids.at(-1)).toBe(Number((await live).lastEventId));
    stream.close();
  });
});

describe('server-sent events: dropStream fault', () => {
  it('cuts open streams and refuses new ones while active', async () => {
    const stream = await subscribe();
    const added = await apiJson(server.url, 'POST', '/__dev/faults', { path: SSE, dropStream: true });
    expect(added.status).toBe(201);
    expect(await stream.closed).toBe('error');
    await expect(SseStream.open(subscribeUrl())).rejects.toThrow();

    await apiJson(server.url, 'DELETE', '/__dev/faults');
    const back = await subscribe();
    const sent = await notify({ type: 'Invitation' });
    expect((await back.next()).id).toBe(sent.lastEventId);
    back.close();
  });

  it('a fault limited to one use cuts one stream only', async () => {
    const a = await subscribe();
    await apiJson(server.url, 'POST', '/__dev/faults', { path: SSE, dropStream: true, times: 1 });
    expect(await a.closed).toBe('error');
    const b = await subscribe();
    const sent = await notify({ type: 'Invitation' });
    expect((await b.next()).id).toBe(sent.lastEventId);
    b.close();
  });
});

describe('cleanup', () => {
  it('removes the stream and its listener when the client goes away', async () => {
    for (const s of open) s.close();
    const count = async () =>
      (await apiJson(server.url, 'GET', '/__dev/server-events')).body as { open: number; listeners: Record<string, number> };
    await waitUntil(async () => (await count()).open === 0);
    const a = await subscribe();
    const b = await subscribe();
    expect(await count()).toEqual({ open: 2, listeners: { [userId]: 2 } });
    a.close();
    await waitUntil(async () => (await count()).open === 1);
    expect((await count()).listeners).toEqual({ [userId]: 1 });
    b.close();
    await waitUntil(async () => (await count()).open === 0);
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('/__dev/notify', () => {
  it('validates the body and the user', async () => {
    expect((await apiJson(server.url, 'POST', '/__dev/notify', { user_name: 'caregiver', type: 'Nope' })).status).toBe(400);
    expect(
      (await apiJson(server.url, 'POST', '/__dev/notify', { user_name: 'caregiver', type: 'Post', count: 10_001 })).status,
    ).toBe(400);
    expect((await apiJson(server.url, 'POST', '/__dev/notify', { user_name: 'nobody', type: 'Post' })).status).toBe(404);
  });
});
