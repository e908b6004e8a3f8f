// @postgres: the connections store, with requests at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { realtimeNotification } from '../../contract/realtime';
import { apiGet, apiJson, serverPerFile, signIn, SseStream, userIdOf } from './helpers';

/*
 * SPEC §7 user-manager follow calls and the pending invitation count, with every role's token:
 * send (not to oneself, not twice, not across a block), list ALL / SENT, accept and decline by the
 * receiver only, cancel by the sender only, unfollow, remove a follower, followers and following
 * paged, each list answered with the four counts; the receiver hears a request at once and the
 * sender hears it accepted; the public profile by user name.
 */
const UM = '/api/user-manager/v1';
const server = serverPerFile();
const ROLES = ['caregiver', 'careseeker', 'mentor', 'provider', 'coordinator', 'admin'] as const;
type Role = (typeof ROLES)[number];
const token = {} as Record<Role, string>;
const userId = {} as Record<Role, number>;

beforeAll(async () => {
  await Promise.all(
    ROLES.map(async (role) => {
      token[role] = String((await signIn(server.url, role)).tokens.access_token);
      userId[role] = await userIdOf(server.url, token[role]);
    }),
  );
});

const send = (from: Role, to: number) =>
  apiJson(server.url, 'POST', `${UM}/users/${userId[from]}/follow-requests`, { receiver_id: to }, token[from]);
const list = (as: Role, path: string) => apiGet(server.url, `${UM}/users/${userId[as]}/${path}`, token[as]);
const respond = (as: Role, requestId: number, action: string) =>
  apiJson(server.url, 'PUT', `${UM}/users/${userId[as]}/follow-requests/${requestId}?action=${action}`, undefined, token[as]);
const end = (as: Role, query: string) =>
  apiJson(server.url, 'DELETE', `${UM}/users/${userId[as]}/follow-requests?${query}`, undefined, token[as]);
const pending = async (as: Role) =>
  ((await apiGet(server.url, `${UM}/users/${userId[as]}/invitations/pending-count`, token[as])).body.data as { count: number })
    .count;
type Page = {
  data: { request_id: number; user: { user_id: number; user_name: string; display_name: string } }[];
  total: number;
  counts: { followers: number; following: number; requests: number; sent: number };
};
const pageOf = (res: { body: Record<string, unknown> }) => res.body.data as Page;
const others = (p: Page) => p.data.map((r) => r.user.user_id);

