// @postgres: the access log's append-only trigger, and each logged read written in the read's own transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainRichText } from '../../contract/notes-rich-text';
import { openDatabase, type Database } from '../../server/db/database';
import { createSchema } from '../../server/schema';
import { apiGet, apiJson, databaseFor, makeDataDir, serverPerFile, signIn, SseStream, userIdOf } from './helpers';

/*
 * "Who saw my data" (issue #62, contract/accessLog.ts, server/accessLog): a concierge opening a
 * note shared with them is in its author's log, written with the read; the author's own reads are
 * not; each person reads only their own log, newest first; the table is append-only in the
 * database (statements around the routes, on purpose).
 */
const UM = '/api/user-manager/v1';
const LOG = '/api/privacy/v1/access-log';
const server = serverPerFile();
const ROLES = ['caregiver', 'careseeker', 'coordinator', 'admin'] as const;
type Role = (typeof ROLES)[number];
const token = {} as Record<Role, string>;
const userId = {} as Record<Role, number>;
let meeting: string;

beforeAll(async () => {
  for (const role of ROLES) {
    token[role] = String((await signIn(server.url, role)).tokens.access_token);
    userId[role] = await userIdOf(server.url, token[role]);
  }
  const events = await apiGet(server.url, `${UM}/mentor-booking/events`, token.caregiver);
  meeting = (events.body.data as { status: string; meeting_id: string; concierge: { user_id: number } }[]).find(
    (b) => b.status === 'completed' && b.concierge.user_id === userId.coordinator,
  )!.meeting_id;
});

type Entry = { at: string; reader: { user_id: number; display_name: string }; kind: string; what: string; reason: string | null };
const logOf = async (as: Role) => {
  const res = await apiGet(server.url, LOG, token[as]);
  expect(res.status).toBe(200);
  return res.body.data as Entry[];
};
const open = (as: Role, id: number) => apiJson(server.url, 'GET', `${UM}/notes/personal/${id}`, undefined, token[as]);
const share = async (title: string) => {
  const made = await apiJson(
    server.url,
    'PUT',
    `${UM}/mentor-booking/notes`,
    { meeting_id: meeting, note_title: title, note_body: plainRichText('Seizure at 3 am, 40 seconds'), is_shared: true },
    token.caregiver,
  );
  expect(made.status).toBe(201);
  return made.body.data.id as number;
};

describe('who saw my data', () => {
  it('the concierge opening a shared note is in its author’s log, newest first; the author’s own reads are not', async () => {
    const before = (await logOf('caregiver')).length;
    const first = await share('Night log');
    const second = await share('Medication change');
    expect((await open('caregiver', first)).status).toBe(200);
    expect(await logOf('caregiver')).toHaveLength(before);

    expect((await open('coordinator', first)).status).toBe(200);
    expect((await open('coordinator', second)).status).toBe(200);
    const log = await logOf('caregiver');
    expect(log).toHaveLength(before + 2);
    expect(log.slice(0, 2)).toMatchObject([
      {
        reader: { user_id: userId.coordinator, display_name: 'Jordan Lee' },
        kind: 'note',
        what: 'the note “Medication change”',
        reason: null,
      },
      { reader: { user_id: userId.coordinator }, what: 'the note “Night log”' },
    ]);
    expect(Date.parse(log[0]!.at)).toBeGreaterThanOrEqual(Date.parse(log[1]!.at));
    // The reader's own log does not gain the entry: it is the author's data that was read.
    expect((await logOf('coordinator')).some((e) => e.what.includes('Medication change'))).toBe(false);
  });

  it('an administrator opening my account panel is in my log with their reason, in the same transaction as its audit row', async () => {
    const reason = 'Checking a reported message';
    const res = await apiGet(
      server.url,
      `/api/admin/v1/members/${userId.caregiver}?reason=${encodeURIComponent(reason)}`,
      token.admin,
    );
    expect(res.status).toBe(200);
    expect((await logOf('caregiver'))[0]).toMatchObject({
      reader: { user_id: userId.admin },
      kind: 'account',
      what: 'your account panel',
      reason,
    });
    const audit = await apiGet(server.url, `/api/admin/v1/audit?action=view_member&target=${userId.caregiver}`, token.admin);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain(reason);
    // A member is refused the panel (403), and their refused read is not logged.
    const before = (await logOf('careseeker')).length;
    expect((await apiGet(server.url, `/api/admin/v1/members/${userId.careseeker}`, token.caregiver)).status).toBe(403);
    expect(await logOf('careseeker')).toHaveLength(before);
  });

  it('another person cannot read my log, and a refused read is not logged', async () => {
    const note = await share('School meeting');
    expect((await open('careseeker', note)).status).toBe(404);
    const theirs = await logOf('careseeker');
    expect(theirs.some((e) => e.what.includes('School meeting') || e.what.includes('Night log'))).toBe(false);
    expect((await logOf('caregiver')).some((e) => e.what.includes('School meeting'))).toBe(false);
    expect((await apiGet(server.url, LOG, '')).status).toBe(401);
  });
});

