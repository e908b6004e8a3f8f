// @postgres: the community's posts and comments stores, with requests at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainRichText } from '../../contract/notes-rich-text';
import { apiGet, apiJson, serverPerFile, signIn, SseStream, userIdOf } from './helpers';

/*
 * Community (issue #32) with every demo role's token: the seeded feed, communities (create with a
 * picture, join with or without approval, leave, pin, bookmark), posts and questions (rich text
 * checked, edit window, delete, one upvote each, accepted answer), comments two levels deep, the
 * live notices (Post created to members, Comment and Upvote to the author), moderators' hiding,
 * reports (two hide), the messaging block, and search finding only what a reader may see.
 */
let clockOffset = 0;
const server = serverPerFile({ clock: () => Date.now() + clockOffset });
const SE = '/api/search-engine/v1';
const ROLES = ['caregiver', 'careseeker', 'mentor', 'provider', 'coordinator', 'admin'] as const;
type Role = (typeof ROLES)[number];
const token = {} as Record<Role, string>;
const userId = {} as Record<Role, number>;
let stream: SseStream;

beforeAll(async () => {
  await Promise.all(
    ROLES.map(async (role) => {
      token[role] = String((await signIn(server.url, role)).tokens.access_token);
      userId[role] = await userIdOf(server.url, token[role]);
    }),
  );
  stream = await SseStream.open(
    `${server.url}/public/user-audit/server-event/subscribe/${userId.careseeker}?access_token=${token.careseeker}`,
  );
});
afterAll(() => stream?.close());

const call = (as: Role, method: string, path: string, body?: unknown) =>
  apiJson(server.url, method, `${SE}${path}`, body, token[as]);
