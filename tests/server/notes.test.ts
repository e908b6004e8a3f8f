// @postgres: the notes' store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainRichText } from '../../contract/notes-rich-text';
import { apiGet, apiJson, serverPerFile, signIn, SseStream, userIdOf } from './helpers';

/*
 * SPEC §7 notes calls, PUT /mentor-booking/notes and the TOPIC_BOOKMARKS publish, with every
 * role's token: each person reads and changes only their own notes; a shared session note is
 * readable by the other person of that session only; bodies are Lexical JSON of allowed nodes.
 */
const UM = '/api/user-manager/v1';
const server = serverPerFile();
const ROLES = ['caregiver', 'careseeker', 'mentor', 'provider', 'coordinator', 'admin'] as const;
type Role = (typeof ROLES)[number];
const token = {} as Record<Role, string>;
const userId = {} as Record<Role, number>;
let completedMeeting: string;
let stream: SseStream;

beforeAll(async () => {
  await Promise.all(
    ROLES.map(async (role) => {
      token[role] = String((await signIn(server.url, role)).tokens.access_token);
      userId[role] = await userIdOf(server.url, token[role]);
    }),
  );
  const events = await apiGet(server.url, `${UM}/mentor-booking/events`, token.caregiver);
  const done = (events.body.data as { status: string; meeting_id: string; concierge: { user_id: number } }[]).find(
    (b) => b.status === 'completed' && b.concierge.user_id === userId.coordinator,
  );
  completedMeeting = done!.meeting_id;
  stream = await SseStream.open(
    `${server.url}/public/user-audit/server-event/subscribe/${userId.coordinator}?access_token=${token.coordinator}`,
  );
});
afterAll(() => stream?.close());

const body = (text: string) => plainRichText(text);
const save = (as: Role, note: Record<string, unknown>) => apiJson(server.url, 'POST', `${UM}/notes/personal`, note, token[as]);
const sessionNote = (as: Role, note: Record<string, unknown>) =>
  apiJson(server.url, 'PUT', `${UM}/mentor-booking/notes`, note, token[as]);
const one = (as: Role, id: number) => apiJson(server.url, 'GET', `${UM}/notes/personal/${id}`, undefined, token[as]);
const ids = (list: unknown) => (list as { id: number }[]).map((n) => n.id);
const nextNoteEvent = async (noteId: number) => {
  for (;;) {
    const message = await stream.next<Record<string, any>>();
    if (message.event !== 'ready' && message.data?.subType === 'Note shared' && Number(message.data.postId) === noteId)
      return message.data;
  }
};

