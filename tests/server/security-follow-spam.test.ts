// @postgres: issue #57 asks each of its items' tests to run on PGlite and on PostgreSQL; the once-a-day notice per pair is claimed in one SQL statement (insert … on conflict).
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signUp, userIdOf } from './helpers';

/*
 * Issue #57 item 9: a send/cancel loop notified the target every time (20 rounds: +20
 * notifications). Now at most one Follow Request notification per pair a day; the requests
 * themselves still go through.
 */
let now = Date.now();
const server = serverPerFile({ clock: () => now });
const suffix = Date.now().toString(36);
const people = {} as Record<'sender' | 'target', { token: string; id: number }>;

beforeAll(async () => {
  for (const key of ['sender', 'target'] as const) {
    const token = String((await signUp(server.url, `${key}${suffix}`)).tokens.access_token);
    people[key] = { token, id: await userIdOf(server.url, token) };
  }
});

const unseen = async () => {
  const res = await apiGet(
    server.url,
    `/api/user-audit/user-notification/bell-count/user/${people.target.id}`,
    people.target.token,
  );
  return (res.body as { result_map: { notification_not_seen_count: number } }).result_map.notification_not_seen_count;
};
const sendAndCancel = async () => {
  const { sender, target } = people;
  const sent = await apiJson(
    server.url,
    'POST',
    `/api/user-manager/v1/users/${sender.id}/follow-requests`,
    { receiver_id: target.id },
    sender.token,
  );
  expect(sent.status).toBe(201);
  const id = sent.body.data.request_id as number;
  const cancelled = await apiJson(
    server.url,
    'PUT',
    `/api/user-manager/v1/users/${sender.id}/follow-requests/${id}?action=CANCEL`,
    undefined,
    sender.token,
  );
  expect(cancelled.status).toBe(200);
};

describe('follow requests notify a person at most once a day per sender (#57.9)', () => {
  it('turns 10 send/cancel rounds into one notification, and another the next day', async () => {
    const before = await unseen();
    for (let round = 0; round < 10; round++) await sendAndCancel();
    expect(await unseen()).toBe(before + 1);
    now += 24 * 60 * 60_000 + 1_000;
    await sendAndCancel();
    expect(await unseen()).toBe(before + 2);
  });
});
