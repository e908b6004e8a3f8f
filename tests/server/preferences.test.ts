// @postgres: the preferences' store.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Preferences } from '../../contract/preferences';
import { apiGet, apiJson, serverPerFile, signIn } from './helpers';

/*
 * Issue #37: the person's time zone, notification choices and display choices, kept with the
 * account. Only the person reads and writes their own (no path names another); the body is the
 * contract's; a display save over a version another browser moved on is a 409 with the account's
 * choices; a concierge's zone is the one their availability uses.
 */
const BASE = '/api/account/v1/preferences';
const server = serverPerFile();
const tokens = {} as Record<'caregiver' | 'careseeker' | 'provider', string>;

beforeAll(async () => {
  for (const who of ['caregiver', 'careseeker', 'provider'] as const)
    tokens[who] = String((await signIn(server.url, who)).tokens.access_token);
});

const read = async (token: string) => (await apiGet(server.url, BASE, token)).body.data as Preferences;

describe('preferences', () => {
  it('are the defaults until saved, and need a signed-in person', async () => {
    expect((await apiGet(server.url, BASE)).status).toBe(401);
    const prefs = await read(tokens.careseeker);
    expect(prefs).toMatchObject({ timezone: null, offset: null, display: null, display_version: 0 });
    expect(prefs.notifications['Follow Request']).toEqual({ toast: true, sound: true, email: false });
    expect(Object.keys(prefs.notifications)).toEqual(['Invitation', 'Chat', 'Post', 'Concierge', 'Follow Request', 'COMMUNITY']);
  });

  it('keeps a time zone with its offset, refuses an unknown one, and leaves other people’s alone', async () => {
    const saved = await apiJson(server.url, 'PUT', `${BASE}/timezone`, { timezone: 'Asia/Kolkata' }, tokens.caregiver);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ timezone: 'Asia/Kolkata', offset: '+05:30' });
    expect(await read(tokens.caregiver)).toMatchObject({ timezone: 'Asia/Kolkata' });
    expect(await read(tokens.careseeker)).toMatchObject({ timezone: null });

    const refused = await apiJson(server.url, 'PUT', `${BASE}/timezone`, { timezone: 'Mars/Olympus' }, tokens.caregiver);
    expect(refused.status).toBe(400);
    expect(await read(tokens.caregiver)).toMatchObject({ timezone: 'Asia/Kolkata' });
  });

  it('gives a concierge one zone: the settings and the availability read and write the same', async () => {
    await apiJson(server.url, 'PUT', `${BASE}/timezone`, { timezone: 'America/Chicago' }, tokens.provider);
    const hours = await apiGet(server.url, '/api/user-manager/v1/mentor-booking/availability', tokens.provider);
    expect((hours.body.data as { timezone: string }).timezone).toBe('America/Chicago');
    const set = await apiJson(
      server.url,
      'POST',
      '/api/user-manager/v1/mentor-booking/timezone',
      { timezone: 'Europe/Lisbon' },
      tokens.provider,
    );
    expect(set.status).toBeLessThan(300);
    expect(await read(tokens.provider)).toMatchObject({ timezone: 'Europe/Lisbon' });
  });

  it('keeps each type’s toast, sound and e-mail choice, and refuses a body missing a type', async () => {
    const current = (await read(tokens.careseeker)).notifications;
    const notifications = { ...current, Chat: { toast: false, sound: false, email: true } };
    const saved = await apiJson(server.url, 'PUT', `${BASE}/notifications`, { notifications }, tokens.careseeker);
    expect(saved.status).toBe(200);
    expect((await read(tokens.careseeker)).notifications.Chat).toEqual({ toast: false, sound: false, email: true });
    expect((await read(tokens.caregiver)).notifications.Chat).toEqual({ toast: true, sound: true, email: false });

    const { Chat: _chat, ...missing } = notifications;
    const refused = await apiJson(server.url, 'PUT', `${BASE}/notifications`, { notifications: missing }, tokens.careseeker);
    expect(refused.status).toBe(400);
  });

  it('saves display choices over the version read, and answers 409 with the account’s choices to a stale browser', async () => {
    const first = await apiJson(
      server.url,
      'PUT',
      `${BASE}/display`,
      { display: { mode: 'dark', direction: 'rtl', layout: 'horizontal' }, version: 0 },
      tokens.caregiver,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      display: { mode: 'dark', direction: 'rtl', layout: 'horizontal' },
      display_version: 1,
    });

    // A second browser that also read version 0 saves after: refused, and told what the account holds.
    const stale = await apiJson(
      server.url,
      'PUT',
      `${BASE}/display`,
      { display: { mode: 'light', direction: 'ltr', layout: 'vertical' }, version: 0 },
      tokens.caregiver,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ display: { mode: 'dark', direction: 'rtl' }, display_version: 1 });

    const bad = await apiJson(
      server.url,
      'PUT',
      `${BASE}/display`,
      { display: { mode: 'purple', direction: 'ltr', layout: 'vertical' }, version: 1 },
      tokens.caregiver,
    );
    expect(bad.status).toBe(400);
    expect((await read(tokens.careseeker)).display).toBeNull();
  });
});
