// @postgres: the screening shares' statements (in force by the server's clock, revoked at once) and each read logged in the read's own transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn, SseStream, userIdOf } from './helpers';

/*
 * Issue #62: a screening result is private until its person shares it with a concierge of a
 * session they booked (contract/screening-shares.ts), for 7 or 30 days or until revoked. The reader
 * reads it while the share is in force by the server's clock, each read in the person's "Who saw
 * my data"; revoking ends it at once and tells the reader's stream; nobody else reads it, an
 * administrator included.
 */
const V1 = '/api/screening/v1';
const DAY = 24 * 60 * 60 * 1000;
let now = Date.now();
const server = serverPerFile({ clock: () => now });
const ROLES = ['caregiver', 'careseeker', 'coordinator', 'admin'] as const;
type Role = (typeof ROLES)[number];
const token = {} as Record<Role, string>;
const userId = {} as Record<Role, number>;
let readerStream: SseStream;
let ownerStream: SseStream;
let result: number;

beforeAll(async () => {
  for (const role of ROLES) {
    token[role] = String((await signIn(server.url, role)).tokens.access_token);
    userId[role] = await userIdOf(server.url, token[role]);
  }
  const saved = await apiJson(
    server.url,
    'POST',
    `${V1}/results`,
    { tool: 'gad7', answers: [1, 2, 1, 0, 1, 2, 1] },
    token.caregiver,
  );
  expect(saved.status).toBe(200);
  result = saved.body.data.id;
  const sse = (role: Role) =>
    SseStream.open(`${server.url}/public/user-audit/server-event/subscribe/${userId[role]}?access_token=${token[role]}`);
  readerStream = await sse('coordinator');
  ownerStream = await sse('caregiver');
});
afterAll(() => {
  readerStream?.close();
  ownerStream?.close();
});

type Shared = {
  share_id: number;
  owner: { user_id: number; display_name: string };
  until: string | null;
  result: { id: number; answers: number[] };
};
const sharedWith = async (as: Role) => {
  const res = await apiGet(server.url, `${V1}/shared-with-me`, token[as]);
  return { status: res.status, data: (res.body?.data ?? []) as Shared[] };
};
const share = (body: unknown, as: Role = 'caregiver') => apiJson(server.url, 'POST', `${V1}/shares`, body, token[as]);
const logOf = async (as: Role) =>
  (await apiGet(server.url, '/api/privacy/v1/access-log', token[as])).body.data as {
    reader: { user_id: number };
    kind: string;
    what: string;
  }[];
type Event = { type: string; privacy?: { change: string; share_id?: number; entry?: { kind: string; what: string } } };
const nextPrivacy = async (stream: SseStream, change: string) => {
  for (;;) {
    const { data } = await stream.next<Event>();
    if (data.type === 'PRIVACY' && data.privacy?.change === change) return data.privacy;
  }
};

