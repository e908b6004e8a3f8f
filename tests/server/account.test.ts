// @postgres: the accounts' store: sign-up, lockout counters and sessions written in SQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, DEMO_PASSWORD, serverPerFile, signIn } from './helpers';

/*
 * Issue #37, the person's own account. "Your data": an export is prepared in the background (202 at once, its progress
 * read while the server gathers it) and offered as one JSON file with the person's own profile,
 * bookings, notes, messages sent, posts, comments, screening results and notifications. Only
 * the person who asked reads it: another person's id is a 404, as an id nobody has. The
 * password change: the current password, sign-up's rules, the other sessions signed out.
 */
const BASE = '/api/account/v1';
const server = serverPerFile();
const tokens = {} as Record<'caregiver' | 'careseeker', string>;

beforeAll(async () => {
  for (const who of ['caregiver', 'careseeker'] as const)
    tokens[who] = String((await signIn(server.url, who)).tokens.access_token);
});

type Export = { id: string; status: string; progress: number; expires_at: string | null; bytes: number | null };

async function readyExport(token: string): Promise<Export> {
  const asked = await apiJson(server.url, 'POST', `${BASE}/exports`, undefined, token);
  expect(asked.status).toBe(202);
  const started = asked.body.data as Export;
  expect(started).toMatchObject({ status: 'preparing', expires_at: null, bytes: null });
  const seen: number[] = [started.progress];
  for (let i = 0; i < 100; i += 1) {
    const now = (await apiGet(server.url, `${BASE}/exports/${started.id}`, token)).body.data as Export;
    seen.push(now.progress);
    if (now.status !== 'preparing') {
      expect(seen).toEqual([...seen].sort((a, b) => a - b)); // progress only goes forward
      return now;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export never finished');
}

describe('Your data', () => {
  it('prepares the person’s data in the background and offers it as one JSON file of their own rows', async () => {
    const ready = await readyExport(tokens.caregiver);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect(Date.parse(ready.expires_at!) - Date.now()).toBeGreaterThan(23 * 3600_000);

    const res = await fetch(`${server.url}${BASE}/exports/${ready.id}/file`, {
      headers: { authorization: `Bearer ${tokens.caregiver}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="neurohealth-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBe(ready.bytes);
    const file = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(file)).toEqual([
      'exported_at',
      'product',
      'profile',
      'bookings',
      'notes',
      'messages_sent',
      'posts',
      'comments',
      'screening_results',
      'notifications',
      'who_saw_my_data',
    ]);
    expect(file.profile).toMatchObject({ user_name: 'caregiver', first_name: 'Maya', last_name: 'Thompson' });
    expect(text).not.toContain('password_hash');
    // The caregiver's seeded messages and notifications are theirs, and only theirs.
    const me = (file.profile as { user_id: number }).user_id;
    expect((file.messages_sent as unknown[]).length).toBeGreaterThan(0);
    expect((file.notifications as unknown[]).length).toBeGreaterThan(0);
    for (const b of file.bookings as { booker_id: number; concierge_id: number }[])
      expect([b.booker_id, b.concierge_id]).toContain(me);
  });

  it('refuses another person’s export and its file as it refuses an id nobody has, and needs a signed-in person', async () => {
    // The careseeker's own (the caregiver's, asked for a moment ago, would be answered again: one a minute).
    const mine = await readyExport(tokens.careseeker);
    for (const path of [`${BASE}/exports/${mine.id}`, `${BASE}/exports/${mine.id}/file`]) {
      expect((await apiGet(server.url, path, tokens.caregiver)).status).toBe(404);
      expect((await apiGet(server.url, path)).status).toBe(401);
    }
    expect((await apiGet(server.url, `${BASE}/exports/00000000-0000-4000-8000-000000000000`, tokens.careseeker)).status).toBe(
      404,
    );
    expect((await apiGet(server.url, `${BASE}/exports/not-an-id`, tokens.careseeker)).status).toBe(400);
  });
});

describe('password change', () => {
  const NEW = 'quiet-harbour-lantern-42';
  const change = (token: string, body: unknown) => apiJson(server.url, 'POST', `${BASE}/password`, body, token);

  it('checks the current password and sign-up’s rules, then changes it and signs out the person’s other sessions', async () => {
    // Two sessions of one person: this one changes the password, the other is signed out.
    const here = String((await signIn(server.url, 'mentor')).tokens.access_token);
    const elsewhere = String((await signIn(server.url, 'mentor')).tokens.access_token);
    const other = String((await signIn(server.url, 'coordinator')).tokens.access_token);

    const wrong = await change(here, { current_password: 'not-my-password', new_password: NEW });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ current_password: 'That is not your current password.' });
    const short = await change(here, { current_password: DEMO_PASSWORD, new_password: 'short' });
    expect(short.body.fields).toEqual({ new_password: 'Use at least 10 characters.' });
    const common = await change(here, { current_password: DEMO_PASSWORD, new_password: 'Password2026!' });
    expect(common.body.fields).toEqual({ new_password: 'This password is too common. Choose another one.' });
    const empty = await change(here, { current_password: '', new_password: '' });
    expect(empty.body.fields).toEqual({
      current_password: 'Enter your current password.',
      new_password: 'Enter a new password.',
    });

    const done = await change(here, { current_password: DEMO_PASSWORD, new_password: NEW });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ result: 'ok', signed_out_sessions: 1 });
    const me = '/api/user-manager/v1/users/me';
    expect((await apiGet(server.url, me, here)).status).toBe(200);
    expect((await apiGet(server.url, me, elsewhere)).status).toBe(401);
    // Another person's sessions are not touched.
    expect((await apiGet(server.url, me, other)).status).toBe(200);
    // The new password signs in; the old one no longer does.
    await expect(signIn(server.url, 'mentor', NEW)).resolves.toBeTruthy();
    await expect(signIn(server.url, 'mentor')).rejects.toThrow();
  });

  it('stops answering after five wrong current passwords', async () => {
    const token = String((await signIn(server.url, 'provider')).tokens.access_token);
    for (let i = 0; i < 5; i += 1)
      expect((await change(token, { current_password: `guess-${i}`, new_password: NEW })).status).toBe(400);
    const blocked = await change(token, { current_password: DEMO_PASSWORD, new_password: NEW });
    expect(blocked.status).toBe(429);
    expect(blocked.body.fields).toEqual({ current_password: 'Too many wrong passwords. Try again later.' });
  });
});