const get = async (as: Role, path: string) => {
  const res = await call(as, 'GET', path);
  expect(res.status, `${as} GET ${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
};
type Summary = {
  post_id: number;
  title: string;
  upvotes: number;
  comment_count: number;
  hidden: string | null;
  is_answered: boolean;
};
const feed = async (as: Role, query = '') => (await get(as, `/community/posts?${query}`)).data as Summary[];
const titles = (posts: { title: string }[]) => posts.map((p) => p.title);
const createCommunity = async (as: Role, name: string, extra: Record<string, unknown> = {}) => {
  const res = await call(as, 'POST', '/communities', { community_name: name, description: `About ${name}`, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { community_id: number; membership: string; moderators: { user_id: number }[] };
};
const writePost = async (as: Role, communityId: number, title: string, extra: Record<string, unknown> = {}) => {
  const res = await call(as, 'POST', '/community/posts', {
    community_id: communityId,
    title,
    body: plainRichText(`${title}: the body`),
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { post_id: number; editable_until: string | null; is_own: boolean };
};
const comment = async (as: Role, postId: number, text: string, parentId: number | null = null) => {
  const res = await call(as, 'POST', `/community/posts/${postId}/comments`, { body: text, parent_id: parentId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { comment_id: number };
};
const notices = async (as: Role) => {
  const res = await apiJson(
    server.url,
    'POST',
    `/api/user-audit/user-notification/get?page=0&size=50`,
    { user_id: userId[as] },
    token[as],
  );
  return (res.body.data?.data ?? res.body.data ?? []) as {
    type: string;
    community_id: string | null;
    sub_type: string;
    post_id: string | null;
    notification_text: string;
  }[];
};
/** The next live Post notice for the careseeker about `postId`. */
const nextLive = async (postId: number, subType: string) => {
  for (;;) {
    const message = await stream.next<Record<string, any>>();
    if (message.data?.subType === subType && Number(message.data.postId) === postId) return message.data;
  }
};

describe('the seeded community', () => {
  it('every demo account but the administrator belongs to communities whose feed has posts, comments and votes', async () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const mine = await apiGet(server.url, `${SE}/communities/mine`, token[role]);
      expect((mine.body.communities as unknown[]).length, role).toBeGreaterThan(0);
      const posts = await feed(role);
      expect(posts.length, role).toBeGreaterThan(0);
      expect(
        posts.some((p) => p.comment_count > 0 && p.upvotes > 0),
        role,
      ).toBe(true);
    }
    const questions = await feed('caregiver', 'kind=QUESTION&size=50');
    expect(questions.some((q) => q.is_answered)).toBe(true);
    // The counts kept match the thread: the first post's comment_count is its comments.
    const first = (await feed('caregiver', 'sort=new')).find((p) => p.comment_count > 0)!;
    const thread = await get('caregiver', `/community/posts/${first.post_id}`);
    expect(thread.comments.filter((c: { is_deleted: boolean }) => !c.is_deleted)).toHaveLength(first.comment_count);
    expect(thread.post.body.root.type).toBe('root');
  });

  it('sorts hot, new and top within a window, and pages with has_more', async () => {
    const recent = await feed('caregiver', 'sort=new&size=50');
    const times = recent.map((p) => Date.parse((p as unknown as { created_at: string }).created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const top = await feed('caregiver', 'sort=top&window=all&size=50');
    expect(top.map((p) => p.upvotes)).toEqual([...top.map((p) => p.upvotes)].sort((a, b) => b - a));
    const week = await feed('caregiver', 'sort=top&window=week&size=50');
    expect(week.length).toBeLessThan(top.length);
    const pageOne = await get('caregiver', '/community/posts?size=5');
    const pageTwo = await get('caregiver', '/community/posts?size=5&page=1');
    expect(pageOne.has_more).toBe(true);
    expect(titles(pageTwo.data).some((t: string) => titles(pageOne.data).includes(t))).toBe(false);
    expect((await call('caregiver', 'GET', '/community/posts?sort=best')).status).toBe(400);
  });

  it('discovers communities by name or topic, with member counts and recent activity', async () => {
    const found = (await get('careseeker', '/communities?search_text=seizures')).data;
    expect(found[0].community_name).toBe('Epilepsy Parents');
    expect(found[0].member_count).toBeGreaterThan(3);
    expect(found[0].last_activity_at).not.toBeNull();
    expect(found[0].membership).toBe('MEMBER');
    const typo = (await get('careseeker', '/communities?search_text=epilepsi')).data;
    expect(typo[0].community_name).toBe('Epilepsy Parents');
  });
});

describe('communities', () => {
  it('creates a community with an uploaded picture; its creator is its moderator; names are unique', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = async (as: Role, bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${server.url}${SE}/communities/pictures`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token[as]}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    expect((await upload('coordinator', Buffer.from('not a picture at all'), 'x.png')).status).toBe(415);
    const uploaded = await upload('coordinator', png, 'tile.png');
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.data.url as string;
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // Someone else's upload, or another site's picture, is refused.
    expect(
      (await call('mentor', 'POST', '/communities', { community_name: 'Tics', description: 'x', image_url: url })).status,
    ).toBe(400);
    expect(
      (
        await call('mentor', 'POST', '/communities', {
          community_name: 'Tics',
          description: 'x',
          image_url: 'https://evil.example/a.png',
        })
      ).status,
    ).toBe(400);
    expect((await call('mentor', 'POST', '/communities', { community_name: '  ', description: 'x' })).status).toBe(400);

    const made = await createCommunity('coordinator', 'Tourette Families', {
      image_url: url,
      topics: ['Tics'],
      join_policy: 'PUBLIC',
    });
    expect(made.membership).toBe('MODERATOR');
    expect(made.moderators.map((m) => m.user_id)).toEqual([userId.coordinator]);
    const page = await get('careseeker', `/communities/${made.community_id}`);
    expect(page.image_url).toBe(url);
    expect(page.topics).toEqual(['tics']);
    expect(
      (await call('careseeker', 'POST', '/communities', { community_name: 'tourette families', description: 'x' })).status,
    ).toBe(409);
  });

  it('joins a public community at once; an approval one waits for a moderator, and only members write there', async () => {
    const open = await createCommunity('mentor', 'Open Door');
    expect((await get('provider', `/communities/${open.community_id}`)).membership).toBe('NONE');
    expect((await call('provider', 'POST', `/communities/${open.community_id}/join`)).body.data.membership).toBe('MEMBER');
    // A PUBLIC community is read and written by anyone.
    await writePost('careseeker', open.community_id, 'Hello from a visitor');

    const closed = await createCommunity('mentor', 'Closed Circle', { join_policy: 'APPROVAL' });
    const inside = await writePost('mentor', closed.community_id, 'Members only news');
    const asked = await call('provider', 'POST', `/communities/${closed.community_id}/join`);
    expect(asked.body.data.membership).toBe('PENDING');
    // Not yet a member: cannot write, read its posts, comment or vote.
    expect(
      (
        await call('provider', 'POST', '/community/posts', {
          community_id: closed.community_id,
          title: 'x',
          body: plainRichText('x'),
        })
      ).status,
    ).toBe(403);
    expect((await call('provider', 'GET', `/community/posts/${inside.post_id}`)).status).toBe(404);
    expect(await feed('provider', `community_id=${closed.community_id}`)).toEqual([]);
    expect((await call('provider', 'PUT', `/community/posts/${inside.post_id}/upvote`, { upvoted: true })).status).toBe(404);
    // Its page (about, rules, moderators) is shown to anyone.
    expect((await get('provider', `/communities/${closed.community_id}`)).membership).toBe('PENDING');
    // Only a moderator sees and answers requests.
    expect((await call('provider', 'GET', `/communities/${closed.community_id}/requests`)).status).toBe(403);
    expect(
      (await call('caregiver', 'PUT', `/communities/${closed.community_id}/requests/${userId.provider}`, { action: 'ACCEPT' }))
        .status,
    ).toBe(403);
    const requests = await get('mentor', `/communities/${closed.community_id}/requests`);
    expect(requests.map((r: { user_id: number }) => r.user_id)).toEqual([userId.provider]);
    expect((await get('mentor', `/communities/${closed.community_id}`)).pending_requests).toBe(1);
    // The moderator hears of the request, and the person of the answer (type COMMUNITY: the toast opens the community).
    const asks = (await notices('mentor')).filter((n) => /asked to join Closed Circle/.test(n.notification_text));
    expect(asks).toHaveLength(1);
    await get('mentor', `/communities/${closed.community_id}`);
    expect(
      (await call('mentor', 'PUT', `/communities/${closed.community_id}/requests/${userId.provider}`, { action: 'ACCEPT' }))
        .status,
    ).toBe(200);
    expect(
      (await notices('provider')).find((n) => n.notification_text === 'You are now a member of Closed Circle.'),
    ).toMatchObject({ type: 'COMMUNITY', community_id: String(closed.community_id) });
    await writePost('provider', closed.community_id, 'Glad to be in');
    expect(titles(await feed('provider', `community_id=${closed.community_id}&sort=new`))).toContain('Members only news');

    // A declined request leaves the person outside.
    await call('coordinator', 'POST', `/communities/${closed.community_id}/join`);
    await call('mentor', 'PUT', `/communities/${closed.community_id}/requests/${userId.coordinator}`, { action: 'DECLINE' });
    expect((await get('coordinator', `/communities/${closed.community_id}`)).membership).toBe('NONE');

    // Members, moderators first; the last moderator cannot leave while others remain; a member can.
    const members = (await get('provider', `/communities/${closed.community_id}/members`)).data;
    expect(members.map((m: { user_id: number; role: string }) => [m.user_id, m.role])).toEqual([
      [userId.mentor, 'MODERATOR'],
      [userId.provider, 'MEMBER'],
    ]);
    expect((await call('mentor', 'POST', `/communities/${closed.community_id}/leave`)).status).toBe(409);
    // A moderator makes another one; only moderators may, and the last one stays.
    const role = (as: Role, who: Role, r: string) =>
      call(as, 'PUT', `/communities/${closed.community_id}/members/${userId[who]}/role`, { role: r });
    expect((await role('provider', 'provider', 'MODERATOR')).status).toBe(403);
    expect((await role('mentor', 'mentor', 'MEMBER')).status).toBe(409);
    expect((await role('mentor', 'coordinator', 'MODERATOR')).status).toBe(404);
    expect((await role('mentor', 'provider', 'MODERATOR')).body.data.role).toBe('MODERATOR');
    expect((await call('mentor', 'POST', `/communities/${closed.community_id}/leave`)).body.data.membership).toBe('NONE');
    expect((await get('provider', `/communities/${closed.community_id}`)).member_count).toBe(1);
    expect(
      (await get('provider', `/communities/${closed.community_id}`)).moderators.map((m: { user_id: number }) => m.user_id),
    ).toEqual([userId.provider]);
  });

  it('pins a community the person belongs to (pinned first in My Communities), and bookmarks communities and posts', async () => {
    const mine = async () =>
      (await apiGet(server.url, `${SE}/communities/mine`, token.provider)).body.communities as {
        community_id: number;
        is_pinned: boolean;
      }[];
    const before = await mine();
    const last = before[before.length - 1]!;
    expect((await call('provider', 'PUT', `/communities/${last.community_id}/pin`, { is_pinned: true })).status).toBe(200);
    expect((await mine())[0]).toMatchObject({ community_id: last.community_id, is_pinned: true });
    // The dashboard's activity block: the feed of pinned communities only (none but this one is pinned).
    const written = await writePost('provider', last.community_id, 'Pinned community news');
    const pinnedFeed = (await get('provider', '/community/posts?pinned=true&sort=new&size=50')).data as {
      post_id: number;
      community: { community_id: number };
    }[];
    expect(pinnedFeed.map((p) => p.post_id)).toContain(written.post_id);
    expect(new Set(pinnedFeed.map((p) => p.community.community_id))).toEqual(new Set([last.community_id]));
    expect((await feed('provider', 'sort=new&size=50')).length).toBeGreaterThan(pinnedFeed.length);
    const notMine = (await get('provider', '/communities?size=50')).data.find(
      (c: { membership: string }) => c.membership === 'NONE',
    );
    expect((await call('provider', 'PUT', `/communities/${notMine.community_id}/pin`, { is_pinned: true })).status).toBe(409);

    const bookmark = (body: Record<string, unknown>, as: Role = 'provider') =>
      call(as, 'POST', '/community/bookmarks', { source_type: 'COMMUNITY', ...body });
    const made = await bookmark({ action: 'CREATE', source_id: last.community_id, created_by: userId.provider });
    expect(made.status).toBe(200);
    const again = await bookmark({ action: 'CREATE', source_id: last.community_id });
    expect(again.body.data.bookmark_id).toBe(made.body.data.bookmark_id);
    expect((await bookmark({ action: 'CREATE', source_id: last.community_id, created_by: userId.mentor })).status).toBe(403);
    const post = (await feed('provider'))[0]!;
    await bookmark({ action: 'CREATE', sub_source_type: 'POST', source_id: post.post_id });
    expect((await bookmark({ action: 'CREATE', sub_source_type: 'POST', source_id: 999_999 })).status).toBe(404);
    const list = await get('provider', '/community/bookmarks');
    expect(list.map((b: { sub_source_type: string; source_id: number }) => [b.sub_source_type, b.source_id])).toEqual([
      ['POST', post.post_id],
      ['COMMUNITY', last.community_id],
    ]);
    expect((await get('provider', `/communities/${last.community_id}`)).bookmark_id).toBe(made.body.data.bookmark_id);
    expect((await feed('provider')).find((p) => p.post_id === post.post_id)).toHaveProperty('bookmark_id');
    await bookmark({ action: 'DELETE', bookmark_id: made.body.data.bookmark_id });
    await bookmark({ action: 'DELETE', sub_source_type: 'POST', source_id: post.post_id });
    expect(await get('provider', '/community/bookmarks')).toEqual([]);
    // Nobody else sees them.
    expect((await get('mentor', '/community/bookmarks')).some((b: { source_id: number }) => b.source_id === post.post_id)).toBe(
      false,
    );
  });
});

