// @postgres: the favourites' store.
import { beforeAll, describe, expect, it } from 'vitest';
import { plainRichText } from '../../contract/notes-rich-text';
import { apiGet, apiJson, serverPerFile, signIn, userIdOf } from './helpers';

/*
 * Favorites (/api/favorites/v1): a person lists every bookmark of their own, notes and articles
 * alike, newest first, each with where it opens; they remove one of theirs, and nobody lists or
 * removes another person's. A bookmarked note that stops being shared with them leaves the list.
 */
const UM = '/api/user-manager/v1';
const HUB = '/api/resource-hub/v1';
const FAV = '/api/favorites/v1/bookmarks';
const server = serverPerFile();
const ROLES = ['caregiver', 'coordinator'] as const;
type Role = (typeof ROLES)[number];
const token = {} as Record<Role, string>;
const userId = {} as Record<Role, number>;
let meetingId: string;

type Favorite = { kind: string; source_id: string; title: string; detail: string | null; href: string; bookmarked_at: string };

beforeAll(async () => {
  for (const role of ROLES) {
    token[role] = String((await signIn(server.url, role)).tokens.access_token);
    userId[role] = await userIdOf(server.url, token[role]);
  }
  const events = await apiGet(server.url, `${UM}/mentor-booking/events`, token.caregiver);
  meetingId = (events.body.data as { status: string; meeting_id: string; concierge: { user_id: number } }[]).find(
    (b) => b.status === 'completed' && b.concierge.user_id === userId.coordinator,
  )!.meeting_id;
});

const favorites = async (as: Role) => {
  const res = await apiGet(server.url, FAV, token[as]);
  expect(res.status).toBe(200);
  return res.body.data as Favorite[];
};
const bookmarkNote = (as: Role, noteId: number, action: 'CREATE' | 'DELETE' = 'CREATE') =>
  apiJson(
    server.url,
    'POST',
    '/api/message-publisher/v1/publish',
    {
      topic: 'TOPIC_BOOKMARKS',
      message: { action, source_type: 'NOTES', source_id: noteId, sub_source_type: 'PERSONAL', created_by: userId[as] },
    },
    token[as],
  );
const note = async (as: Role, title: string) =>
  (await apiJson(server.url, 'POST', `${UM}/notes/personal`, { note_title: title, note_body: plainRichText('x') }, token[as]))
    .body.data as { id: number };
const remove = (as: Role, kind: string, id: string) =>
  apiJson(server.url, 'DELETE', `${FAV}/${kind}/${id}`, undefined, token[as]);