describe('someone else’s note text is only given by the logged read (issue #62)', () => {
  it('the concierge’s lists carry a shared note’s title, author and dates, never its text; bookmarking it is no read', async () => {
    const note = await share('Seizure diary');
    const before = (await logOf('caregiver')).length;
    for (const list of ['my-notes', 'shared-with-me', 'pinned-notes', 'personal', 'shared-by-me']) {
      const res = await apiGet(server.url, `${UM}/notes/${list}`, token.coordinator);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('Seizure at 3 am');
    }
    const listed = (
      (await apiGet(server.url, `${UM}/notes/shared-with-me`, token.coordinator)).body.data as {
        id: number;
        note_title: string;
        note_body: unknown;
        author: { user_id: number };
        created_at: string;
      }[]
    ).find((n) => n.id === note)!;
    expect(listed).toMatchObject({ note_title: 'Seizure diary', note_body: null, author: { user_id: userId.caregiver } });
    expect(Date.parse(listed.created_at)).not.toBeNaN();
    // Its author's own lists still carry the text.
    expect(JSON.stringify((await apiGet(server.url, `${UM}/notes/my-notes`, token.caregiver)).body)).toContain('Seizure at 3 am');
    // A bookmark checks that the note is theirs to read, and reads no text.
    const bookmark = await apiJson(
      server.url,
      'POST',
      '/api/message-publisher/v1/publish',
      {
        topic: 'TOPIC_BOOKMARKS',
        message: {
          action: 'CREATE',
          source_type: 'NOTES',
          source_id: note,
          sub_source_type: 'CONCIERGE',
          created_by: userId.coordinator,
        },
      },
      token.coordinator,
    );
    expect(bookmark.status).toBe(202);
    expect(await logOf('caregiver')).toHaveLength(before);

    // Opening it gives its text, and that read is in the author's log.
    const opened = await open('coordinator', note);
    expect(JSON.stringify(opened.body.data.note_body)).toContain('Seizure at 3 am');
    const log = await logOf('caregiver');
    expect(log).toHaveLength(before + 1);
    expect(log[0]).toMatchObject({ reader: { user_id: userId.coordinator }, what: 'the note “Seizure diary”' });
  });
});

describe('a shared note lists who can read it', () => {
  it('its author sees the session’s other person while it is shared, and nobody once unshared; the reader is not told the list', async () => {
    const note = await share('Readers');
    const mine = await open('caregiver', note);
    expect(mine.body.data.readers).toEqual([{ user_id: userId.coordinator, display_name: 'Jordan Lee' }]);
    expect((await open('coordinator', note)).body.data.readers).toBeUndefined();
    const unshared = await apiJson(
      server.url,
      'PUT',
      `${UM}/mentor-booking/notes`,
      {
        id: note,
        meeting_id: meeting,
        note_title: 'Readers',
        note_body: plainRichText('Seizure at 3 am, 40 seconds'),
        is_shared: false,
      },
      token.caregiver,
    );
    expect(unshared.status).toBe(200);
    expect(unshared.body.data.readers).toEqual([]);
  });
});

describe('my log, live', () => {
  it('an entry written for me reaches my open stream once its read has committed: a shared note opened, my panel opened', async () => {
    const stream = await SseStream.open(
      `${server.url}/public/user-audit/server-event/subscribe/${userId.caregiver}?access_token=${token.caregiver}`,
    );
    try {
      type Logged = { type: string; privacy?: { change: string; entry: Entry } };
      const nextLogged = async () => {
        for (;;) {
          const { data } = await stream.next<Logged>();
          if (data.type === 'PRIVACY' && data.privacy?.change === 'access logged') return data.privacy.entry;
        }
      };
      const note = await share('Sleep diary');
      expect((await open('coordinator', note)).status).toBe(200);
      const heard = await nextLogged();
      expect(heard).toMatchObject({ kind: 'note', what: 'the note “Sleep diary”', reader: { user_id: userId.coordinator } });
      expect((await logOf('caregiver'))[0]).toEqual(heard);

      const reason = 'A reported message';
      expect(
        (await apiGet(server.url, `/api/admin/v1/members/${userId.caregiver}?reason=${encodeURIComponent(reason)}`, token.admin))
          .status,
      ).toBe(200);
      expect(await nextLogged()).toMatchObject({ kind: 'account', reason, reader: { user_id: userId.admin } });
    } finally {
      stream.close();
    }
  });
});

