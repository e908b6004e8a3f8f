// @postgres: two saves of one note at once; the version decides in the store's update which one wins.
import { beforeAll, describe, expect, it } from 'vitest';
import { plainRichText } from '../../contract/notes-rich-text';
import { apiJson, serverPerFile, signIn, userIdOf } from './helpers';
import { holdSession, sessionAt } from './call-sockets';

/*
 * Issue #61: the session's shared note, editable by both during the call. Every save names the
 * version it was based on; a stale one is answered 409 with the note as it is now. From ten
 * minutes before the session's start until it ends, the session's other person may change a note
 * shared with them on it (title and text); before and after, and for a third account, not.
 */
const UM = '/api/user-manager/v1';
const MIN = 60_000;
const server = serverPerFile();
type Person = { token: string; id: number };
const people = {} as Record<'maya' | 'jordan' | 'daniel' | 'brightpath', Person>;
/**
 * When the file began: each session is one minute at its own time after it, so that one concierge's
 * sessions do not overlap (the bookings refuse that) while each is within ten minutes of its start.
 */
let t0 = 0;

beforeAll(async () => {
  const login = async (name: string) => {
    const token = String((await signIn(server.url, name)).tokens.access_token);
    return { token, id: await userIdOf(server.url, token) };
  };
  people.maya = await login('caregiver');
  people.jordan = await login('coordinator');
  people.daniel = await login('careseeker');
  people.brightpath = await login('provider');
  t0 = Date.now();
});

const body = (text: string) => plainRichText(text);
const put = (as: Person, note: Record<string, unknown>) =>
  apiJson(server.url, 'PUT', `${UM}/mentor-booking/notes`, note, as.token);
const post = (as: Person, note: Record<string, unknown>) => apiJson(server.url, 'POST', `${UM}/notes/personal`, note, as.token);
const one = (as: Person, id: number) => apiJson(server.url, 'GET', `${UM}/notes/personal/${id}`, undefined, as.token);
const text = (note: { note_body: unknown }) => JSON.stringify(note.note_body);

/** Maya's note on a session starting at `start`, shared with its concierge (Jordan unless named). */
async function sharedNoteOn(start: number, minutes = 1, concierge = 'coordinator') {
  const session = await sessionAt(server.url, { concierge, booker: 'caregiver', start, minutes });
  const made = await put(people.maya, {
    meeting_id: session.meeting_id,
    note_title: 'Questions',
    note_body: body('Sleep at night'),
    tags: ['Sleep'],
    is_shared: true,
  });
  expect(made.status).toBe(201);
  return { session, note: made.body.data as { id: number; version: number; may_edit: boolean } };
}