describe('favorites', () => {
  it('lists the person’s own bookmarks of notes and articles, newest first, each opening where it lives', async () => {
    const mine = await note('caregiver', 'Questions for the school');
    expect((await bookmarkNote('caregiver', mine.id)).status).toBe(202);
    expect(
      (await apiJson(server.url, 'PUT', `${HUB}/articles/iep-or-504-plan/bookmark`, undefined, token.caregiver)).status,
    ).toBe(200);
    const list = await favorites('caregiver');
    const times = list.map((f) => f.bookmarked_at);
    expect(times).toEqual([...times].sort().reverse());
    const article = list.find((f) => f.kind === 'articles' && f.source_id === 'iep-or-504-plan')!;
    expect(article).toMatchObject({ href: '/resource-hub/iep-or-504-plan', detail: expect.stringMatching(/min read$/) });
    const noteFav = list.find((f) => f.kind === 'notes' && f.source_id === String(mine.id))!;
    expect(noteFav).toMatchObject({
      title: 'Questions for the school',
      detail: 'Your note',
      href: `/mentorship/notes?noteId=${mine.id}&noteType=personal&tab=1`,
    });
    // The article was bookmarked after the note: it comes first.
    expect(list.indexOf(article)).toBeLessThan(list.indexOf(noteFav));
    // Nobody else sees them.
    const theirs = await favorites('coordinator');
    expect(theirs.some((f) => f.source_id === String(mine.id) || f.source_id === 'iep-or-504-plan')).toBe(false);
  });

  it('removes only the person’s own bookmark: another person’s is not found and stays', async () => {
    const mine = await note('caregiver', 'Respite contacts');
    await bookmarkNote('caregiver', mine.id);
    const refused = await remove('coordinator', 'notes', String(mine.id));
    expect(refused.status).toBe(404);
    expect((await favorites('caregiver')).some((f) => f.source_id === String(mine.id))).toBe(true);

    expect((await remove('caregiver', 'notes', String(mine.id))).body).toEqual({ result: 'ok' });
    expect((await favorites('caregiver')).some((f) => f.kind === 'notes' && f.source_id === String(mine.id))).toBe(false);
    // Gone once: removing again is not found; an article never bookmarked is not found either.
    expect((await remove('caregiver', 'notes', String(mine.id))).status).toBe(404);
    expect((await remove('caregiver', 'articles', 'finding-respite-care')).status).toBe(404);
    expect((await remove('caregiver', 'notes', 'not-a-number')).status).toBe(404);
    expect((await remove('caregiver', 'articles', 'iep-or-504-plan')).status).toBe(200);
    expect((await favorites('caregiver')).some((f) => f.source_id === 'iep-or-504-plan')).toBe(false);
  });

  it('lists a shared session note while it is shared with the reader, and not once it no longer is', async () => {
    const shared = await apiJson(
      server.url,
      'PUT',
      `${UM}/mentor-booking/notes`,
      { meeting_id: meetingId, note_title: 'What we agreed', note_body: plainRichText('Two weeks'), is_shared: true },
      token.caregiver,
    );
    const id = (shared.body.data as { id: number }).id;
    await bookmarkNote('coordinator', id);
    const listed = (await favorites('coordinator')).find((f) => f.kind === 'notes' && f.source_id === String(id));
    expect(listed).toMatchObject({
      detail: expect.stringMatching(/^Shared with you by /),
      href: `/mentorship/notes?noteId=${id}&noteType=shared_with_me&tab=3`,
    });
    await apiJson(
      server.url,
      'PUT',
      `${UM}/mentor-booking/notes`,
      { meeting_id: meetingId, id, note_title: 'What we agreed', note_body: plainRichText('Two weeks'), is_shared: false },
      token.caregiver,
    );
    expect((await favorites('coordinator')).some((f) => f.kind === 'notes' && f.source_id === String(id))).toBe(false);
  });

  it('with a limit lists only the newest that many across the kinds, and refuses a limit out of range', async () => {
    const mine = await note('coordinator', 'Limit check');
    expect((await bookmarkNote('coordinator', mine.id)).status).toBe(202);
    expect(
      (await apiJson(server.url, 'PUT', `${HUB}/articles/iep-or-504-plan/bookmark`, undefined, token.coordinator)).status,
    ).toBe(200);
    const all = (await apiGet(server.url, FAV, token.coordinator)).body.data as Favorite[];
    expect(all.length).toBeGreaterThanOrEqual(2);
    const newest = await apiGet(server.url, `${FAV}?limit=1`, token.coordinator);
    expect(newest.status).toBe(200);
    expect(newest.body.data).toEqual(all.slice(0, 1));
    expect((newest.body.data as Favorite[])[0]).toMatchObject({ kind: 'articles', source_id: 'iep-or-504-plan' });
    for (const bad of ['0', '201', 'x'])
      expect((await apiGet(server.url, `${FAV}?limit=${bad}`, token.coordinator)).status).toBe(400);
  });

  it('needs a signed-in person and a kind it knows', async () => {
    expect((await apiGet(server.url, FAV)).status).toBe(401);
    expect((await apiJson(server.url, 'DELETE', `${FAV}/notes/1`)).status).toBe(401);
    const unknown = await remove('caregiver', 'recipes', '1');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('params.kind');
  });
  it('lists bookmarked communities and posts (issue #32) with where they open, and removes one', async () => {
    const SE = '/api/search-engine/v1';
    const created = await apiJson(
      server.url,
      'POST',
      `${SE}/communities`,
      { community_name: `Favourite circle ${Date.now()}`, description: 'For the favorites test.' },
      token.caregiver,
    );
    const communityId = (created.body.data as { community_id: number }).community_id;
    const written = await apiJson(
      server.url,
      'POST',
      `${SE}/community/posts`,
      { community_id: communityId, title: 'Saved for later', body: plainRichText('x') },
      token.caregiver,
    );
    const postId = (written.body.data as { post_id: number }).post_id;
    const bookmark = (sub: 'COMMUNITY' | 'POST', id: number) =>
      apiJson(
        server.url,
        'POST',
        `${SE}/community/bookmarks`,
        { action: 'CREATE', source_type: 'COMMUNITY', sub_source_type: sub, source_id: id },
        token.caregiver,
      );
    expect((await bookmark('COMMUNITY', communityId)).status).toBe(200);
    expect((await bookmark('POST', postId)).status).toBe(200);
    const listed = await favorites('caregiver');
    expect(listed.find((f) => f.kind === 'communities' && f.source_id === String(communityId))?.href).toBe(
      `/community/overview/${communityId}`,
    );
    expect(listed.find((f) => f.kind === 'posts' && f.source_id === String(postId))).toMatchObject({
      title: 'Saved for later',
      href: `/community/${postId}`,
    });
    expect((await remove('coordinator', 'posts', String(postId))).status).toBe(404);
    expect((await remove('caregiver', 'posts', String(postId))).status).toBe(200);
    expect((await favorites('caregiver')).some((f) => f.kind === 'posts' && f.source_id === String(postId))).toBe(false);
  });
});