describe('follow requests', () => {
  it('a request reaches the receiver at once (toast event and pending count); accepting tells the sender and makes them follow', async () => {
    const receiverStream = await SseStream.open(
      `${server.url}/public/user-audit/server-event/subscribe/${userId.provider}?access_token=${token.provider}`,
    );
    const senderStream = await SseStream.open(
      `${server.url}/public/user-audit/server-event/subscribe/${userId.careseeker}?access_token=${token.careseeker}`,
    );
    try {
      const before = await pending('provider');
      const sent = await send('careseeker', userId.provider);
      expect(sent.status).toBe(201);
      expect(sent.body.data).toMatchObject({ status: 'PENDING', user: { user_id: userId.provider } });
      const heard = await nextOf(receiverStream, (d) => d.type === 'Follow Request');
      expect(heard).toMatchObject({
        type: 'Follow Request',
        notificationUsername: 'careseeker',
        notificationFrom: String(userId.careseeker),
      });
      expect(heard.notification).toMatch(/wants to follow you/);
      // What the hub sends is the contract's event: a follow request names its sender by id.
      const request = realtimeNotification.parse(heard);
      expect(request.type === 'Follow Request' && [request.subType, Number(request.notificationFrom)]).toEqual([
        undefined,
        userId.careseeker,
      ]);
      expect(await pending('provider')).toBe(before + 1);

      const requests = pageOf(await list('provider', 'follow-requests?action=ALL'));
      const row = requests.data.find((r) => r.user.user_id === userId.careseeker)!;
      expect(requests.counts.requests).toBe(requests.total);
      expect(others(pageOf(await list('careseeker', 'follow-requests?action=SENT')))).toContain(userId.provider);

      // Only the receiver answers: the sender, and anyone else, cannot.
      expect((await respond('careseeker', row.request_id, 'ACCEPT')).status).toBe(404);
      expect((await respond('caregiver', row.request_id, 'ACCEPT')).status).toBe(404);
      const accepted = await respond('provider', row.request_id, 'ACCEPT');
      expect(accepted.body.data).toEqual({ request_id: row.request_id, status: 'ACCEPTED' });
      expect(await pending('provider')).toBe(before);
      const told = await nextOf(senderStream, (d) => d.type === 'Follow Request');
      expect(told).toMatchObject({ subType: 'Follow accepted', notificationFrom: String(userId.provider) });
      expect(told.notification).toMatch(/accepted your follow request/);
      const acceptance = realtimeNotification.parse(told);
      expect(acceptance.type === 'Follow Request' && [acceptance.subType, Number(acceptance.notificationFrom)]).toEqual([
        'Follow accepted',
        userId.provider,
      ]);
      expect((await respond('provider', row.request_id, 'ACCEPT')).status).toBe(404);

      expect(others(pageOf(await list('careseeker', 'following-users')))).toContain(userId.provider);
      const followers = pageOf(await list('provider', 'followers'));
      expect(others(followers)).toContain(userId.careseeker);
      expect(followers.counts.followers).toBe(followers.total);
      // The provider's display name is their practice's (SPEC §6).
      const shown = pageOf(await list('careseeker', 'following-users')).data.find((r) => r.user.user_id === userId.provider)!;
      expect(shown.user.display_name).not.toBe('provider');
    } finally {
      receiverStream.close();
      senderStream.close();
    }
  });

  it('refuses a request to oneself, a second request, an unknown person, the administrator, and across a block', async () => {
    expect((await send('coordinator', userId.coordinator)).status).toBe(400);
    expect((await send('coordinator', 999_999)).status).toBe(404);
    expect((await send('coordinator', userId.admin)).status).toBe(404);
    expect((await send('admin', userId.coordinator)).status).toBe(403);
    expect((await send('coordinator', userId.careseeker)).status).toBe(201);
    const again = await send('coordinator', userId.careseeker);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already requested');
    // caregiver follows mentor in the seed.
    expect((await send('caregiver', userId.mentor)).body.error).toBe('already following');
    // Two quick sends make one request.
    const both = await Promise.all([send('careseeker', userId.coordinator), send('careseeker', userId.coordinator)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);

    // A block either way stops a request, with the same words.
    const block = await apiJson(server.url, 'POST', `/api/chat-server/v2/block/${userId.caregiver}`, undefined, token.provider);
    expect(block.status).toBeLessThan(300);
    const fromBlocked = await send('caregiver', userId.provider);
    const fromBlocker = await send('provider', userId.caregiver);
    expect([fromBlocked.status, fromBlocker.status]).toEqual([403, 403]);
    expect(fromBlocked.body.message).toBe(fromBlocker.body.message);
  });

  it('declines, cancels (sender only), unfollows and removes a follower, with the counts of the same answer', async () => {
    const asked = (await send('mentor', userId.coordinator)).body.data.request_id as number;
    expect((await respond('mentor', asked, 'DECLINE')).status).toBe(404);
    expect((await respond('coordinator', asked, 'DECLINE')).body.data.status).toBe('DECLINED');
    // Declined: may ask again.
    const again = (await send('mentor', userId.coordinator)).body.data.request_id as number;
    expect((await respond('coordinator', again, 'CANCEL')).status).toBe(404);
    expect((await respond('mentor', again, 'CANCEL')).body.data.status).toBe('CANCELLED');
    expect(others(pageOf(await list('mentor', 'follow-requests?action=SENT')))).not.toContain(userId.coordinator);

    const before = pageOf(await list('caregiver', 'following-users')).counts.following;
    const unfollowed = await end('caregiver', `action=UNFOLLOW&receiver_id=${userId.mentor}`);
    expect(unfollowed.body.data.counts.following).toBe(before - 1);
    expect((await end('caregiver', `action=UNFOLLOW&receiver_id=${userId.mentor}`)).status).toBe(404);
    expect((await end('caregiver', 'action=UNFOLLOW')).status).toBe(400);

    // mentor follows coordinator, then the coordinator removes that follower.
    const id = (await send('mentor', userId.coordinator)).body.data.request_id as number;
    await respond('coordinator', id, 'ACCEPT');
    expect(others(pageOf(await list('coordinator', 'followers')))).toContain(userId.mentor);
    expect((await end('coordinator', `action=REMOVE&follower_id=${userId.mentor}`)).status).toBe(200);
    expect(others(pageOf(await list('mentor', 'following-users')))).not.toContain(userId.coordinator);
  });

  it('pages each list and refuses another person’s lists and calls', async () => {
    const first = pageOf(await list('caregiver', 'follow-requests?action=ALL&page=0&size=1'));
    expect(first.data.length).toBeLessThanOrEqual(1);
    const beyond = pageOf(await list('caregiver', 'follow-requests?action=ALL&page=50&size=1'));
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(first.total);
    for (const path of ['followers', 'following-users', 'follow-requests?action=ALL', 'follow-requests?action=SENT']) {
      expect((await apiGet(server.url, `${UM}/users/${userId.mentor}/${path}`, token.caregiver)).status).toBe(403);
    }
    expect(
      (await apiGet(server.url, `${UM}/users/${userId.caregiver}/follow-requests?action=MAYBE`, token.caregiver)).status,
    ).toBe(400);
    expect(
      (
        await apiJson(
          server.url,
          'POST',
          `${UM}/users/${userId.mentor}/follow-requests`,
          { receiver_id: userId.caregiver },
          token.caregiver,
        )
      ).status,
    ).toBe(403);
  });
});

describe('public profile', () => {
  const profile = (as: Role, name: string) => apiGet(server.url, `${UM}/profiles/${encodeURIComponent(name)}`, token[as]);

  it('shows the person and where the reader stands; someone who blocked the reader and an unknown name are the same not found', async () => {
    const mentor = await profile('careseeker', 'mentor');
    expect(mentor.status).toBe(200);
    expect(mentor.body.data).toMatchObject({
      user: { user_name: 'mentor', user_id: userId.mentor },
      relation: 'none',
      blocked: false,
    });
    expect((await profile('mentor', 'MENTOR')).body.data).toMatchObject({ relation: 'self' });
    await send('careseeker', userId.mentor);
    expect((await profile('careseeker', 'mentor')).body.data).toMatchObject({ relation: 'requested' });

    // provider blocked caregiver (above): the caregiver sees "not found", as for a name nobody has.
    const blocked = await profile('caregiver', 'provider');
    const unknown = await profile('caregiver', 'nobody-by-this-name');
    expect([blocked.status, unknown.status]).toEqual([404, 404]);
    expect(blocked.body).toEqual(unknown.body);
    // The blocker still sees the person, marked blocked.
    expect((await profile('provider', 'caregiver')).body.data).toMatchObject({ blocked: true });
    expect((await profile('caregiver', 'admin')).status).toBe(404);
  });
});

async function nextOf(stream: SseStream, match: (d: Record<string, any>) => boolean) {
  for (;;) {
    const message = await stream.next<Record<string, any>>();
    if (message.event !== 'ready' && message.data && match(message.data)) return message.data;
  }
}