describe('the shared note during the call', () => {
  it('the other person edits it during the window, through either save, and its author reads their words', async () => {
    const { session, note } = await sharedNoteOn(t0 + 3 * MIN);
    expect(note).toMatchObject({ version: 1, may_edit: true });
    const seen = (await one(people.jordan, note.id)).body.data;
    expect(seen).toMatchObject({ noteType: 'shared_with_me', version: 1, may_edit: true });

    const edited = await put(people.jordan, {
      meeting_id: session.meeting_id,
      id: note.id,
      version: 1,
      note_title: 'Questions and answers',
      note_body: body('Sleep at night: a routine at nine'),
      tags: ['Jordan'],
      is_shared: false,
    });
    expect(edited.status).toBe(200);
    // Title and text are theirs to change; the tags and the sharing stay the author's.
    expect(edited.body.data).toMatchObject({ note_title: 'Questions and answers', version: 2, tags: ['Sleep'], is_shared: true });
    const mine = (await one(people.maya, note.id)).body.data;
    expect(mine).toMatchObject({ note_title: 'Questions and answers', version: 2, noteType: 'shared_by_me', tags: ['Sleep'] });
    expect(text(mine)).toContain('a routine at nine');
    // Its author is told who changed it: Jordan, not their own name (the bell's newest notice).
    const bell = await apiJson(
      server.url,
      'POST',
      '/api/user-audit/user-notification/get?page=0&size=5&sortField=notification_ts',
      { user_id: people.maya.id },
      people.maya.token,
    );
    const told = (bell.body.data.data as { notification_text: string; post_id: string | null }[]).find(
      (n) => Number(n.post_id) === note.id,
    );
    expect(told?.notification_text).toBe('Jordan Lee changed the note you shared with them.');

    const again = await post(people.jordan, { id: note.id, version: 2, note_title: 'Q&A', note_body: body('And naps') });
    expect(again.status).toBe(200);
    expect(again.body.data.version).toBe(3);
    // The author goes on editing from the latest version.
    const back = await put(people.maya, {
      meeting_id: session.meeting_id,
      id: note.id,
      version: 3,
      note_title: 'Q&A',
      note_body: body('And naps, after lunch'),
      is_shared: true,
    });
    expect(back.body.data).toMatchObject({ version: 4, note_title: 'Q&A' });
  });

  it('refuses the other person before the window and after the session ended, and a third account always', async () => {
    const early = await sharedNoteOn(t0 + 20 * MIN);
    expect((await one(people.jordan, early.note.id)).body.data.may_edit).toBe(false);
    const before = await post(people.jordan, { id: early.note.id, version: 1, note_title: 'x', note_body: body('x') });
    expect(before.status).toBe(403);
    expect(before.body.message).toMatch(/during the session’s call/);

    // Ten minutes before the start it opens.
    const opening = await sharedNoteOn(t0 + 9.5 * MIN);
    const inWindow = await post(people.jordan, { id: opening.note.id, version: 1, note_title: 'x', note_body: body('x') });
    expect(inWindow.status).toBe(200);

    // Past its end (nobody came into the call), and once ended by its people.
    const over = await sharedNoteOn(t0 - 40 * MIN, 30);
    expect((await post(people.jordan, { id: over.note.id, version: 1, note_title: 'x', note_body: body('x') })).status).toBe(403);
    const held = await sharedNoteOn(Date.now() - MIN, 10, 'provider');
    await holdSession(server.url, held.session.meeting_id, people.brightpath, people.maya);
    const after = await put(people.brightpath, {
      meeting_id: held.session.meeting_id,
      id: held.note.id,
      version: 1,
      note_title: 'x',
      note_body: body('x'),
    });
    expect(after.status).toBe(403);
    expect((await one(people.brightpath, held.note.id)).body.data.may_edit).toBe(false);

    // A third account does not even see it, in the window or not.
    const now = await sharedNoteOn(t0 + 5 * MIN);
    const third = await post(people.daniel, { id: now.note.id, version: 1, note_title: 'x', note_body: body('x') });
    expect(third.status).toBe(404);
    expect((await one(people.maya, now.note.id)).body.data).toMatchObject({ note_title: 'Questions', version: 1 });
  });

  it('answers a save based on an older version 409 with the note as it now is, and changes nothing', async () => {
    const { session, note } = await sharedNoteOn(t0 + 6.5 * MIN);
    const first = await post(people.jordan, { id: note.id, version: 1, note_title: 'Jordan’s', note_body: body('From Jordan') });
    expect(first.status).toBe(200);
    const stale = await put(people.maya, {
      meeting_id: session.meeting_id,
      id: note.id,
      version: 1,
      note_title: 'Maya’s',
      note_body: body('From Maya'),
      is_shared: true,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'stale version', data: { id: note.id, version: 2, note_title: 'Jordan’s' } });
    expect(text(stale.body.data)).toContain('From Jordan');
    expect((await one(people.jordan, note.id)).body.data).toMatchObject({ version: 2, note_title: 'Jordan’s' });
    // Keeping theirs: saved over the version they were shown.
    const kept = await put(people.maya, {
      meeting_id: session.meeting_id,
      id: note.id,
      version: 2,
      note_title: 'Maya’s',
      note_body: body('From Maya'),
      is_shared: true,
    });
    expect(kept.body.data).toMatchObject({ version: 3, note_title: 'Maya’s' });
  });

  it('the other person’s edit and the note a stale save of theirs is shown are in its author’s “Who saw my data” (issue #62)', async () => {
    const { note } = await sharedNoteOn(t0 + 4 * MIN);
    const logOf = async () =>
      (await apiJson(server.url, 'GET', '/api/privacy/v1/access-log', undefined, people.maya.token)).body.data as {
        reader: { user_id: number };
        what: string;
      }[];
    const before = (await logOf()).length;
    const edited = await post(people.jordan, { id: note.id, version: 1, note_title: 'Bedtime', note_body: body('Nine pm') });
    expect(edited.status).toBe(200);
    expect((await logOf())[0]).toMatchObject({
      reader: { user_id: people.jordan.id },
      what: 'the note “Bedtime”, and changed it',
    });
    const mine = await post(people.maya, { id: note.id, version: 2, note_title: 'Bedtime', note_body: body('Half past eight') });
    expect(mine.status).toBe(200);
    const stale = await post(people.jordan, { id: note.id, version: 2, note_title: 'x', note_body: body('x') });
    expect(stale.status).toBe(409);
    expect(text(stale.body.data)).toContain('Half past eight');
    const log = await logOf();
    expect(log).toHaveLength(before + 2);
    expect(log[0]).toMatchObject({ reader: { user_id: people.jordan.id }, what: 'the note “Bedtime”' });
  });

  it('of two saves at once based on one version, one is taken and the other is stale', async () => {
    const { note } = await sharedNoteOn(t0 + 8 * MIN);
    const [a, b] = await Promise.all([
      post(people.maya, { id: note.id, version: 1, note_title: 'A', note_body: body('A') }),
      post(people.jordan, { id: note.id, version: 1, note_title: 'B', note_body: body('B') }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'A' : 'B';
    expect((await one(people.maya, note.id)).body.data).toMatchObject({ version: 2, note_title: winner });
  });
});