describe('posts, comments and votes', () => {
  let communityId: number;
  beforeAll(async () => {
    communityId = (await createCommunity('caregiver', 'Night Owls')).community_id;
    await call('careseeker', 'POST', `/communities/${communityId}/join`);
    await call('provider', 'POST', `/communities/${communityId}/join`);
    await call('mentor', 'POST', `/communities/${communityId}/join`);
  });

  it('checks rich text on the server, tells the members of a new post live, and finds it in search with its tags', async () => {
    const script = { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'script', text: 'x' }] }] } };
    const refused = await call('caregiver', 'POST', '/community/posts', { community_id: communityId, title: 'x', body: script });
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0].path).toBe('body.body');
    const link = {
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [] }] }],
      },
    };
    expect(
      (await call('caregiver', 'POST', '/community/posts', { community_id: communityId, title: 'x', body: link })).status,
    ).toBe(400);

    const post = await writePost('caregiver', communityId, 'Melatonin timing questions answered', {
      kind: 'QUESTION',
      tags: ['Melatonin', 'sleep', 'melatonin'],
    });
    const live = await nextLive(post.post_id, 'Post created');
    expect(live).toMatchObject({ type: 'Post', communityId });
    expect((await notices('provider')).some((n) => n.sub_type === 'Post created' && Number(n.post_id) === post.post_id)).toBe(
      true,
    );
    expect((await notices('caregiver')).some((n) => Number(n.post_id) === post.post_id)).toBe(false);
    expect(titles(await feed('provider', 'kind=QUESTION&sort=new'))[0]).toBe('Melatonin timing questions answered');

    const threads = await call('provider', 'POST', '/threads', { search_text: 'melatonin' });
    expect(threads.status).toBe(200);
    expect(threads.body.data.data[0]).toMatchObject({ post_id: post.post_id, tags: ['melatonin', 'sleep'] });
    const tagged = await call('provider', 'POST', '/threads', { tags: ['melatonin'] });
    expect(tagged.body.data.data.map((p: { post_id: number }) => p.post_id)).toEqual([post.post_id]);
    const tags = await call('provider', 'POST', '/tags', { search_text: 'melatonin' });
    expect(tags.body.data.data[0]).toMatchObject({ tag: 'melatonin', questions: 1 });
    // A typo still finds the new word (it joined the lexicon).
    expect((await call('provider', 'POST', '/threads', { search_text: 'melatonnin' })).body.data.data[0].post_id).toBe(
      post.post_id,
    );
  });

  it('lets only the author edit within the window and delete; others are refused', async () => {
    const post = await writePost('careseeker', communityId, 'A typo in the titel');
    expect(post.editable_until).not.toBeNull();
    const edit = (as: Role) =>
      call(as, 'PUT', `/community/posts/${post.post_id}`, {
        title: 'A typo in the title',
        body: plainRichText('fixed'),
        tags: [],
      });
    expect((await edit('provider')).status).toBe(403);
    expect((await get('provider', `/community/posts/${post.post_id}`)).post.editable_until).toBeNull();
    const edited = await edit('careseeker');
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'A typo in the title', is_own: true });
    expect(edited.body.data.edited_at).not.toBeNull();

    const own = await comment('careseeker', post.post_id, 'frist');
    expect((await call('provider', 'PUT', `/community/comments/${own.comment_id}`, { body: 'x' })).status).toBe(403);
    expect((await call('careseeker', 'PUT', `/community/comments/${own.comment_id}`, { body: 'first' })).body.data.body).toBe(
      'first',
    );

    clockOffset = 61 * 60_000;
    try {
      expect((await edit('careseeker')).status).toBe(409);
      expect((await call('careseeker', 'PUT', `/community/comments/${own.comment_id}`, { body: 'again' })).status).toBe(409);
      expect((await get('careseeker', `/community/posts/${post.post_id}`)).post.editable_until).toBeNull();
    } finally {
      clockOffset = 0;
    }

    expect((await call('provider', 'DELETE', `/community/posts/${post.post_id}`)).status).toBe(403);
    expect((await call('careseeker', 'DELETE', `/community/posts/${post.post_id}`)).status).toBe(204);
    expect((await call('careseeker', 'GET', `/community/posts/${post.post_id}`)).status).toBe(404);
    expect(titles(await feed('careseeker', `community_id=${communityId}&sort=new`))).not.toContain('A typo in the title');
  });

  it('threads comments two levels deep, tells the authors live, counts upvotes once each, and keeps the counts', async () => {
    const post = await writePost('careseeker', communityId, 'What helps you wind down?');
    const top = await comment('provider', post.post_id, 'A warm bath');
    const live = await nextLive(post.post_id, 'Comment');
    expect(live.notification).toMatch(/commented on your post/);
    // The comment comes with it, as its reader (the post's author) is given it (issue #60).
    expect(live.comment).toMatchObject({ comment_id: top.comment_id, body: 'A warm bath', is_own: false, upvoted: false });
    const reply = await comment('careseeker', post.post_id, 'We do that too', top.comment_id);
    const deeper = await call('mentor', 'POST', `/community/posts/${post.post_id}/comments`, {
      body: 'x',
      parent_id: reply.comment_id,
    });
    expect(deeper.status).toBe(409);
    expect(
      (await notices('provider')).some((n) => n.sub_type === 'Comment' && /replied to your comment/.test(n.notification_text)),
    ).toBe(true);

    const vote = (as: Role, upvoted: boolean) => call(as, 'PUT', `/community/posts/${post.post_id}/upvote`, { upvoted });
    expect((await vote('provider', true)).body.data).toEqual({ upvoted: true, upvotes: 1 });
    expect((await vote('provider', true)).body.data).toEqual({ upvoted: true, upvotes: 1 });
    expect((await nextLive(post.post_id, 'Upvote')).notification).toMatch(/upvoted your post/);
    expect((await vote('mentor', true)).body.data.upvotes).toBe(2);
    expect((await vote('provider', false)).body.data).toEqual({ upvoted: false, upvotes: 1 });
    expect(
      (await notices('careseeker')).filter((n) => n.sub_type === 'Upvote' && Number(n.post_id) === post.post_id),
    ).toHaveLength(2);
    // Nobody upvotes their own post or comment (#63.14).
    const own = await vote('careseeker', true);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot upvote your own post.');
    const ownComment = await call('provider', 'PUT', `/community/comments/${top.comment_id}/upvote`, { upvoted: true });
    expect(ownComment.status).toBe(403);
    const commentVote = await call('careseeker', 'PUT', `/community/comments/${top.comment_id}/upvote`, { upvoted: true });
    expect(commentVote.body.data).toEqual({ upvoted: true, upvotes: 1 });

    const summary = (await feed('careseeker', `community_id=${communityId}&sort=new`)).find((p) => p.post_id === post.post_id)!;
    expect(summary).toMatchObject({ upvotes: 1, comment_count: 2 });
    const thread = await get('careseeker', `/community/posts/${post.post_id}`);
    expect(thread.comments.map((c: { comment_id: number; parent_id: number | null }) => [c.comment_id, c.parent_id])).toEqual([
      [top.comment_id, null],
      [reply.comment_id, top.comment_id],
    ]);
    expect(thread.comments[0]).toMatchObject({ upvoted: true, upvotes: 1 });

    // Deleting a comment with replies leaves a placeholder; without, it goes.
    expect((await call('provider', 'DELETE', `/community/comments/${top.comment_id}`)).status).toBe(204);
    const after = await get('careseeker', `/community/posts/${post.post_id}`);
    expect(after.comments[0]).toMatchObject({ is_deleted: true, body: null });
    expect(after.post.comment_count).toBe(1);
    expect((await call('careseeker', 'DELETE', `/community/comments/${reply.comment_id}`)).status).toBe(204);
    expect((await get('careseeker', `/community/posts/${post.post_id}`)).comments).toHaveLength(1);
  });

  it('lets the asker or a moderator accept one top-level answer of a question', async () => {
    const question = await writePost('careseeker', communityId, 'Weighted blankets: worth it?', { kind: 'QUESTION' });
    const answer = await comment('provider', question.post_id, 'Yes, after a trial week');
    const reply = await comment('mentor', question.post_id, 'Agreed', answer.comment_id);
    const accept = (as: Role, commentId: number | null, postId = question.post_id) =>
      call(as, 'PUT', `/community/posts/${postId}/accepted-answer`, { comment_id: commentId });
    expect((await accept('provider', answer.comment_id)).status).toBe(403);
    expect((await accept('careseeker', reply.comment_id)).status).toBe(409);
    const accepted = await accept('careseeker', answer.comment_id);
    expect(accepted.body.data).toMatchObject({ accepted_comment_id: answer.comment_id, is_answered: true });
    expect((await get('provider', `/community/posts/${question.post_id}`)).comments[0].is_accepted).toBe(true);
    expect((await accept('caregiver', null)).body.data.is_answered).toBe(false);
    const post = await writePost('careseeker', communityId, 'Not a question');
    const onPost = await comment('provider', post.post_id, 'x');
    expect((await accept('careseeker', onPost.comment_id, post.post_id)).status).toBe(409);
  });
});