describe('personal notes', () => {
  it('keeps notes out of the global search, for their author and for everyone else (issue #31)', async () => {
    const made = await save('caregiver', { note_title: 'Quokka sleep diary', note_body: body('Quokka naps at noon') });
    expect(made.status).toBe(201);
    try {
      for (const as of ['caregiver', 'coordinator'] as const) {
        const found = await apiJson(server.url, 'POST', '/api/search-engine/v2/search', { search_text: 'quokka' }, token[as]);
        expect(found.status).toBe(200);
        // The answer repeats what was asked (understood.search_text); the note is in none of its results.
        expect(JSON.stringify(found.body)).not.toMatch(/sleep diary|naps at noon/i);
      }
    } finally {
      await apiJson(server.url, 'DELETE', `${UM}/notes/personal/${made.body.data.id}`, undefined, token.caregiver);
    }
  });

  it('every member role writes, reads, edits, pins and deletes its own notes, and nobody else reads or changes them', async () => {
    // The administrator has no notes: every notes route refuses them (tests/server/admin.test.ts).
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const made = await save(role, {
        note_title: `${role} plan`,
        note_body: body('Private'),
        tags: ['Plan', 'plan', ' Sleep '],
      });
      expect(made.status).toBe(201);
      const note = made.body.data;
      expect(note).toMatchObject({ note_title: `${role} plan`, noteType: 'personal', tags: ['Plan', 'Sleep'], is_pinned: false });
      expect((await one(role, note.id)).status).toBe(200);
      const other = ROLES.find((r) => r !== role)!;
      expect((await one(other, note.id)).status).toBe(404);
      expect((await save(other, { id: note.id, note_title: 'mine now', note_body: body('x') })).status).toBe(404);
      expect(
        (await apiJson(server.url, 'PUT', `${UM}/notes/personal/${note.id}/pin`, { is_pinned: true }, token[other])).status,
      ).toBe(404);
      expect((await apiJson(server.url, 'DELETE', `${UM}/notes/personal/${note.id}`, undefined, token[other])).status).toBe(404);
      const others = await apiGet(server.url, `${UM}/notes/my-notes`, token[other]);
      expect([...ids(others.body.personal), ...ids(others.body.shared_with_me)]).not.toContain(note.id);

      const edited = await save(role, { id: note.id, note_title: '', note_body: body('Edited'), tags: [] });
      expect(edited.status).toBe(200);
      expect(edited.body.data.note_title).toBeNull();
      const pinned = await apiJson(server.url, 'PUT', `${UM}/notes/personal/${note.id}/pin`, { is_pinned: true }, token[role]);
      expect(pinned.body.data.is_pinned).toBe(true);
      const pins = await apiGet(server.url, `${UM}/notes/pinned-notes`, token[role]);
      expect(ids(pins.body.data)).toContain(note.id);
      expect((await apiJson(server.url, 'DELETE', `${UM}/notes/personal/${note.id}`, undefined, token[role])).status).toBe(200);
      expect((await one(role, note.id)).status).toBe(404);
    }
  });

  it('lists pinned first then newest, or oldest, or by title; filters by tag and by dependent; tags are per person', async () => {
    const list = await apiGet(server.url, `${UM}/notes/personal`, token.caregiver);
    const notes = list.body.data as { note_title: string | null; is_pinned: boolean; created_at: string }[];
    expect(notes[0]).toMatchObject({ note_title: 'Respite options to explore', is_pinned: true });
    const rest = notes.slice(1).map((n) => Date.parse(n.created_at));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    const oldest = await apiGet(server.url, `${UM}/notes/personal?sortBy=oldest`, token.caregiver);
    expect((oldest.body.data as { note_title: string }[])[0]!.note_title).toBe('Respite options to explore');
    expect((oldest.body.data as { note_title: string }[])[1]!.note_title).toBe('Questions for the neurologist');
    const byTitle = await apiGet(server.url, `${UM}/notes/personal?sortBy=title`, token.caregiver);
    expect((byTitle.body.data as { note_title: string | null }[]).map((n) => n.note_title)).toEqual([
      'Respite options to explore',
      'Questions for the neurologist',
      null,
    ]);
    expect((await apiGet(server.url, `${UM}/notes/personal?sortBy=loudest`, token.caregiver)).status).toBe(400);

    const school = await apiGet(server.url, `${UM}/notes/my-notes?tag=school`, token.caregiver);
    expect((school.body.personal as unknown[]).length).toBe(1);
    expect((school.body.shared_by_me as { note_title: string }[])[0]!.note_title).toBe('School support plan');
    const dependents = await apiGet(server.url, `${UM}/notes/dependents`, token.caregiver);
    const leo = (dependents.body.data as { id: number; name: string }[]).find((d) => d.name === 'Leo Thompson')!;
    expect((dependents.body.data as unknown[]).length).toBe(2);
    const forLeo = await apiGet(server.url, `${UM}/notes/personal?dependentId=${leo.id}`, token.caregiver);
    expect((forLeo.body.data as { dependent_name: string }[]).map((n) => n.dependent_name)).toEqual([
      'Leo Thompson',
      'Leo Thompson',
    ]);

    expect((await apiGet(server.url, `${UM}/notes/tags`, token.caregiver)).body.data).toEqual(['Medical', 'Respite', 'School']);
    expect((await apiGet(server.url, `${UM}/notes/tags`, token.careseeker)).body.data).toEqual([]);
    expect((await apiGet(server.url, `${UM}/notes/dependents`, token.careseeker)).body.data).toEqual([]);
    // Someone else's dependent is refused by field.
    const refused = await save('careseeker', { note_title: 'x', note_body: body('x'), dependent_id: leo.id });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'body.dependent_id', message: 'is not one of your dependents' }]);
  });

  it('refuses bodies that are not Lexical JSON of allowed nodes, HTML, unsafe links and over-long fields', async () => {
    const refusedAt = async (note: Record<string, unknown>) => {
      const res = await save('caregiver', { note_title: 'x', note_body: body('x'), ...note });
      expect(res.status).toBe(400);
      return (res.body.issues as { path: string; message: string }[])[0]!;
    };
    expect(await refusedAt({ note_body: '<p>hi</p><script>alert(1)</script>' })).toEqual({
      path: 'body.note_body',
      message: 'must be a Lexical editor state',
    });
    const withChild = (child: unknown) => ({
      root: { type: 'root', children: [{ type: 'paragraph', children: [child] }] },
    });
    expect((await refusedAt({ note_body: withChild({ type: 'image', src: 'x' }) })).message).toBe('may not contain a image');
    expect((await refusedAt({ note_body: withChild({ type: 'link', url: 'javascript:alert(1)', children: [] }) })).message).toBe(
      'may only link to http, https or mailto addresses',
    );
    expect((await refusedAt({ note_body: withChild({ type: 'text', text: 'x', style: 'color:red' }) })).message).toBe(
      'may not carry styles',
    );
    expect((await refusedAt({ note_body: body('x'.repeat(20_001)) })).message).toBe('must be 20000 characters or fewer');
    expect((await refusedAt({ note_title: 't'.repeat(121) })).path).toBe('body.note_title');
    expect((await refusedAt({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).path).toBe('body.tags');
    const rich = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Plan', format: 1 }] },
          {
            type: 'list',
            listType: 'bullet',
            children: [
              {
                type: 'listitem',
                children: [{ type: 'link', url: 'https://example.org', children: [{ type: 'text', text: 'a link' }] }],
              },
            ],
          },
        ],
      },
    };
    const ok = await save('caregiver', { note_title: 'Rich', note_body: rich });
    expect(ok.status).toBe(201);
    expect(ok.body.data.note_body).toEqual(rich);
    await apiJson(server.url, 'DELETE', `${UM}/notes/personal/${ok.body.data.id}`, undefined, token.caregiver);
  });
});

