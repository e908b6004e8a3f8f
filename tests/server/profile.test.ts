import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn, userIdOf } from './helpers';

/*
 * The own profile (issue #33): read and save with every role's token (another person's 403, the
 * administrator none), the user name unique whatever its case (409 naming the field), mentors'
 * mentor_detail and providers' provider_name only theirs, a picture only an image of one's own
 * upload and public once saved; and the privacy choices the server applies: "who can message
 * me" refuses direct messages and group invitations, "who can see my communities" leaves them
 * out of the public profile. A concierge's profile carries their next free time and rating.
 */
const UM = '/api/user-manager/v1';
const CHAT = '/api/chat-server/v2';
const server = serverPerFile({ uploads: { perMinute: 5 } });
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

type Profile = {
  user: {
    user_name: string;
    first_name: string;
    last_name: string;
    profile_picture: string | null;
    mentor_detail: { profile_picture?: string | null; bio?: string } | null;
    care_provider_detail: { provider_name?: string } | null;
  };
  bio: string;
  mentor_bio: string | null;
  who_can_message: string;
  who_sees_communities: string;
  badges: { badge: string; description: string }[];
};

const read = async (as: Role) => {
  const res = await apiGet(server.url, `${UM}/users/${userId[as]}/profile`, token[as]);
  expect(res.status).toBe(200);
  return res.body.data as Profile;
};
/** The profile as it is, with `changes`: what the editor sends. */
const save = async (as: Role, changes: Record<string, unknown>) => {
  const p = await read(as);
  return apiJson(
    server.url,
    'PUT',
    `${UM}/users/${userId[as]}/profile`,
    {
      first_name: p.user.first_name,
      last_name: p.user.last_name,
      user_name: p.user.user_name,
      bio: p.bio,
      profile_picture: p.user.profile_picture,
      who_can_message: p.who_can_message,
      who_sees_communities: p.who_sees_communities,
      ...changes,
    },
    token[as],
  );
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
async function upload(as: Role, bytes: Buffer, name = 'me.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${server.url}${UM}/users/${userId[as]}/profile-picture`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token[as]}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const message = (from: Role, to: string, text = 'hello') =>
  apiJson(server.url, 'POST', `${CHAT}/chat/${to}/messages`, { message: text }, token[from]);
const follow = async (follower: Role, person: Role) => {
  const sent = await apiJson(
    server.url,
    'POST',
    `${UM}/users/${userId[follower]}/follow-requests`,
    { receiver_id: userId[person] },
    token[follower],
  );
  expect(sent.status).toBe(201);
  const accepted = await apiJson(
    server.url,
    'PUT',
    `${UM}/users/${userId[person]}/follow-requests/${sent.body.data.request_id}?action=ACCEPT`,
    undefined,
    token[person],
  );
  expect(accepted.status).toBe(200);
};
const publicProfile = async (as: Role, of: string) => {
  const res = await apiGet(server.url, `${UM}/profiles/${of}`, token[as]);
  expect(res.status).toBe(200);
  return res.body.data as {
    bio: string;
    communities: { community_name: string }[] | null;
    next_free: string | null;
    rating: unknown;
  };
};

describe('own profile', () => {
  it('is the person’s own: another person’s is 403, and the administrator has none', async () => {
    expect((await apiGet(server.url, `${UM}/users/${userId.caregiver}/profile`, token.careseeker)).status).toBe(403);
    expect((await apiGet(server.url, `${UM}/users/${userId.admin}/profile`, token.admin)).status).toBe(403);
    const someoneElse = {
      first_name: 'X',
      last_name: 'Y',
      user_name: 'someone',
      bio: '',
      profile_picture: null,
      who_can_message: 'everyone',
      who_sees_communities: 'everyone',
    };
    const put = (as: Role, of: Role) => apiJson(server.url, 'PUT', `${UM}/users/${userId[of]}/profile`, someoneElse, token[as]);
    expect((await put('careseeker', 'caregiver')).status).toBe(403);
    expect((await put('admin', 'admin')).status).toBe(403);
    const p = await read('caregiver');
    expect(p).toMatchObject({ who_can_message: 'everyone', who_sees_communities: 'mutual', mentor_bio: null, badges: [] });
  });

  it('saves names and bio; users/me and the public profile show them at once', async () => {
    const saved = await save('coordinator', { first_name: ' Jordan ', last_name: 'Lee-Park', bio: 'Coordinates care in Ohio.' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      user: { first_name: 'Jordan', last_name: 'Lee-Park' },
      bio: 'Coordinates care in Ohio.',
    });
    const me = await apiGet(server.url, `${UM}/users/me`, token.coordinator);
    expect(me.body.data).toMatchObject({ first_name: 'Jordan', last_name: 'Lee-Park' });
    const seen = await apiGet(server.url, `${UM}/profiles/coordinator`, token.caregiver);
    expect(seen.body.data).toMatchObject({ user: { display_name: 'Jordan Lee-Park' }, bio: 'Coordinates care in Ohio.' });
  });

  it('refuses empty names and a bad user name with the field’s sentence', async () => {
    const res = await save('caregiver', { first_name: '  ', user_name: 'a b' });
    expect(res.status).toBe(400);
    const paths = (res.body.issues as { path: string; message: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.first_name', 'body.user_name']));
  });

  it('keeps user names unique whatever their case (409 on user_name), and a free one renames the person', async () => {
    const taken = await save('careseeker', { user_name: 'CareGiver' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'user name taken', issues: [{ path: 'body.user_name' }] });
    const renamed = await save('careseeker', { user_name: 'daniel.reyes' });
    expect(renamed.status).toBe(200);
    // The default avatar follows the new name.
    expect(renamed.body.data.user.profile_picture).toMatch(/\/public\/avatars\/daniel\.reyes\.svg$/);
    expect((await apiGet(server.url, `${UM}/profiles/DANIEL.REYES`, token.caregiver)).status).toBe(200);
    expect((await apiGet(server.url, `${UM}/profiles/careseeker`, token.caregiver)).status).toBe(404);
    expect((await save('careseeker', { user_name: 'careseeker' })).status).toBe(200);
  });

  it('mentor_detail is mentors’ only and provider_name providers’ only', async () => {
    const mentorDetail = { profile_picture: null, bio: 'About me' };
    expect((await save('caregiver', { mentor_detail: mentorDetail })).status).toBe(403);
    expect((await save('caregiver', { provider_name: 'My Practice' })).status).toBe(403);
    const mentor = await save('mentor', { mentor_detail: { profile_picture: null, bio: 'Ten years with families.' } });
    expect(mentor.status).toBe(200);
    expect(mentor.body.data).toMatchObject({
      mentor_bio: 'Ten years with families.',
      user: { mentor_detail: { profile_picture: null } },
    });
    const provider = await save('provider', { provider_name: 'Brightpath Therapy' });
    expect(provider.status).toBe(200);
    expect(provider.body.data.user.care_provider_detail).toMatchObject({ provider_name: 'Brightpath Therapy' });
    expect((await apiGet(server.url, `${UM}/profiles/provider`, token.caregiver)).body.data).toMatchObject({
      user: { display_name: 'Brightpath Therapy' },
    });
  });
});

describe('profile picture', () => {
  it('takes an image only (by its bytes), and a picture only from one’s own uploads; a saved one is public', async () => {
    const text = await upload('caregiver', Buffer.from('not a picture at all'), 'fake.png');
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/must be an image/);
    const up = await upload('caregiver', PNG, 'me.txt');
    expect(up.status).toBe(201);
    const url = up.body.data.url as string;
    expect(up.body.data).toMatchObject({ content_type: 'image/png', size: PNG.length });
    // Someone else cannot put another person's upload on their profile.
    expect((await save('careseeker', { profile_picture: url })).status).toBe(400);
    expect((await save('caregiver', { profile_picture: 'https://elsewhere.example/me.png' })).status).toBe(400);
    const saved = await save('caregiver', { profile_picture: url });
    expect(saved.status).toBe(200);
    expect(saved.body.data.user.profile_picture).toBe(url);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    // A new picture saved: the old one is gone.
    const next = (await upload('caregiver', PNG)).body.data.url as string;
    expect((await save('caregiver', { profile_picture: next })).status).toBe(200);
    expect((await fetch(url)).status).toBe(404);
  });

  it('is refused past the account’s uploads a minute (429)', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await upload('provider', PNG)).status);
    expect(answers.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(answers[5]).toBe(429);
  });
});

describe('who can message me', () => {
  it('nobody: a direct message and a group invitation are refused with a sentence; a conversation they took part in goes on', async () => {
    // The coordinator writes first, so the caregiver has taken part once they reply.
    expect((await message('caregiver', 'coordinator', 'before')).status).toBe(201);
    expect((await save('caregiver', { who_can_message: 'nobody' })).status).toBe(200);
    const refused = await message('careseeker', 'caregiver');
    expect(refused.status).toBe(403);
    // SPEC §6: a caregiver is named by their user name.
    expect(refused.body.message).toBe('caregiver does not accept messages.');
    const group = await apiJson(
      server.url,
      'POST',
      `${CHAT}/group-chat`,
      { participant_ids: [userId.caregiver], chat_name: 'Parents' },
      token.careseeker,
    );
    expect(group.status).toBe(403);
    expect(group.body.message).toBe('caregiver does not accept group invitations.');
    // The caregiver wrote to the coordinator: the coordinator's answer is not refused.
    expect((await message('coordinator', 'caregiver', 'reply')).status).toBe(201);
  });

  it('people I follow: only someone the person follows may write or add them; adding to an existing group too', async () => {
    expect((await save('caregiver', { who_can_message: 'following' })).status).toBe(200);
    const refused = await message('provider', 'caregiver');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('caregiver accepts messages only from people they follow.');
    const group = await apiJson(
      server.url,
      'POST',
      `${CHAT}/group-chat`,
      { participant_ids: [userId.careseeker], chat_name: 'Therapy' },
      token.provider,
    );
    expect(group.status).toBe(201);
    const add = await apiJson(
      server.url,
      'POST',
      `${CHAT}/group-chat/${group.body.data.chat_id}/members`,
      { participant_ids: [userId.caregiver] },
      token.provider,
    );
    expect(add.status).toBe(403);
    expect(add.body.message).toBe('caregiver accepts group invitations only from people they follow.');
    await follow('caregiver', 'provider');
    expect((await message('provider', 'caregiver')).status).toBe(201);
    expect((await save('caregiver', { who_can_message: 'everyone' })).status).toBe(200);
    expect((await message('careseeker', 'caregiver')).status).toBe(201);
  });
});

describe('who can see my communities', () => {
  it('everyone, followers, only me: the public profile carries them or null, the person always sees their own', async () => {
    // By default only people the caregiver follows back (tests/server/security-profile-communities.test.ts).
    expect((await publicProfile('careseeker', 'caregiver')).communities).toBeNull();
    expect((await save('caregiver', { who_sees_communities: 'everyone' })).status).toBe(200);
    const everyone = await publicProfile('careseeker', 'caregiver');
    expect(everyone.communities?.length).toBeGreaterThan(0);
    expect((await save('caregiver', { who_sees_communities: 'followers' })).status).toBe(200);
    expect((await publicProfile('careseeker', 'caregiver')).communities).toBeNull();
    // The caregiver follows the provider (above), not the other way: the provider is no follower yet.
    expect((await publicProfile('provider', 'caregiver')).communities).toBeNull();
    await follow('provider', 'caregiver');
    expect((await publicProfile('provider', 'caregiver')).communities?.length).toBeGreaterThan(0);
    expect((await save('caregiver', { who_sees_communities: 'me' })).status).toBe(200);
    expect((await publicProfile('provider', 'caregiver')).communities).toBeNull();
    expect((await publicProfile('caregiver', 'caregiver')).communities?.length).toBeGreaterThan(0);
  });
});

describe('a concierge’s public profile', () => {
  it('shows their next free time and reviews’ average; others have neither', async () => {
    const concierge = await publicProfile('caregiver', 'coordinator');
    expect(Date.parse(concierge.next_free ?? '')).toBeGreaterThan(Date.now());
    expect(concierge.rating).toMatchObject({ average: expect.any(Number), count: expect.any(Number) });
    const other = await publicProfile('coordinator', 'careseeker');
    expect(other).toMatchObject({ next_free: null, rating: null });
  });
});
