import { beforeAll, describe, expect, it } from 'vitest';
import { plainRichText } from '../../contract/notes-rich-text';
import { apiGet, apiJson, serverPerFile, signUp, userIdOf } from './helpers';

/*
 * Issue #57 item 4: 60 posts in 15 s by one author each notified every member (a member's unseen
 * count 12 → 72). One author's posts in a community are now one notice while it is unseen,
 * updated to say how many; the bell's count rises once.
 */
const server = serverPerFile();
const suffix = Date.now().toString(36);
const SE = '/api/search-engine/v1';
const NOTICES = '/api/user-audit/user-notification';
const people = {} as Record<'author' | 'second' | 'member', { token: string; id: number }>;
const communityName = `Epilepsy Parents ${suffix}`;
let communityId = 0;

beforeAll(async () => {
  for (const key of ['author', 'second', 'member'] as const) {
    const token = String((await signUp(server.url, `${key}${suffix}`)).tokens.access_token);
    people[key] = { token, id: await userIdOf(server.url, token) };
  }
  const made = await apiJson(
    server.url,
    'POST',
    `${SE}/communities`,
    { community_name: communityName, description: 'Parents of children with epilepsy.' },
    people.author.token,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  communityId = made.body.data.community_id;
  for (const key of ['second', 'member'] as const)
    expect(
      (await apiJson(server.url, 'POST', `${SE}/communities/${communityId}/join`, undefined, people[key].token)).status,
    ).toBe(200);
});

const unseen = async () =>
  (
    (await apiGet(server.url, `${NOTICES}/bell-count/user/${people.member.id}`, people.member.token)).body as {
      result_map: { notification_not_seen_count: number };
    }
  ).result_map.notification_not_seen_count;
const notices = async () =>
  (await apiJson(server.url, 'POST', `${NOTICES}/get?page=0&size=50`, {}, people.member.token)).body.data.data as {
    notification_text: string;
    post_id: string | null;
    sub_type: string | null;
  }[];
const write = async (who: 'author' | 'second', title: string) => {
  const res = await apiJson(
    server.url,
    'POST',
    `${SE}/community/posts`,
    { community_id: communityId, title, body: plainRichText(title) },
    people[who].token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.data.post_id);
};

describe('one author’s posts in a community are one notice (#57.4)', () => {
  it('5 posts raise a member’s unseen count by one, and the notice says "5 new posts in …" and opens the newest', async () => {
    const before = await unseen();
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await write('author', `Seizure diary ${n}`));
    expect(await unseen()).toBe(before + 1);
    const posted = (await notices()).filter((n) => n.sub_type === 'Post created');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.notification_text).toContain(`5 new posts in ${communityName}`);
    expect(posted[0]!.post_id).toBe(ids[4]);

    // Another author's post is its own notice.
    await write('second', 'Rescue medication at school');
    expect(await unseen()).toBe(before + 2);
    expect((await notices()).filter((n) => n.sub_type === 'Post created')).toHaveLength(2);
  });

  it('once the member has seen the notice, the author’s next post is a new one', async () => {
    expect(
      (await apiJson(server.url, 'POST', `${NOTICES}/mark-seen/user/${people.member.id}`, undefined, people.member.token)).status,
    ).toBe(200);
    expect(await unseen()).toBe(0);
    await write('author', 'Seizure diary 6');
    await write('author', 'Seizure diary 7');
    expect(await unseen()).toBe(1);
    const newest = (await notices()).find((n) => n.sub_type === 'Post created');
    expect(newest!.notification_text).toContain(`2 new posts in ${communityName}`);
  });
});