describe('session notes', () => {
  it('the two people of a session write notes on it; a shared one is read by the other person only, live', async () => {
    const made = await sessionNote('caregiver', {
      meeting_id: completedMeeting,
      note_title: 'What we agreed',
      note_body: body('Try the new routine'),
      is_shared: true,
    });
    expect(made.status).toBe(201);
    const note = made.body.data;
    expect(note).toMatchObject({ noteType: 'shared_by_me', is_shared: true, meeting_id: completedMeeting });
    expect(note.session.with_name).toBe('Jordan Lee');
    const heard = await nextNoteEvent(note.id);
    expect(heard).toMatchObject({
      type: 'Concierge',
      subType: 'Note shared',
      notification: 'caregiver shared a note with you.',
    });

    const theirs = await apiGet(server.url, `${UM}/notes/shared-with-me`, token.coordinator);
    const seen = (theirs.body.data as { id: number; noteType: string; session: { with_name: string } }[]).find(
      (n) => n.id === note.id,
    );
    expect(seen).toMatchObject({ noteType: 'shared_with_me', session: { with_name: 'caregiver' } });
    // Readable, not changeable, by the other person; invisible to everyone else.
    expect((await one('coordinator', note.id)).status).toBe(200);
    const change = await save('coordinator', { id: note.id, note_title: 'x', note_body: body('x') });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(
      'Only the author of a note may change it; during the session’s call, the person it is shared with may too.',
    );
    // The administrator is refused every notes route before it runs (tests/server/admin.test.ts).
    for (const role of ['careseeker', 'mentor', 'provider'] as const) expect((await one(role, note.id)).status).toBe(404);

    // Unshared, it leaves the other person's side (and they hear so).
    const unshared = await sessionNote('caregiver', {
      meeting_id: completedMeeting,
      id: note.id,
      note_title: 'What we agreed',
      note_body: body('Try the new routine'),
      is_shared: false,
    });
    expect(unshared.body.data.noteType).toBe('personal');
    expect((await nextNoteEvent(note.id)).notification).toBe('caregiver stopped sharing a note with you.');
    expect((await one('coordinator', note.id)).status).toBe(404);
    await apiJson(server.url, 'DELETE', `${UM}/notes/personal/${note.id}`, undefined, token.caregiver);
  });

  it('refuses people outside the session, unknown sessions and a note of another session; takes one on a session to come', async () => {
    const note = { note_title: 'x', note_body: body('x'), is_shared: true };
    for (const role of ['careseeker', 'mentor', 'provider'] as const) {
      const res = await sessionNote(role, { ...note, meeting_id: completedMeeting });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only the two people of a session may write a note on it.');
    }
    expect((await sessionNote('caregiver', { ...note, meeting_id: 'no-such-meeting' })).status).toBe(404);
    const events = await apiGet(server.url, `${UM}/mentor-booking/events`, token.caregiver);
    const upcoming = (events.body.data as { status: string; meeting_id: string; start: string }[]).find(
      (b) => b.status === 'scheduled' && Date.parse(b.start) > Date.now(),
    )!;
    // Issue #63.7: a session still to come takes a note (what to ask), shared with its concierge.
    const early = await sessionNote('caregiver', { ...note, meeting_id: upcoming.meeting_id });
    expect(early.status).toBe(201);
    expect(early.body.data).toMatchObject({ meeting_id: upcoming.meeting_id, is_shared: true, noteType: 'shared_by_me' });
    // My bookings shows it on that session, for its author only.
    const mine = (await apiGet(server.url, `${UM}/mentor-booking/events`, token.caregiver)).body.data as {
      meeting_id: string;
      note: { id: number; is_shared: boolean } | null;
    }[];
    expect(mine.find((b) => b.meeting_id === upcoming.meeting_id)!.note).toEqual({ id: early.body.data.id, is_shared: true });
    await apiJson(server.url, 'DELETE', `${UM}/notes/personal/${early.body.data.id}`, undefined, token.caregiver);
    const personal = await save('caregiver', { note_title: 'p', note_body: body('p') });
    const moved = await sessionNote('caregiver', { ...note, id: personal.body.data.id, meeting_id: completedMeeting });
    expect(moved.status).toBe(409);
    await apiJson(server.url, 'DELETE', `${UM}/notes/personal/${personal.body.data.id}`, undefined, token.caregiver);
  });
});

