// @postgres: the digest's outbox, LISTEN/NOTIFY and sends at once.
/**
 * Issue #37, Settings › Notifications "E-mail digest" (server/preferences/digest.ts): once a day
 * by the server's clock, the unread notifications of the kinds a person chose, never the same one
 * twice, nothing for a person who chose none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn } from './helpers';

let now = Date.parse('2026-12-01T08:00:00Z');
// The job's own timer runs hourly (real time): each step below runs it through its dev hook instead,
// at the server's clock, which the test moves a day at a time.
const server = serverPerFile({ clock: () => now });
const PREFS = '/api/account/v1/preferences';
const token: Record<string, string> = {};
const email: Record<string, string> = {};

type Mail = { to: string; subject: string; text: string };
const digestsTo = async (who: string) =>
  ((await apiGet(server.url, '/__dev/mail')).body.mail as Mail[]).filter(
    (m) => m.to === email[who] && m.subject.startsWith('Your NeuroHealth Care digest'),
  );
const notify = (who: string, type: string, notification: string) =>
  apiJson(server.url, 'POST', '/__dev/notify', { user_name: who, type, notification, communityId: 1 });
/** One run of the digest job, now: how many digests it sent. */
const runDigests = async () => {
  const res = await apiJson(server.url, 'POST', '/__dev/digests', {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.sent as number;
};

beforeAll(async () => {
  for (const who of ['caregiver', 'careseeker']) {
    token[who] = String((await signIn(server.url, who)).tokens.access_token);
    email[who] = ((await apiGet(server.url, '/api/user-manager/v1/users/me', token[who])).body.data as { email: string }).email;
  }
  const choices = Object.fromEntries(
    ['Invitation', 'Chat', 'Post', 'Concierge', 'Follow Request', 'COMMUNITY'].map((type) => [
      type,
      { toast: true, sound: true, email: type === 'Invitation' },
    ]),
  );
  const saved = await apiJson(server.url, 'PUT', `${PREFS}/notifications`, { notifications: choices }, token.caregiver);
  expect(saved.status).toBe(200);
});

describe('the e-mail digest', () => {
  it('sends the unread notifications of the chosen kinds, once a day, each only once', async () => {
    expect((await notify('caregiver', 'Invitation', 'Digest: you were invited')).status).toBe(200);
    expect((await notify('caregiver', 'COMMUNITY', 'Digest: a community notice')).status).toBe(200);
    await runDigests();
    expect(await digestsTo('caregiver')).toHaveLength(1);
    const [first] = await digestsTo('caregiver');
    expect(first!.text).toContain('Digest: you were invited');
    expect(first!.text).not.toContain('Digest: a community notice');

    // A new one the same day waits for the next day's digest, which tells only of it.
    expect((await notify('caregiver', 'Invitation', 'Digest: a second invitation')).status).toBe(200);
    await runDigests();
    expect(await digestsTo('caregiver')).toHaveLength(1);
    now += 24 * 3600_000;
    // Two runs at once (every node runs the job): one digest, not two.
    await Promise.all([runDigests(), runDigests()]);
    expect(await digestsTo('caregiver')).toHaveLength(2);
    const second = (await digestsTo('caregiver'))[1]!;
    expect(second.text).toContain('Digest: a second invitation');
    expect(second.text).not.toContain('Digest: you were invited');

    // Read in the app meanwhile: the next day brings no digest.
    expect((await notify('caregiver', 'Invitation', 'Digest: read before the digest')).status).toBe(200);
    const me = ((await apiGet(server.url, '/api/user-manager/v1/users/me', token.caregiver)).body.data as { user_id: number })
      .user_id;
    const list = await apiJson(
      server.url,
      'POST',
      '/api/user-audit/user-notification/get?page=0&size=50',
      { user_id: me },
      token.caregiver,
    );
    const unread = ((list.body.data as { data: unknown }).data as { id: number; notification_text: string }[]).find(
      (n) => n.notification_text === 'Digest: read before the digest',
    );
    expect(unread).toBeDefined();
    expect(
      (
        await apiJson(
          server.url,
          'POST',
          `/api/user-audit/user-notification/mark-read/id/${unread!.id}`,
          undefined,
          token.caregiver,
        )
      ).status,
    ).toBeLessThan(300);
    now += 24 * 3600_000;
    await runDigests();
    expect(await digestsTo('caregiver')).toHaveLength(2);
  });

  it('sends nothing to a person who chose no e-mail', async () => {
    expect((await notify('careseeker', 'Invitation', 'Digest: not for e-mail')).status).toBe(200);
    now += 24 * 3600_000;
    await runDigests();
    expect(await digestsTo('careseeker')).toEqual([]);
  });
});