describe('filtering and exporting my log', () => {
  it('filters by kind, exports the same entries as CSV with formulas defused, and carries the log in the data export', async () => {
    // A note read and an account-panel read, the reason starting with '=' as a formula would.
    const note = await share('Therapy plan');
    expect((await open('coordinator', note)).status).toBe(200);
    const reason = '=HYPERLINK("x") check, "quoted"';
    const panel = `/api/admin/v1/members/${userId.caregiver}?reason=${encodeURIComponent(reason)}`;
    expect((await apiGet(server.url, panel, token.admin)).status).toBe(200);

    const all = await logOf('caregiver');
    const ofKind = async (kind: string) =>
      (await apiGet(server.url, `${LOG}?kind=${kind}`, token.caregiver)).body.data as Entry[];
    const notes = await ofKind('note');
    const panels = await ofKind('account');
    expect(notes.length).toBeGreaterThan(0);
    expect(panels.length).toBeGreaterThan(0);
    expect(notes.every((e) => e.kind === 'note')).toBe(true);
    expect(panels.every((e) => e.kind === 'account')).toBe(true);
    expect(notes.length + panels.length).toBe(all.length);
    expect((await apiGet(server.url, `${LOG}?kind=diagnosis`, token.caregiver)).status).toBe(400);

    const csv = await fetch(`${server.url}${LOG}.csv?kind=account`, { headers: { authorization: `Bearer ${token.caregiver}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="who-saw-my-data.csv"');
    const lines = (await csv.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('at,reader_id,reader,kind,what,reason');
    expect(lines).toHaveLength(panels.length + 1);
    expect(lines[1]).toBe(
      [
        panels[0]!.at,
        userId.admin,
        panels[0]!.reader.display_name,
        'account',
        'your account panel',
        `"'=HYPERLINK(""x"") check, ""quoted"""`,
      ].join(','),
    );
    // Only one's own log, and only signed in.
    const theirs = await fetch(`${server.url}${LOG}.csv`, { headers: { authorization: `Bearer ${token.careseeker}` } });
    expect(await theirs.text()).not.toContain('Therapy plan');
    expect((await fetch(`${server.url}${LOG}.csv`)).status).toBe(401);

    // The data export carries the same entries, newest first.
    const EXPORTS = '/api/account/v1/exports';
    const asked = await apiJson(server.url, 'POST', EXPORTS, undefined, token.caregiver);
    expect(asked.status).toBe(202);
    let ready = asked.body.data as { id: string; status: string };
    for (let i = 0; i < 100 && ready.status === 'preparing'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ready = (await apiGet(server.url, `${EXPORTS}/${ready.id}`, token.caregiver)).body.data as typeof ready;
    }
    const file = await fetch(`${server.url}${EXPORTS}/${ready.id}/file`, {
      headers: { authorization: `Bearer ${token.caregiver}` },
    });
    const exported = ((await file.json()) as { who_saw_my_data: { what: string; reason: string | null }[] }).who_saw_my_data;
    expect(exported.map((e) => e.what)).toEqual(all.map((e) => e.what));
    expect(exported[0]).toMatchObject({ what: 'your account panel', reason });
  });
});

describe('the access log in the database', () => {
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  let db: Database;
  beforeAll(async () => {
    data = await makeDataDir();
    db = await openDatabase({ dataDir: data.dir, databaseUrl: (await databaseFor(data.dir))?.url });
    await createSchema(db);
    await db.query(
      `insert into access_log (subject_id, reader_id, reader_name, kind, what) values (1, 2, 'Jordan Lee', 'note', 'the note “x”')`,
    );
  });
  afterAll(async () => {
    await db?.close();
    await data?.remove();
  });

  it('takes a row, refuses to update or delete it, and refuses a person as their own reader', async () => {
    await expect(db.query(`update access_log set reader_name = 'nobody'`)).rejects.toThrow(/append-only/);
    await expect(db.query('delete from access_log')).rejects.toThrow(/append-only/);
    await expect(
      db.query(`insert into access_log (subject_id, reader_id, reader_name, kind, what) values (3, 3, 'x', 'note', 'y')`),
    ).rejects.toThrow();
    const { rows } = await db.query<{ reader_name: string }>('select reader_name from access_log');
    expect(rows.map((r) => r.reader_name)).toEqual(['Jordan Lee']);
  });
});