describe('safety', () => {
  let communityId: number;
  beforeAll(async () => {
    communityId = (await createCommunity('coordinator', 'Safe Harbour')).community_id;
    for (const role of ['careseeker', 'provider', 'mentor', 'caregiver'] as const)
      await call(role, 'POST', `/communities/${communityId}/join`);
  });
  const seen = async (as: Role, postId: number) => (await call(as, 'GET', `/community/posts/${postId}`)).status === 200;

  it('hides a post after reports from two different members, from everyone but its author and moderators, in every list and search', async () => {
    const post = await writePost('provider', communityId, 'Miracle cure zebrafish pills');
    const report = (as: Role, target_type = 'POST', target_id = post.post_id) =>
      call(as, 'POST', '/community/reports', { target_type, target_id, reason: 'MEDICAL_MISINFORMATION' });
    expect((await report('provider')).status).toBe(409);
    const first = await report('careseeker');
    expect(first.status).toBe(201);
    expect(first.body.data.state).toBe('OPEN');
    // The same member again counts once.
    expect((await report('careseeker')).body.data.report_id).toBe(first.body.data.report_id);
    expect(await seen('mentor', post.post_id)).toBe(true);
    expect(
      (await call('mentor', 'POST', '/community/reports', { target_type: 'POST', target_id: post.post_id, reason: 'BAD' }))
        .status,
    ).toBe(400);
    await report('mentor');

    for (const role of ['careseeker', 'mentor', 'caregiver'] as const) {
      expect(await seen(role, post.post_id), role).toBe(false);
      expect(titles(await feed(role, `community_id=${communityId}&sort=new`)), role).not.toContain(
        'Miracle cure zebrafish pills',
      );
      expect((await call(role, 'POST', '/posts', { search_text: 'zebrafish' })).body.data.data, role).toEqual([]);
    }
    expect((await get('provider', `/community/posts/${post.post_id}`)).post.hidden).toBe('REPORTED');
    expect((await get('coordinator', `/community/posts/${post.post_id}`)).post).toMatchObject({
      hidden: 'REPORTED',
      can_moderate: true,
    });
    expect((await call('provider', 'POST', '/posts', { search_text: 'zebrafish' })).body.data.data).toHaveLength(1);

    // A moderator's review: showing it again dismisses the reports; only moderators may.
    expect((await call('careseeker', 'PUT', `/community/posts/${post.post_id}/hidden`, { hidden: false })).status).toBe(404);
    expect((await call('provider', 'PUT', `/community/posts/${post.post_id}/hidden`, { hidden: false })).status).toBe(403);
    expect(
      (await call('coordinator', 'PUT', `/community/posts/${post.post_id}/hidden`, { hidden: false })).body.data.hidden,
    ).toBeNull();
    expect(await seen('careseeker', post.post_id)).toBe(true);
    // An administrator moderates everywhere.
    expect((await call('admin', 'PUT', `/community/posts/${post.post_id}/hidden`, { hidden: true })).body.data.hidden).toBe(
      'MODERATOR',
    );
    expect(await seen('careseeker', post.post_id)).toBe(false);
  });

  it('hides a reported comment the same way, and stores member reports', async () => {
    const post = await writePost('coordinator', communityId, 'Weekly check-in');
    const rude = await comment('provider', post.post_id, 'Something unkind');
    for (const role of ['careseeker', 'mentor'] as const)
      expect(
        (
          await call(role, 'POST', '/community/reports', {
            target_type: 'COMMENT',
            target_id: rude.comment_id,
            reason: 'HARASSMENT',
          })
        ).status,
      ).toBe(201);
    expect((await get('caregiver', `/community/posts/${post.post_id}`)).comments).toEqual([]);
    expect((await get('provider', `/community/posts/${post.post_id}`)).comments[0].hidden).toBe('REPORTED');
    expect((await get('coordinator', `/community/posts/${post.post_id}`)).comments).toHaveLength(1);
    const member = await call('caregiver', 'POST', '/community/reports', {
      target_type: 'MEMBER',
      target_id: userId.provider,
      community_id: communityId,
      reason: 'OTHER',
      details: 'Keeps posting adverts',
    });
    expect(member.body.data).toMatchObject({ state: 'OPEN' });
    expect(
      (
        await call('caregiver', 'POST', '/community/reports', {
          target_type: 'MEMBER',
          target_id: userId.caregiver,
          reason: 'SPAM',
        })
      ).status,
    ).toBe(409);
  });

  it('hides a blocked member’s posts and comments from the blocker only', async () => {
    const post = await writePost('mentor', communityId, 'Blocked author post');
    const onOwn = await writePost('caregiver', communityId, 'Caregiver asks');
    await comment('mentor', onOwn.post_id, 'Mentor replies');
    expect(
      (await apiJson(server.url, 'POST', `/api/chat-server/v2/block/${userId.mentor}`, undefined, token.caregiver)).status,
    ).toBeLessThan(300);
    try {
      expect(await seen('caregiver', post.post_id)).toBe(false);
      expect(titles(await feed('caregiver', `community_id=${communityId}&sort=new`))).not.toContain('Blocked author post');
      expect((await get('caregiver', `/community/posts/${onOwn.post_id}`)).comments).toEqual([]);
      expect(await seen('careseeker', post.post_id)).toBe(true);
      expect((await get('careseeker', `/community/posts/${onOwn.post_id}`)).comments).toHaveLength(1);
    } finally {
      await apiJson(server.url, 'DELETE', `/api/chat-server/v2/block/${userId.mentor}`, undefined, token.caregiver);
    }
    expect(await seen('caregiver', post.post_id)).toBe(true);
  });
});
