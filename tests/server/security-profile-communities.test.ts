// @postgres: issue #57 asks each of its items' tests to run on PGlite and on PostgreSQL; who sees a profile's communities is decided in SQL (membership of the reader, mutual follows).
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signUp, userIdOf } from './helpers';

/*
 * Issue #57 item 10, private health signals on profiles: a member's members-only communities
 * showed on their profile to any signed-in stranger by default, which hints at a condition. Now
 * the list defaults to "people I follow back" (they follow me and I follow them), and a
 * members-only community is never listed to a reader who is not one of its members.
 */
const SE = '/api/search-engine/v1';
const UM = '/api/user-manager/v1';
const server = serverPerFile();
const suffix = Date.now().toString(36);
type Who = 'member' | 'stranger' | 'friend' | 'insider';
const people = {} as Record<Who, { token: string; id: number; name: string }>;
let closed = 0;

beforeAll(async () => {
  for (const key of ['member', 'stranger', 'friend', 'insider'] as const) {
    const name = `${key}${suffix}`;
    const token = String((await signUp(server.url, name)).tokens.access_token);
    people[key] = { token, id: await userIdOf(server.url, token), name };
  }
  const create = async (name: string, join_policy: string) => {
    const res = await apiJson(
      server.url,
      'POST',
      `${SE}/communities`,
      { community_name: `${name} ${suffix}`, description: `About ${name}`, join_policy },
      people.member.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.community_id as number;
  };
  closed = await create('Seizure Nights', 'APPROVAL');
  await create('Garden Walks', 'PUBLIC');
  const asked = await apiJson(server.url, 'POST', `${SE}/communities/${closed}/join`, undefined, people.insider.token);
  expect(asked.body.data.membership).toBe('PENDING');
  const accepted = await apiJson(
    server.url,
    'PUT',
    `${SE}/communities/${closed}/requests/${people.insider.id}`,
    { action: 'ACCEPT' },
    people.member.token,
  );
  expect(accepted.status).toBe(200);
});

const follow = async (follower: Who, person: Who) => {
  const sent = await apiJson(
    server.url,
    'POST',
    `${UM}/users/${people[follower].id}/follow-requests`,
    { receiver_id: people[person].id },
    people[follower].token,
  );
  expect(sent.status).toBe(201);
  const accepted = await apiJson(
    server.url,
    'PUT',
    `${UM}/users/${people[person].id}/follow-requests/${sent.body.data.request_id}?action=ACCEPT`,
    undefined,
    people[person].token,
  );
  expect(accepted.status).toBe(200);
};

/** The member's communities as `reader` reads them on the profile: names, or null when left out. */
const listed = async (reader: Who) => {
  const res = await apiGet(server.url, `${UM}/profiles/${people.member.name}`, people[reader].token);
  expect(res.status).toBe(200);
  const communities = (res.body as { data: { communities: { community_name: string }[] | null } }).data.communities;
  return communities?.map((c) => c.community_name.replace(` ${suffix}`, '')).sort() ?? null;
};

const ownProfile = async () =>
  (await apiGet(server.url, `${UM}/users/${people.member.id}/profile`, people.member.token)).body as {
    data: Record<string, unknown> & { user: Record<string, unknown> };
  };

const choose = async (who_sees_communities: string) => {
  const { data: p } = await ownProfile();
  const res = await apiJson(
    server.url,
    'PUT',
    `${UM}/users/${people.member.id}/profile`,
    {
      first_name: p.user.first_name,
      last_name: p.user.last_name,
      user_name: p.user.user_name,
      bio: p.bio,
      profile_picture: p.user.profile_picture,
      who_can_message: p.who_can_message,
      who_sees_communities,
    },
    people.member.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('a profile’s communities (#57.10)', () => {
  it('by default only people the member follows back see them, and a members-only one only its members', async () => {
    expect((await ownProfile()).data.who_sees_communities).toBe('mutual');
    expect(await listed('stranger')).toBeNull();
    // Following the member is not enough: the member follows back.
    await follow('friend', 'member');
    expect(await listed('friend')).toBeNull();
    await follow('member', 'friend');
    expect(await listed('friend')).toEqual(['Garden Walks']);
    // The member sees their own, all of them.
    expect(await listed('member')).toEqual(['Garden Walks', 'Seizure Nights']);
  });

  it('shown to everyone, a members-only community is still listed only to its members', async () => {
    await choose('everyone');
    expect(await listed('stranger')).toEqual(['Garden Walks']);
    expect(await listed('friend')).toEqual(['Garden Walks']);
    expect(await listed('insider')).toEqual(['Garden Walks', 'Seizure Nights']);
  });
});