describe('sharing a screening result by consent', () => {
  it('offers the concierges of the sessions the person booked, and no one else', async () => {
    const readers = (await apiGet(server.url, `${V1}/share-readers`, token.caregiver)).body.data as {
      user_id: number;
      display_name: string;
    }[];
    expect(readers).toContainEqual({ user_id: userId.coordinator, display_name: 'Jordan Lee' });
    expect(readers.some((r) => r.user_id === userId.careseeker || r.user_id === userId.admin)).toBe(false);
    // Someone who is not one of them is refused; another person's result is not found.
    expect((await share({ result_id: result, reader_id: userId.careseeker, days: 7 })).status).toBe(403);
    expect((await share({ result_id: result, reader_id: userId.caregiver, days: 7 }, 'careseeker')).status).toBe(404);
    expect((await share({ result_id: result, reader_id: userId.coordinator, days: 3 })).status).toBe(400);
    expect((await sharedWith('coordinator')).data).toEqual([]);
  });

  it('the reader reads it while it is in force, each read in the person’s log and told to them live; it ends when its days are over', async () => {
    const made = await share({ result_id: result, reader_id: userId.coordinator, days: 7 });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      result_id: result,
      reader: { user_id: userId.coordinator, display_name: 'Jordan Lee' },
    });
    expect(Date.parse(made.body.data.until)).toBe(Date.parse(made.body.data.created_at) + 7 * DAY);
    expect(await nextPrivacy(readerStream, 'screening shared')).toMatchObject({ share_id: made.body.data.id });
    expect((await apiGet(server.url, `${V1}/shares`, token.caregiver)).body.data).toEqual([made.body.data]);

    const before = (await logOf('caregiver')).length;
    const read = await sharedWith('coordinator');
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject([
      {
        share_id: made.body.data.id,
        owner: { user_id: userId.caregiver },
        result: { id: result, answers: [1, 2, 1, 0, 1, 2, 1] },
      },
    ]);
    const log = await logOf('caregiver');
    expect(log).toHaveLength(before + 1);
    expect(log[0]).toMatchObject({ reader: { user_id: userId.coordinator }, kind: 'screening' });
    expect(log[0]!.what).toMatch(/^your GAD-7 result of \d{4}-\d\d-\d\d$/);
    expect(await nextPrivacy(ownerStream, 'access logged')).toMatchObject({ entry: { kind: 'screening', what: log[0]!.what } });

    // A third account and an administrator read none of it, and their tries are not logged.
    expect((await sharedWith('careseeker')).data).toEqual([]);
    expect((await sharedWith('admin')).status).toBe(403);
    expect(await logOf('caregiver')).toHaveLength(before + 1);

    // Six days on it is still in force; a day later, by the server's clock, it is over.
    now += 6 * DAY;
    expect((await sharedWith('coordinator')).data).toHaveLength(1);
    // Both sides' answers carry the server's time, which their pages count a share's end from.
    expect((await apiGet(server.url, `${V1}/shared-with-me`, token.coordinator)).body.now).toBe(new Date(now).toISOString());
    expect((await apiGet(server.url, `${V1}/shares`, token.caregiver)).body.now).toBe(new Date(now).toISOString());
    now += 1 * DAY + 1000;
    expect((await sharedWith('coordinator')).data).toEqual([]);
    expect((await apiGet(server.url, `${V1}/shares`, token.caregiver)).body.data).toEqual([]);
    expect((await apiJson(server.url, 'DELETE', `${V1}/shares/${made.body.data.id}`, undefined, token.caregiver)).status).toBe(
      404,
    );
  });

  it('revoking ends a share at once: the next read is refused and the reader hears it; only the person revokes', async () => {
    const made = await share({ result_id: result, reader_id: userId.coordinator, days: null });
    expect(made.body.data.until).toBeNull();
    const id = made.body.data.id as number;
    expect((await sharedWith('coordinator')).data.map((s) => s.share_id)).toEqual([id]);

    // The reader cannot revoke it, nor can an administrator.
    expect((await apiJson(server.url, 'DELETE', `${V1}/shares/${id}`, undefined, token.coordinator)).status).toBe(404);
    expect((await apiJson(server.url, 'DELETE', `${V1}/shares/${id}`, undefined, token.admin)).status).toBe(403);

    const revoked = await apiJson(server.url, 'DELETE', `${V1}/shares/${id}`, undefined, token.caregiver);
    expect(revoked.status).toBe(200);
    expect(await nextPrivacy(readerStream, 'screening unshared')).toEqual({ change: 'screening unshared', share_id: id });
    expect((await sharedWith('coordinator')).data).toEqual([]);
    expect((await apiJson(server.url, 'DELETE', `${V1}/shares/${id}`, undefined, token.caregiver)).status).toBe(404);
  });

  it('sharing again with the same person replaces the share in force; deleting the result ends every share of it', async () => {
    const first = await share({ result_id: result, reader_id: userId.coordinator, days: 7 });
    const second = await share({ result_id: result, reader_id: userId.coordinator, days: 30 });
    const mine = (await apiGet(server.url, `${V1}/shares`, token.caregiver)).body.data as { id: number }[];
    expect(mine.map((s) => s.id)).toEqual([second.body.data.id]);
    expect(first.body.data.id).not.toBe(second.body.data.id);
    expect((await apiJson(server.url, 'DELETE', `${V1}/results/${result}`, undefined, token.caregiver)).status).toBe(200);
    expect((await sharedWith('coordinator')).data).toEqual([]);
  });
});
