// @postgres: the notifications' store and its NOTIFY.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, signIn, userIdOf, serverPerFile } from './helpers';

const PREFIX = '/api/user-audit/user-notification';

const server = serverPerFile();
let token: string;
let userId: number;

interface Notification {
  id: number;
  type: string;
  sub_type: string | null;
  notification_text: string;
  notification_from: string | null;
  notification_username: string | null;
  user_image_url: string | null;
  post_id: string | null;
  community_id: string | null;
  notification_ts: string;
  is_read: boolean;
  is_seen: boolean;
}
type Page = { data: Notification[]; total: number; page: number; size: number };

async function list(page: number, size = 10, as = token, user = userId) {
  const res = await apiJson(
    server.url,
    'POST',
    `${PREFIX}/get?page=${page}&size=${size}&sortField=notification_ts`,
    { user_id: user },
    as,
  );
  return { status: res.status, page: res.body?.data as Page };
}

const bellCount = async () =>
  (
    (await apiGet(server.url, `${PREFIX}/bell-count/user/${userId}`, token)).body.result_map as {
      notification_not_seen_count: number;
    }
  ).notification_not_seen_count;

beforeAll(async () => {
  token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  userId = await userIdOf(server.url, token);
});

describe('notification listing', () => {
  it('pages the seeded notifications by 10, newest first', async () => {
    const pages = await Promise.all([0, 1, 2].map((p) => list(p)));
    const [p0, p1, p2] = pages.map((p) => p.page);
    expect(pages.every((p) => p.status === 200)).toBe(true);
    expect([p0!.data.length, p1!.data.length]).toEqual([10, 10]);
    expect(p2!.data.length).toBeGreaterThanOrEqual(5);
    expect(p0).toMatchObject({ total: 20 + p2!.data.length, page: 0, size: 10 });
    const all = [...p0!.data, ...p1!.data, ...p2!.data];
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
    const times = all.map((n) => Date.parse(n.notification_ts));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((n) => n.type)).size).toBeGreaterThanOrEqual(5);
    // The three unseen ones (the bell count) are the newest.
    expect(all.filter((n) => !n.is_seen).map((n) => all.indexOf(n))).toEqual([0, 1, 2]);
    expect(await bellCount()).toBe(3);
    // The newest: the care seeker's request to connect, which waits in Requests (issue #63.8).
    expect(p0!.data[0]).toMatchObject({
      type: 'Follow Request',
      notification_username: 'careseeker',
      notification_display_name: 'careseeker',
      user_image_url: `${server.url}/public/avatars/careseeker.svg`,
      is_read: false,
      is_seen: false,
    });
    expect(Object.keys(p0!.data[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'type',
        'sub_type',
        'notification_text',
        'notification_from',
        'notification_username',
        'user_image_url',
        'post_id',
        'community_id',
        'notification_ts',
        'is_read',
        'is_seen',
      ]),
    );
    expect((await list(3)).page.data).toEqual([]);
  });

  it('refuses another user id (403) and a missing token (401)', async () => {
    expect((await list(0, 10, token, userId + 1)).status).toBe(403);
    expect((await apiJson(server.url, 'POST', `${PREFIX}/get?page=0&size=10`, { user_id: userId })).status).toBe(401);
  });

  it('lists a pushed notification first', async () => {
    await apiJson(server.url, 'POST', '/__dev/notify', { user_name: 'caregiver', type: 'Post', subType: 'Comment', postId: 7 });
    const { page } = await list(0);
    expect(page.data[0]).toMatchObject({
      type: 'Post',
      sub_type: 'Comment',
      post_id: '7',
      is_seen: false,
      // The dev hook names the sender as the product does (SPEC §6: the care seeker's user name, #63.6).
      notification_text: 'careseeker commented on your post',
    });
    expect(await bellCount()).toBe(4);
  });
});

describe('notification actions', () => {
  it('marks one read (which also counts as seen)', async () => {
    const target = (await list(0)).page.data.find((n) => !n.is_read && !n.is_seen)!;
    const before = await bellCount();
    expect((await apiJson(server.url, 'POST', `${PREFIX}/mark-read/id/${target.id}`, undefined, token)).body).toEqual({
      result: 'ok',
    });
    const after = (await list(0)).page.data.find((n) => n.id === target.id)!;
    expect(after).toMatchObject({ is_read: true, is_seen: true });
    expect(await bellCount()).toBe(before - 1);
    expect((await apiJson(server.url, 'POST', `${PREFIX}/mark-read/id/999999`, undefined, token)).status).toBe(404);
  });

  it("deletes one by id, and answers 404 for someone else's", async () => {
    const { page } = await list(0);
    const target = page.data[3]!;
    expect((await apiJson(server.url, 'DELETE', `${PREFIX}/delete/id/${target.id}`, undefined, token)).body).toEqual({
      result: 'ok',
    });
    const after = (await list(0)).page;
    expect(after.total).toBe(page.total - 1);
    expect(after.data.some((n) => n.id === target.id)).toBe(false);
    expect((await apiJson(server.url, 'DELETE', `${PREFIX}/delete/id/${target.id}`, undefined, token)).status).toBe(404);

    const mentorToken = String((await signIn(server.url, 'mentor')).tokens.access_token);
    const mentorId = await userIdOf(server.url, mentorToken);
    const { data: mentors, total: mentorsTotal } = (await list(0, 10, mentorToken, mentorId)).page;
    expect(mentors.length).toBeGreaterThan(0);
    expect((await apiJson(server.url, 'DELETE', `${PREFIX}/delete/id/${mentors[0]!.id}`, undefined, token)).status).toBe(404);
    expect((await apiJson(server.url, 'POST', `${PREFIX}/mark-read/id/${mentors[0]!.id}`, undefined, token)).status).toBe(404);
    expect((await list(0, 10, mentorToken, mentorId)).page.total).toBe(mentorsTotal);
  });

  it("deletes all of the user's, not another user's", async () => {
    expect((await apiJson(server.url, 'DELETE', `${PREFIX}/delete/user/${userId + 1}`, undefined, token)).status).toBe(403);
    expect((await apiJson(server.url, 'DELETE', `${PREFIX}/delete/user/${userId}`, undefined, token)).body).toEqual({
      result: 'ok',
    });
    expect((await list(0)).page).toEqual({ data: [], total: 0, page: 0, size: 10 });
    expect(await bellCount()).toBe(0);
  });
});