describe('bookmarks of notes (TOPIC_BOOKMARKS)', () => {
  const publish = (as: Role, message: Record<string, unknown>) =>
    apiJson(server.url, 'POST', '/api/message-publisher/v1/publish', { topic: 'TOPIC_BOOKMARKS', message }, token[as]);

  it('bookmarks a readable note once and shows it on the note; unbookmarks; refuses others’ notes and others’ names', async () => {
    const list = await apiGet(server.url, `${UM}/notes/shared-with-me`, token.caregiver);
    const shared = (list.body.data as { id: number }[])[0]!;
    const message = {
      action: 'CREATE',
      source_type: 'NOTES',
      source_id: shared.id,
      sub_source_type: 'CONCIERGE',
      created_by: userId.caregiver,
    };
    const first = await publish('caregiver', message);
    expect(first.status).toBe(202);
    const again = await publish('caregiver', message);
    expect(again.body.data.bookmark_id).toBe(first.body.data.bookmark_id);
    expect((await one('caregiver', shared.id)).body.data.bookmark_id).toBe(first.body.data.bookmark_id);
    // The author's own view carries their bookmark, not the reader's.
    expect((await one('coordinator', shared.id)).body.data.bookmark_id).toBeNull();

    expect((await publish('careseeker', { ...message, created_by: userId.careseeker })).status).toBe(404);
    expect((await publish('careseeker', message)).status).toBe(403);
    expect((await publish('caregiver', { ...message, source_type: 'COMMUNITY' })).status).toBe(400);

    expect((await publish('caregiver', { ...message, action: 'DELETE' })).body.data.bookmark_id).toBeNull();
    expect((await one('caregiver', shared.id)).body.data.bookmark_id).toBeNull();
  });
});

it('asks for a token', async () => {
  expect((await apiGet(server.url, `${UM}/notes/my-notes`)).status).toBe(401);
});
